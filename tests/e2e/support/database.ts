import postgres from 'postgres';

/** The run's database (tests/e2e/support/serve.ts serves it on E2E_DB_PORT), as its owner. */
export function database() {
  const port = process.env.E2E_DB_PORT;
  if (!port) throw new Error('E2E_DB_PORT is not set; run the tests with `npm run test:e2e`.');
  return postgres(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, {
    max: 1,
    onnotice: () => {},
  });
}
