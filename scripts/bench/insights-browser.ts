/**
 * The browser half of `npm run bench:insights`: the owner signs in to /admin in a fresh browser
 * context (no stored session, empty cache), opens Insights, then picks 90 days. Timed inside the
 * page as the inbox's bench times it (inbox-browser.ts): a probe installed before the app's own
 * scripts records each click and watches the DOM, so every figure is `performance.now()` in the
 * page, from the click to the first animation frame after the view shows the period's figures,
 * with no Playwright round trip inside it.
 */
import type { Browser, Page } from '@playwright/test';
import { adminTexts } from '../../src/content/admin';
import { INSIGHTS_PERIODS, type InsightsDays } from '../../src/features/admin/api/types';
import { FUNNEL_STEPS } from '../../src/features/admin/insights/funnel';

/** What one visit measured; times in milliseconds. */
export interface InsightsVisit {
  /** The period the view opened on (its default). */
  openedDays: InsightsDays;
  /** Click on Insights to the first frame with that period's figures. */
  openMs: number;
  /** The view's code that click fetched (the lazy chunk, with Recharts): files and bytes sent. */
  codeFiles: number;
  codeBytes: number;
  /** The click to the first file's request: the router and React asking for the chunk. */
  beforeCodeMs: number;
  /** Its download: the first file's request to the last file's last byte. */
  codeMs: number;
  /**
   * The last byte to the view's request: the chunk run and the view mounted. React 19 keeps a
   * Suspense fallback (the view's spinner) on screen for 300 ms at least, so once the code came
   * fast, most of this is that wait.
   */
  afterCodeMs: number;
  /** The view's site_insights request, start to last byte. */
  openRequestMs: number;
  /** Its answer to the frame: React, Recharts and the browser. */
  openRenderMs: number;
  /** Click on 90 days to the first frame with the 90 days' figures. */
  ninetyMs: number;
  ninetyRequestMs: number;
  ninetyRenderMs: number;
}

/** The period picked after the view opened on its default. */
export const PICKED_DAYS: InsightsDays = 90;

const RPC = '/rest/v1/rpc/site_insights';
const texts = adminTexts.insights;

/**
 * Installed with addInitScript, as plain JavaScript (tsx would add helpers to a serialized
 * function). `__bench.arm(days)` starts watching; `__bench.pending` then resolves with the time of
 * the first animation frame after the view showed that period's figures (any period's for null),
 * and the period shown: the daily chart drawn (its SVG holds the two series' paths) in the card
 * whose table is captioned with the period, and the funnel table with a row per step. The view
 * shows none of them while a period loads.
 */
const PROBE = `(() => {
  const DAILY = ${JSON.stringify(INSIGHTS_PERIODS.map((days) => [days, texts.daily.caption(days)]))};
  const FUNNEL = ${JSON.stringify(texts.funnel.caption)};
  const STEPS = ${FUNNEL_STEPS.length};
  const RPC = ${JSON.stringify(RPC)};
  performance.setResourceTimingBufferSize(10000);
  const bench = { clicks: [], pending: null };
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a, button') : null;
    bench.clicks.push({ at: performance.now(), label: target ? target.textContent.trim() : '' });
  }, true);
  const caption = (text) =>
    [...document.querySelectorAll('caption')].find((element) => element.textContent.trim() === text);
  // The period whose figures the view shows, if it shows them all.
  const figures = (days) => {
    const shown = DAILY.find(([period, text]) => (days === null || period === days) && caption(text));
    const daily = shown && caption(shown[1]).closest('section');
    const paths = daily
      ? [...daily.querySelectorAll('[role="img"] svg path')].filter((path) => path.getAttribute('d'))
      : [];
    const funnel = caption(FUNNEL)?.closest('table');
    const drawn = paths.length >= 2 && funnel?.querySelectorAll('tbody > tr').length === STEPS;
    return drawn ? shown[0] : null;
  };
  bench.arm = (days, timeoutMs = 60000) => {
    bench.pending = new Promise((resolve, reject) => {
      let done = false;
      const check = () => {
        const shown = done ? null : figures(days);
        if (shown === null) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve({ frameAt: performance.now(), days: shown }));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        reject(new Error('timed out waiting for the figures of ' + (days ?? 'a period of') + ' days'));
      }, timeoutMs);
      check();
    });
    return true;
  };
  const entries = (since) =>
    performance.getEntriesByType('resource').filter((entry) => entry.startTime >= since);
  bench.request = (since) => {
    const entry = entries(since).find((e) => e.name.includes(RPC));
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  };
  // The site's own scripts and styles fetched since the click: the view's chunk and what it needs.
  bench.code = (since) => {
    const files = entries(since).filter(
      (e) => e.name.startsWith(location.origin) && /\\.(js|css)$/.test(new URL(e.name).pathname),
    );
    if (files.length === 0) return null;
    return {
      files: files.length,
      bytes: files.reduce((sum, e) => sum + e.transferSize, 0),
      start: Math.min(...files.map((e) => e.startTime)),
      end: Math.max(...files.map((e) => e.responseEnd)),
    };
  };
  window.__bench = bench;
})();`;

/**
 * Clicks with the probe watching for `days` (null: any period); the click's time and the frame's,
 * in page time, the period shown, and the site_insights request the click made.
 */
async function timedClick(
  page: Page,
  days: InsightsDays | null,
  label: string,
  click: () => Promise<void>,
) {
  await page.evaluate(`__bench.arm(${JSON.stringify(days)})`);
  await click();
  const { frameAt, days: shown } = (await page.evaluate('__bench.pending')) as {
    frameAt: number;
    days: InsightsDays;
  };
  const clicks = (await page.evaluate('__bench.clicks')) as { at: number; label: string }[];
  const clickAt = clicks.filter((c) => c.label === label).at(-1)?.at;
  if (clickAt === undefined) throw new Error(`The probe saw no click on ${label}.`);
  const request = (await page.evaluate(`__bench.request(${clickAt})`)) as {
    start: number;
    end: number;
  } | null;
  if (!request) throw new Error(`No site_insights request after the click on ${label}.`);
  return { clickAt, frameAt, days: shown, request };
}

/** Signs in on /admin, waits for the inbox, opens Insights, then picks 90 days. */
export async function visitInsights(
  browser: Browser,
  siteUrl: string,
  password: string,
): Promise<InsightsVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(new URL('admin', siteUrl).href);
    await page.getByLabel(adminTexts.login.password).fill(password);
    await page.getByRole('button', { name: adminTexts.login.submit }).click();
    await page
      .getByRole('list', { name: adminTexts.inbox.messageList })
      .locator('article')
      .first()
      .waitFor({ timeout: 60_000 });

    const insightsLink = adminTexts.views.names.insights;
    const opened = await timedClick(page, null, insightsLink, () =>
      page
        .getByRole('navigation', { name: adminTexts.views.navigation })
        .getByRole('link', { name: insightsLink })
        .click(),
    );
    const code = (await page.evaluate(`__bench.code(${opened.clickAt})`)) as {
      files: number;
      bytes: number;
      start: number;
      end: number;
    } | null;
    if (!code) throw new Error('Opening Insights fetched no code: was it loaded before the click?');

    const periodLink = texts.period.name(PICKED_DAYS);
    const picked = await timedClick(page, PICKED_DAYS, periodLink, () =>
      page
        .getByRole('navigation', { name: texts.period.navigation })
        .getByRole('link', { name: periodLink })
        .click(),
    );

    return {
      openedDays: opened.days,
      openMs: opened.frameAt - opened.clickAt,
      codeFiles: code.files,
      codeBytes: code.bytes,
      beforeCodeMs: code.start - opened.clickAt,
      codeMs: code.end - code.start,
      afterCodeMs: opened.request.start - code.end,
      openRequestMs: opened.request.end - opened.request.start,
      openRenderMs: opened.frameAt - opened.request.end,
      ninetyMs: picked.frameAt - picked.clickAt,
      ninetyRequestMs: picked.request.end - picked.request.start,
      ninetyRenderMs: picked.frameAt - picked.request.end,
    };
  } finally {
    await context.close();
  }
}
