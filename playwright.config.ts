import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutablePath, chromiumLaunchArgs } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests run the built site (`npm run build` first; `npm test` does it) in the
 * system's Chromium, served by `vite preview` on 127.0.0.1.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumLaunchArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
