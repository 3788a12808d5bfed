/**
 * The end-to-end tests' web server: a fresh in-memory local backend on a free port, the site
 * built to point at it, and `vite preview` serving that build on E2E_PORT. Playwright starts this
 * script and stops it when the run ends.
 */
import { build, preview } from 'vite';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import { startLocalBackend } from '../../local-backend/server';
import { e2eAdmin } from './admin';

const port = Number(process.env.E2E_PORT);
if (!port) throw new Error('E2E_PORT is not set; run the tests with `npm run test:e2e`.');

const backend = await startLocalBackend({
  port: 0,
  jwtSecret: LOCAL_DEFAULTS.jwtSecret,
  adminEmail: e2eAdmin.email,
  adminPassword: e2eAdmin.password,
});

// Vite reads VITE_ variables from the environment at build time.
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
process.env.VITE_ADMIN_EMAIL = e2eAdmin.email;
const outDir = 'test-results/e2e-dist';
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true },
});
console.log(`e2e: site on http://127.0.0.1:${port}, backend on ${backend.url}`);

const stop = async () => {
  await new Promise((resolve) => server.httpServer.close(resolve));
  await backend.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
