/**
 * The browser half of `npm run bench:inbox`: one visit to /admin (or to its Pipeline view) in a
 * fresh browser context (no stored session, empty cache), timed inside the page. A probe installed before the app's own
 * scripts records each click and each keystroke and watches the DOM, so every figure is
 * `performance.now()` in the page, from the user's action to the first frame after the awaited
 * state, with no Playwright round trip inside it.
 */
import type { Browser, Page } from '@playwright/test';

/** What one visit measured; times in milliseconds. */
export interface Visit {
  /** Click on Login to the first frame with a card. */
  signInMs: number;
  /** Of which: the last answer (list or counts) to that frame, i.e. React and the browser. */
  signInRenderMs: number;
  /** Click on Load more to the first frame with the 50th card. */
  nextPageMs: number;
  nextPageRenderMs: number;
  /** Cards in the Messages list (and anywhere in the page) after two pages. */
  cardsInList: number;
  cardsInPage: number;
  /** Cards the two pages loaded (25 each). */
  cardsLoaded: number;
  /** usedJSHeapSize after garbage collection, with two pages loaded. */
  heapBytes: number;
  searches: SearchTiming[];
}

export interface SearchTiming {
  term: string;
  /** Cards shown (0: "No messages match"). */
  results: number;
  /** Last keystroke to the first frame with the results: includes the 300 ms debounce. */
  withDebounceMs: number;
  /** The page's list_contact_messages request start to the first frame with the results. */
  roundTripMs: number;
  /** The list request, start to last byte. */
  listRequestMs: number;
  /** Requests for the folder counts the search made: none (the counts do not change with it). */
  countsRequests: number;
  /** The list's answer to the first frame with the results. */
  renderMs: number;
}

const LIST = 'ul[aria-label="Messages"]';
/** A stage of the Pipeline view: a region, labelled by its heading, inside the view's. */
const PIPELINE_STAGE = 'main section[aria-labelledby] section[aria-describedby] h2';
const LIST_RPC = '/rest/v1/rpc/list_contact_messages';
const COUNTS_RPC = '/rest/v1/rpc/contact_message_counts';

/**
 * Installed with addInitScript, as plain JavaScript (tsx would add helpers to a serialized
 * function). `__bench.arm(kind, arg)` starts watching; `__bench.pending` then resolves with the
 * time of the first animation frame after the state was reached, so the figure ends when the
 * browser is about to paint it.
 */
const PROBE = `(() => {
  const LIST = ${JSON.stringify(LIST)};
  const LIST_RPC = ${JSON.stringify(LIST_RPC)};
  const PIPELINE_STAGE = ${JSON.stringify(PIPELINE_STAGE)};
  performance.setResourceTimingBufferSize(10000);
  const bench = { clicks: [], inputs: [], pending: null };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    bench.clicks.push({ at: performance.now(), label: button ? button.textContent.trim() : '' });
  }, true);
  document.addEventListener('input', () => bench.inputs.push(performance.now()), true);
  const cards = () => document.querySelectorAll(LIST + ' > li article').length;
  const loading = () => document.querySelector('[role="status"][aria-label="Loading messages"]');
  const stages = () => document.querySelectorAll(PIPELINE_STAGE).length;
  const checks = {
    cards: (count) => cards() >= count && !loading(),
    // The pipeline's first stage on the page (the view shows its stages all at once).
    stages: (count) => stages() >= count,
    // The results of this search: in the address, not loading, the list's answer arrived after
    // the watch began, and cards or the empty text in the page.
    search: (term, since) =>
      new URLSearchParams(location.search).get('q') === term &&
      !loading() &&
      performance.getEntriesByType('resource').some(
        (entry) => entry.name.includes(LIST_RPC) && entry.startTime >= since,
      ) &&
      (cards() > 0 || (document.querySelector('main')?.textContent ?? '').includes('No messages match')),
  };
  bench.arm = (kind, arg, timeoutMs = 60000) => {
    const since = performance.now();
    bench.pending = new Promise((resolve, reject) => {
      let done = false;
      const check = () => {
        if (done || !checks[kind](arg, since)) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve({ frameAt: performance.now(), cards: cards() }));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        reject(new Error('timed out waiting for ' + kind + ' ' + arg));
      }, timeoutMs);
      check();
    });
    return true;
  };
  bench.resource = (part, since) => {
    const entry = performance.getEntriesByType('resource').find(
      (e) => e.name.includes(part) && e.startTime >= since,
    );
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  };
  bench.lastAnswer = (since) => Math.max(since, ...performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/rest/v1/') || e.name.includes('/auth/v1/'))
    .filter((e) => e.startTime >= since)
    .map((e) => e.responseEnd));
  bench.cards = cards;
  bench.stages = stages;
  window.__bench = bench;
})();`;

interface Reached {
  frameAt: number;
  cards: number;
}

/** Runs `act` with the probe watching for `kind`; resolves when the page reached it. */
async function timed(page: Page, kind: string, arg: unknown, act: () => Promise<void>) {
  await page.evaluate(`__bench.arm(${JSON.stringify(kind)}, ${JSON.stringify(arg)})`);
  await act();
  return (await page.evaluate('__bench.pending')) as Reached;
}

async function lastClick(page: Page, label: string): Promise<number> {
  const clicks = (await page.evaluate('__bench.clicks')) as { at: number; label: string }[];
  const click = clicks.filter((c) => c.label === label).at(-1);
  if (!click) throw new Error(`The probe saw no click on ${label}.`);
  return click.at;
}

/** The last answer from the backend (any request) that came after `since`, in page time. */
async function lastAnswer(page: Page, since: number): Promise<number> {
  return (await page.evaluate(`__bench.lastAnswer(${since})`)) as number;
}

async function resource(page: Page, part: string, since: number) {
  const entry = await findResource(page, part, since);
  if (!entry) throw new Error(`No ${part} request after ${since} ms.`);
  return entry;
}

async function findResource(page: Page, part: string, since: number) {
  return (await page.evaluate(`__bench.resource(${JSON.stringify(part)}, ${since})`)) as {
    start: number;
    end: number;
  } | null;
}

/** What one visit to the Pipeline view measured; times in milliseconds. */
export interface PipelineVisit {
  /** Click on Login (on /admin?view=pipeline) to the first frame with a stage. */
  signInMs: number;
  /** Of which: the last answer (the counts or the leads) to that frame. */
  renderMs: number;
  /** The two calls behind it, each from its start to its last byte. */
  countsRequestMs: number;
  leadsRequestMs: number;
  /** Stages and lead cards on the page. */
  stages: number;
  cards: number;
}

const PIPELINE_RPC = '/rest/v1/rpc/lead_pipeline';
const PIPELINE_LEADS_RPC = '/rest/v1/rpc/pipeline_leads';

/** Signs in on /admin?view=pipeline and waits for the first stage. */
export async function visitPipeline(
  browser: Browser,
  siteUrl: string,
  password: string,
): Promise<PipelineVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(new URL('admin?view=pipeline', siteUrl).href);
    await page.getByLabel('Password').fill(password);
    const first = await timed(page, 'stages', 1, () =>
      page.getByRole('button', { name: 'Login' }).click(),
    );
    const loginAt = await lastClick(page, 'Login');
    const counts = await resource(page, PIPELINE_RPC, loginAt);
    const leads = await resource(page, PIPELINE_LEADS_RPC, loginAt);
    return {
      signInMs: first.frameAt - loginAt,
      renderMs: first.frameAt - (await lastAnswer(page, loginAt)),
      countsRequestMs: counts.end - counts.start,
      leadsRequestMs: leads.end - leads.start,
      stages: (await page.evaluate('__bench.stages()')) as number,
      cards: await page.locator('main ol > li').count(),
    };
  } finally {
    await context.close();
  }
}

/** Signs in on /admin, loads a second page, and searches for each term. */
export async function visitInbox(
  browser: Browser,
  siteUrl: string,
  password: string,
  terms: readonly string[],
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(new URL('admin', siteUrl).href);
    await page.getByLabel('Password').fill(password);

    const first = await timed(page, 'cards', 1, () =>
      page.getByRole('button', { name: 'Login' }).click(),
    );
    const loginAt = await lastClick(page, 'Login');
    const signInMs = first.frameAt - loginAt;
    const signInRenderMs = first.frameAt - (await lastAnswer(page, loginAt));

    const list = page.getByRole('list', { name: 'Messages' });
    await list.locator('article').nth(24).waitFor();
    const second = await timed(page, 'cards', 50, () =>
      page.getByRole('button', { name: 'Load more' }).click(),
    );
    const loadMoreAt = await lastClick(page, 'Load more');
    const nextPageMs = second.frameAt - loadMoreAt;
    const nextPageRenderMs = second.frameAt - (await lastAnswer(page, loadMoreAt));
    await page.getByText('25 more messages loaded').waitFor({ state: 'attached' });

    const cardsInList = await list.locator('article').count();
    const cardsInPage = await page.locator('article').count();
    const heapBytes = await usedHeap(page);

    const searches: SearchTiming[] = [];
    const box = page.getByRole('searchbox', { name: 'Search messages' });
    for (const term of terms) {
      const shown = await timed(page, 'search', term, () => box.fill(term));
      const inputs = (await page.evaluate('__bench.inputs')) as number[];
      const typedAt = inputs.at(-1) ?? Number.NaN;
      const listRequest = await resource(page, LIST_RPC, typedAt);
      const countsRequest = await findResource(page, COUNTS_RPC, typedAt);
      searches.push({
        term,
        results: shown.cards,
        withDebounceMs: shown.frameAt - typedAt,
        roundTripMs: shown.frameAt - listRequest.start,
        listRequestMs: listRequest.end - listRequest.start,
        countsRequests: countsRequest ? 1 : 0,
        renderMs: shown.frameAt - listRequest.end,
      });
    }
    return {
      signInMs,
      signInRenderMs,
      nextPageMs,
      nextPageRenderMs,
      cardsInList,
      cardsInPage,
      cardsLoaded: 50,
      heapBytes,
      searches,
    };
  } finally {
    await context.close();
  }
}

/** The page's used JS heap after a full garbage collection (twice: finalizers free more). */
async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize.');
    return used;
  } finally {
    await cdp.detach();
  }
}
