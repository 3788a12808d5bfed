import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/free-port';
import { chromiumExecutablePath, chromiumLaunchArgs } from './tests/e2e/support/chromium';
import { e2eRunDir } from './tests/e2e/support/paths';

// Free ports, so a running dev or preview server never collides. Chosen once by the main
// process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
// The local mailbox that receives the owner's notification emails (tests/e2e/support/mailbox.ts).
process.env.E2E_MAILBOX_PORT ??= String(await freePort());
// The backend's Postgres port, for the one test that changes the site's limits (flood.spec.ts).
process.env.E2E_DB_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const traceModes = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure'] as const;

/** The trace mode E2E_TRACE names; 'off' when it is unset. */
function traceMode(value: string | undefined): (typeof traceModes)[number] {
  if (value === undefined || value === '') return 'off';
  const mode = traceModes.find((name) => name === value);
  if (!mode) throw new Error(`E2E_TRACE=${value}: use one of ${traceModes.join(', ')}.`);
  return mode;
}

/**
 * End-to-end tests run a production build of the site in the system's Chromium, against a fresh
 * in-memory local backend (tests/e2e/support/serve.ts builds and serves both on 127.0.0.1).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${e2eRunDir}/e2e`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Once more only after headless Chromium stopped drawing the test's page; any other failure
  // refuses its retry (support/fixtures.ts, decision 041).
  retries: 1,
  // The longest journeys (send, sign in, manage, reload, delete, log out) take about 28 s with two
  // workers on a two-core machine: Playwright's default 30 s left no margin, and they timed out
  // whenever the machine was busy. A hang still fails, after a minute.
  timeout: 60_000,
  // Playwright's 5 s for an expect was a speed limit on every step that waits for the server
  // (a message sent, the inbox's cards, an email): on a loaded machine they took longer. A step
  // that never comes still fails, after 15 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    // Signs the owner in once; the site's specs open the inbox with that session (support/admin.ts).
    { name: 'owner-session', testMatch: /owner-session\.setup\.ts$/ },
    {
      name: 'site',
      testIgnore: /(flood|insights|second-owner|rebrand)\.spec\.ts$/,
      dependencies: ['owner-session'],
    },
    // The three projects below hold one worker each: their tests share state beyond a page (the
    // site's limits, the day's counts, this checkout's build caches), so even a test and its own
    // repetition (`--repeat-each`) must not run side by side.
    // Lowers the site-wide hourly cap for a moment: run alone, after every other test.
    { name: 'flood', testMatch: /flood\.spec\.ts$/, dependencies: ['site'], workers: 1 },
    // Counts the day's visitors exactly: run last, from counts it empties first.
    { name: 'insights', testMatch: /insights\.spec\.ts$/, dependencies: ['flood'], workers: 1 },
    // Copies the repository, builds it as a fork (a second owner's, a rebranded one) and serves
    // it with a backend of its own, so it shares nothing with the others: it starts first, in one worker, beside the site's specs.
    // Its steps are one after another and often leave a core idle, which those specs fill; run
    // after them, it kept one core idle for a minute at the end of the stage. Playwright runs
    // projects in phases by their dependencies: with none, it was a phase of its own with the
    // owner's sign-in, and the site's specs waited for it; it waits for the sign-in, as they do.
    {
      name: 'fork',
      testMatch: /(second-owner|rebrand)\.spec\.ts$/,
      dependencies: ['owner-session'],
      workers: 1,
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A visitor who asked for less motion: a moving page (the certificate strip, the headline's
    // glitch) draws 60 frames a second in software for as long as a test looks at it, a third of
    // a core per tab, and the end-to-end stage took a third longer with it. The specs about
    // motion ask for it (reduced-motion.spec.ts, the strip in keyboard.spec.ts). Decision 029.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumLaunchArgs },
    // No trace unless asked for: recording one (a DOM snapshot around every action and a
    // screencast) cost a quarter of the stage's CPU, on every test, for the few that fail.
    // A failure still leaves its page's aria snapshot (error-context.md) and a screenshot; to see
    // it step by step, run it again with E2E_TRACE=retain-on-failure (or on). Decision 031.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx tests/e2e/support/serve.ts',
    url: baseURL,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
