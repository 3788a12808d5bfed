/** Where tests/e2e/serve.ts builds the site for the end-to-end run. */
export const e2eDistDir = 'test-results/e2e-dist';
