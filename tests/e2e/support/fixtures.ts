import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { SECTIONS_SHOWN_ATTRIBUTE } from '../../../src/lib/belowTheFold';

/** What the page recorded of a Content-Security-Policy violation. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
}

declare global {
  interface Window {
    /** The CSP violations of the current document (see `consoleErrors`). */
    __cspViolations?: CspViolation[];
  }
}

/** How many client addresses this worker has handed out. */
let clientCount = 0;

/**
 * `page` that fails the test if the browser logs an error or throws: a missing image, a React
 * warning or an uncaught exception all count. Content-Security-Policy violations count too, even
 * when a test clears the errors it expected: every document records them in
 * `window.__cspViolations` and reports them to the test.
 *
 * A test turns the check on by naming the fixture (`{ page, consoleErrors: _consoleErrors }`
 * when it does nothing else with it); the check runs when the test ends, so the test itself
 * asserts nothing about it. A test that provokes an error on purpose empties the array
 * (`consoleErrors.length = 0`) once it has seen it.
 */
export const test = base.extend<{
  consoleErrors: string[];
  clientAddress: string;
  onlyAStalledBrowserIsRunAgain: void;
}>({
  // A failed test runs once more (playwright.config.ts) only if its browser had stopped drawing
  // the page: that is headless Chromium's fault, not the site's. Any other failure stands.
  onlyAStalledBrowserIsRunAgain: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      if (testInfo.retry > 0 && !existsSync(join(firstAttemptDir(testInfo), STOPPED_DRAWING))) {
        throw new Error(
          'Not run again: the first attempt failed, and not because the browser stopped drawing.',
        );
      }
      await use();
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  clientAddress: async ({}, use, testInfo) => {
    clientCount += 1;
    await use(`10.${testInfo.workerIndex % 256}.${(clientCount >> 8) & 255}.${clientCount & 255}`);
  },
  // The site's JavaScript starts after the first paint (src/main.tsx): wait until the page is
  // interactive after every navigation, as a visitor's second tap would.
  page: async ({ page, clientAddress }, use, testInfo) => {
    // Each test is a visitor with an address of its own, as on the internet: the contact form's
    // flood guard counts messages per address (X-Forwarded-For, which the gateway sets), and all
    // the tests' browsers would otherwise share 127.0.0.1 and trip it together.
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.request().method() === 'POST'
        ? route.fallback({
            headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress },
          })
        : route.fallback(),
    );
    // The chat function counts its turns and hand-overs by the same address.
    await page.route(/\/functions\/v1\/chat(\/|$)/, (route) =>
      route.fallback({
        headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress },
      }),
    );
    // Every test's browser has the same user agent and address, so its visits would count as one
    // more visitor of the owner's Insights, beside insights.spec.ts's own. The visit function
    // answers beacons with 204 and nothing else: here they are answered without reaching it.
    await page.route(/\/functions\/v1\/visit$/, (route) => route.fulfill({ status: 204 }));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = () =>
      page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const state = await frameState(page);
      console.log(`After the failure: ${describeFrames(state)}`);
      if (state?.drew === false) {
        mkdirSync(testInfo.outputDir, { recursive: true });
        writeFileSync(join(testInfo.outputDir, STOPPED_DRAWING), '');
      }
    }
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const violations: CspViolation[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation?: (v: CspViolation) => void })
        .__reportCspViolation;
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        const violation = {
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
        };
        window.__cspViolations?.push(violation);
        void report?.(violation);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // A request still under way when the page navigates (a reload, a link) is cancelled by the
    // browser: that is the visitor leaving, not a failure. Every other failed request counts.
    // The old document may still start a request after the navigation's own request went out,
    // and its cancellation may be reported before the new document commits; so a cancellation
    // is reported at once, and taken back at the end if a navigation committed after the
    // request started.
    const inFlight = new Set<Request>();
    const leftBehind = new WeakSet<Request>();
    let committed = 0;
    const startedAt = new WeakMap<Request, number>();
    const cancelled: { report: string; started: number }[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) committed += 1;
    });
    page.on('request', (request) => {
      startedAt.set(request, committed);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        for (const pending of inFlight) leftBehind.add(pending);
      } else {
        inFlight.add(request);
      }
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      const reason = request.failure()?.errorText;
      if (reason === 'net::ERR_ABORTED' && leftBehind.has(request)) return;
      const report = `${request.url()} ${reason}`;
      if (reason === 'net::ERR_ABORTED') {
        cancelled.push({ report, started: startedAt.get(request) ?? committed });
      }
      errors.push(report);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await use(errors);
    for (const { report, started } of cancelled) {
      const at = errors.indexOf(report);
      if (started < committed && at >= 0) errors.splice(at, 1);
    }
    // The current document's own record, in case a report was still on its way.
    const current = await page
      .evaluate(() => window.__cspViolations ?? [])
      .catch(() => [] as CspViolation[]);
    const key = (v: CspViolation) => JSON.stringify(v);
    const reported = new Set(violations.map(key));
    violations.push(...current.filter((v) => !reported.has(key(v))));
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
});

export { expect };

interface FrameState {
  drew: boolean;
  visibility: string;
  focused: boolean;
}

/**
 * Whether the page still draws frames, and whether the browser thinks it is on screen. Headless
 * Chromium now and then stops drawing a page for a minute or more: animation frames, transitions,
 * lazy images and screenshots wait, while the page's scripts run on (docs/tests.md).
 */
async function frameState(page: Page): Promise<FrameState | undefined> {
  return page
    .evaluate(
      () =>
        new Promise<FrameState>((resolve) => {
          const report = (drew: boolean) =>
            resolve({ drew, visibility: document.visibilityState, focused: document.hasFocus() });
          requestAnimationFrame(() => report(true));
          setTimeout(() => report(false), 3_000);
        }),
    )
    .catch(() => undefined);
}

function describeFrames(state: FrameState | undefined): string {
  if (!state) return 'The page did not answer.';
  const drawing = state.drew
    ? 'The browser draws this page'
    : 'The browser drew no frame of this page for 3 s';
  return `${drawing} (visibility ${state.visibility}, ${state.focused ? 'focused' : 'not focused'}).`;
}

/** The file a failed attempt leaves when its browser had stopped drawing the page. */
const STOPPED_DRAWING = 'browser-stopped-drawing';

/** Where the first attempt of the test that `testInfo` runs kept its files. */
function firstAttemptDir(testInfo: TestInfo): string {
  return testInfo.outputDir.replace(/-retry\d+$/, '');
}

/**
 * Lays out every section of the home page, as the page does before a jump or a print: a section
 * below the fold skips its rendering until near (src/lib/belowTheFold.ts), so a full-page
 * screenshot would show it blank, and a check that reads its colours first must see it as a
 * visitor does (support/axe.ts).
 */
export async function showEverySection(page: Page): Promise<void> {
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, 'true'),
    SECTIONS_SHOWN_ATTRIBUTE,
  );
}

/** Resolves once the page has not scrolled for ten frames in a row (a smooth scroll has ended). */
export function scrollingStopped(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const check = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * What the page on screen still waits for: sections to render, islands to hydrate, images to
 * load. Runs in the page; with `report` false it answers whether nothing is left.
 */
function onScreenStillComing(report: boolean): string[] | boolean {
  // In the viewport both ways: the certificate strip runs on past its right edge.
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < window.innerWidth
    );
  };
  const sectionsShown = document.documentElement.hasAttribute('data-sections-shown');
  const sections = Array.from(document.querySelectorAll('.below-the-fold'))
    .filter(onScreen)
    .filter((section) => !sectionsShown && !section.hasAttribute('data-rendered'))
    .map((section) => `section ${section.id || section.tagName.toLowerCase()} to render`);
  // An island's wrapper has no box (display: contents): its first element is the one on screen.
  const islands = Array.from(
    document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrate="first-interaction"])'),
  )
    .filter((island) => island.firstElementChild && onScreen(island.firstElementChild))
    .filter((island) => island.dataset.hydrated !== 'true')
    .map((island) => `island ${island.dataset.island} to hydrate`);
  const images = Array.from(document.images)
    .filter(onScreen)
    .filter((image) => !image.complete)
    .map((image) => `image ${image.currentSrc || image.src} to load`);
  const waiting = [...sections, ...islands, ...images];
  return report ? waiting : waiting.length === 0;
}

/**
 * Scrolls the whole page in steps, as a reader does, so what waits for the viewport runs (sections
 * below the fold, islands, lazy images). At each step it waits until what is on screen has
 * arrived: its sections rendered, its islands hydrated, its images loaded. A busy machine makes
 * that later, never skipped; a step that waits 20 s fails with what it waited for.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < (await height()); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Checked on a timer, not on animation frames (Playwright's default), which a busy headless
    // browser can stop drawing.
    const arrived = await page
      .waitForFunction(onScreenStillComing, false, { polling: 100, timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!arrived) {
      const waiting = (await page.evaluate(onScreenStillComing, true)) as string[];
      throw new Error(
        `At ${y} px, 20 s on, still waiting for: ${waiting.join('; ') || 'nothing any more'}. ` +
          describeFrames(await frameState(page)),
      );
    }
  }
}
