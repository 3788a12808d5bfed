/**
 * Where one end-to-end run writes its files. E2E_RUN_DIR lets two runs on one machine (say, two
 * checkouts or two people's terminals) stay out of each other's way; the default is test-results.
 */
export const e2eRunDir = process.env.E2E_RUN_DIR ?? 'test-results';

/** Where tests/e2e/support/serve.ts builds the site for the run. */
export const e2eDistDir = `${e2eRunDir}/e2e-dist`;

/** Where tests save the screenshots a person looks at. */
export const e2eScreenshotDir = `${e2eRunDir}/screenshots`;
