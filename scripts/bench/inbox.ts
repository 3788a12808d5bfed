/**
 * `npm run bench:inbox`: how /admin holds up as the inbox grows. A fresh in-memory local backend
 * gets 10,000 messages through the service role's REST API (as an import would write them), then
 * 90,000 more; at each size the site, built against that backend, is opened in headless Chromium
 * a few times, and each visit signs in, loads the next page and searches; as many more visits sign
 * in on the Pipeline view (`?view=pipeline`). Printed per size (the median of the visits): sign-in
 * to first card, next page, search round trip, JS heap, cards in the DOM, sign-in to the
 * pipeline's first stage, and the database's own time for the calls behind them. A benchmark, not a test: the
 * figures depend on the machine. `--strict` exits 1 when a figure at the largest size is over its
 * budget. Everything listens on 127.0.0.1, on free ports, and stops at the end.
 *
 * Options: --runs N (visits per size, default 3), --sizes 10000,100000, --explain (EXPLAIN
 * ANALYZE of each database call at the largest size: its time and the pages it read).
 */
import { chromium, type Browser } from '@playwright/test';
import type { Claims } from '../../local-backend/jwt';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../../tests/e2e/support/chromium';
import { formatMs, formatTable } from '../perf/format';
import { median } from '../perf/stats';
import type { StaticServer } from '../perf/static-server';
import { serveSiteFor } from '../site-for-backend';
import { visitInbox, visitPipeline, type PipelineVisit, type Visit } from './inbox-browser';
import { RARE_WORD, seedMessages } from './inbox-seed';
import { cleanups } from './cleanups';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' };

/** Searches: accents and case folded ('jose' finds 'José'), a rare word, and no match at all. */
const SEARCH_TERMS = ['jose', RARE_WORD.toLowerCase(), 'zzqx'];

const BUDGETS = {
  /** Login click to the first card; the Pipeline view's first stage has the same budget. */
  signInMs: 1_500,
  searchMs: 300,
  heapBytes: 60 * 2 ** 20,
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const strict = process.argv.includes('--strict');
const explain = process.argv.includes('--explain');
const runs = Number(option('--runs') ?? 3);
const sizes = (option('--sizes') ?? '10000,100000').split(',').map(Number);
if (
  !(runs >= 1) ||
  sizes.some((size) => !(size > 0)) ||
  sizes.some((s, i) => s < (sizes[i - 1] ?? 0))
) {
  throw new Error('Usage: bench:inbox [--runs N] [--sizes 10000,100000] [--explain] [--strict]');
}
// Every visit signs in (twice per run: the inbox, then the pipeline), and Auth allows 30 sign-ins
// per 5 minutes ([auth.rate_limit]).
if (2 * runs * sizes.length > 25) {
  throw new Error(
    'At most 12 runs in all (runs × sizes): each signs in twice, and Auth limits sign-ins to 30 in 5 min.',
  );
}

/** The database side: each call the inbox makes, timed over HTTP as the admin (no browser). */
interface ServerTimings {
  firstPageMs: number;
  nextPageMs: number;
  countsMs: number;
  searchMs: Record<string, number>;
  pipelineMs: number;
  pipelineLeadsMs: number;
}

interface SizeResult {
  size: number;
  seedMs: number;
  visits: Visit[];
  pipelineVisits: PipelineVisit[];
  server: ServerTimings;
}

async function adminToken(backend: LocalBackend): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Admin sign-in failed: HTTP ${response.status}`);
  return body.access_token;
}

async function rpc(backend: LocalBackend, token: string, name: string, args: object) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The median wall time of `times` calls (after one untimed call that warms the plan cache). */
async function medianTime(times: number, call: () => Promise<unknown>): Promise<number> {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** The page arguments the browser sends (supabase-js asks for one row more than a page). */
function pageArgs(search = '', after?: { created_at: string; id: string }) {
  return {
    folder: 'inbox',
    filter: 'all',
    search,
    after_created_at: after?.created_at ?? null,
    after_id: after?.id ?? null,
    page_size: 26,
  };
}

async function serverTimings(backend: LocalBackend, token: string): Promise<ServerTimings> {
  const list = (args: object) => rpc(backend, token, 'list_contact_messages', args);
  const firstPage = (await list(pageArgs())) as { created_at: string; id: string }[];
  const cursor = firstPage[24];
  if (!cursor) throw new Error('The first page has fewer than 25 messages.');
  const searchMs: Record<string, number> = {};
  for (const term of SEARCH_TERMS) searchMs[term] = await medianTime(5, () => list(pageArgs(term)));
  return {
    firstPageMs: await medianTime(5, () => list(pageArgs())),
    nextPageMs: await medianTime(5, () => list(pageArgs('', cursor))),
    countsMs: await medianTime(5, () => rpc(backend, token, 'contact_message_counts', {})),
    searchMs,
    pipelineMs: await medianTime(5, () => rpc(backend, token, 'lead_pipeline', {})),
    pipelineLeadsMs: await medianTime(5, () =>
      rpc(backend, token, 'pipeline_leads', { per_stage: 5 }),
    ),
  };
}

/** EXPLAIN ANALYZE of the inbox's calls, run as the admin's request would be. */
async function explainCalls(backend: LocalBackend, token: string): Promise<void> {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  const context = { claims, method: 'POST', path: '/rest/v1/rpc/explain', headers: {} };
  const statements: [string, string, unknown[]][] = [
    [
      'first page',
      `select * from public.list_contact_messages('inbox', 'all', '', null, null, 26)`,
      [],
    ],
    ...SEARCH_TERMS.map((term): [string, string, unknown[]] => [
      `search '${term}'`,
      `select * from public.list_contact_messages('inbox', 'all', $1, null, null, 26)`,
      [term],
    ]),
    ['counts', 'select public.contact_message_counts()', []],
    // The functions' bodies, so the plan shows the scans rather than one Function Scan.
    [
      'pipeline counts (lead_pipeline)',
      `select m.stage, m.deal_currency, count(*), sum(m.deal_value)
         from public.contact_messages m where m.status = 'inbox'
        group by m.stage, m.deal_currency`,
      [],
    ],
    [
      "pipeline leads (pipeline_leads' per stage, for 'proposal')",
      `select m.id, m.name, m.subject, m.created_at from public.contact_messages m
        where m.status = 'inbox' and m.stage = 'proposal' order by m.created_at, m.id limit 5`,
      [],
    ],
  ];
  for (const [label, sql, params] of statements) {
    const plan = await backend.db.asRequest(context, true, (tx) =>
      tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params),
    );
    console.log(`\nEXPLAIN ANALYZE ${label}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}

async function measureSize(
  backend: LocalBackend,
  browser: Browser,
  site: StaticServer,
  token: string,
  size: number,
  seedMs: number,
): Promise<SizeResult> {
  const visits: Visit[] = [];
  const pipelineVisits: PipelineVisit[] = [];
  for (let run = 0; run < runs; run += 1) {
    visits.push(await visitInbox(browser, site.url, ADMIN.password, SEARCH_TERMS));
    process.stdout.write('.');
    pipelineVisits.push(await visitPipeline(browser, site.url, ADMIN.password));
    process.stdout.write('.');
  }
  const server = await serverTimings(backend, token);
  if (explain && size === sizes.at(-1)) await explainCalls(backend, token);
  return { size, seedMs, visits, pipelineVisits, server };
}

const fmtCount = (n: number) => n.toLocaleString('en-US');
const fmtMiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

interface Figure {
  label: string;
  values: number[];
  format: (value: number) => string;
  /** Over budget when the value is above it; none: shown for information. */
  budget?: number;
  budgetText?: string;
}

function figures(results: SizeResult[]): Figure[] {
  const of = (pick: (visit: Visit) => number) =>
    results.map((result) => median(result.visits.map(pick)));
  const search = (term: string, pick: (s: Visit['searches'][number]) => number) =>
    of((visit) => pick(visit.searches.find((s) => s.term === term)!));
  const rows: Figure[] = [
    {
      label: 'sign-in: Login click to first card',
      values: of((v) => v.signInMs),
      format: formatMs,
      budget: BUDGETS.signInMs,
    },
    { label: '  of which rendering', values: of((v) => v.signInRenderMs), format: formatMs },
    {
      label: 'next page: Load more click to 50th card',
      values: of((v) => v.nextPageMs),
      format: formatMs,
    },
    { label: '  of which rendering', values: of((v) => v.nextPageRenderMs), format: formatMs },
  ];
  for (const term of SEARCH_TERMS) {
    rows.push(
      {
        label: `search "${term}": request sent to results shown`,
        values: search(term, (s) => s.roundTripMs),
        format: formatMs,
        budget: BUDGETS.searchMs,
      },
      {
        label: '  same, from the last keystroke (with debounce)',
        values: search(term, (s) => s.withDebounceMs),
        format: formatMs,
      },
      {
        label: '  its list request',
        values: search(term, (s) => s.listRequestMs),
        format: formatMs,
      },
      {
        label: '  folder counts asked for again',
        values: search(term, (s) => s.countsRequests),
        format: fmtCount,
      },
      { label: '  rendering', values: search(term, (s) => s.renderMs), format: formatMs },
      { label: '  cards shown', values: search(term, (s) => s.results), format: fmtCount },
    );
  }
  const loaded = of((v) => v.cardsLoaded);
  const pipeline = (pick: (visit: PipelineVisit) => number) =>
    results.map((result) => median(result.pipelineVisits.map(pick)));
  rows.push(
    {
      label: 'JS heap after GC, 2 pages loaded',
      values: of((v) => v.heapBytes),
      format: fmtMiB,
      budget: BUDGETS.heapBytes,
    },
    {
      label: 'cards in the DOM after 2 pages',
      values: of((v) => Math.max(v.cardsInList, v.cardsInPage)),
      format: fmtCount,
      budget: loaded.at(-1),
      budgetText: `≤ ${loaded.at(-1)} (loaded)`,
    },
    {
      label: 'pipeline: Login click to first stage',
      values: pipeline((v) => v.signInMs),
      format: formatMs,
      budget: BUDGETS.signInMs,
    },
    { label: '  of which rendering', values: pipeline((v) => v.renderMs), format: formatMs },
    {
      label: '  its counts request (lead_pipeline)',
      values: pipeline((v) => v.countsRequestMs),
      format: formatMs,
    },
    {
      label: '  its leads request (pipeline_leads)',
      values: pipeline((v) => v.leadsRequestMs),
      format: formatMs,
    },
    { label: '  stages shown', values: pipeline((v) => v.stages), format: fmtCount },
    { label: '  lead cards shown', values: pipeline((v) => v.cards), format: fmtCount },
  );
  return rows;
}

function printReport(results: SizeResult[]): boolean {
  const largest = results.at(-1)!;
  console.log(
    `\n\nThe inbox (/admin) and its Pipeline view with ${results.map((r) => fmtCount(r.size)).join(' and ')} messages: ` +
      `median of ${runs} visits, each in a fresh browser context. Times are performance.now() in ` +
      'the page, from the click or keystroke to the first frame after the state was reached ' +
      '("rendering": from the last answer of the backend to that frame); ' +
      'search round trip starts when the page sends the list request, so it excludes the ' +
      "search box's deliberate 300 ms debounce (the line below it includes it).\n",
  );
  const rows = figures(results);
  let over = 0;
  const table = rows.map((row) => {
    const value = row.values.at(-1)!;
    const isOver = row.budget !== undefined && value > row.budget;
    if (isOver) over += 1;
    return [
      row.label,
      ...row.values.map(row.format),
      row.budgetText ?? (row.budget === undefined ? '' : `< ${row.format(row.budget)}`),
      row.budget === undefined ? '' : isOver ? 'OVER' : 'ok',
    ];
  });
  console.log(
    formatTable(
      [
        '',
        ...results.map((r) => `${fmtCount(r.size)} msgs`),
        'budget',
        `at ${fmtCount(largest.size)}`,
      ],
      table,
      ['left', ...results.map(() => 'right' as const), 'right', 'left'],
    ),
  );

  console.log('\nThe database alone: each call over HTTP as the admin, no browser (median of 5)\n');
  const server = (pick: (s: ServerTimings) => number) =>
    results.map((r) => formatMs(pick(r.server)));
  console.log(
    formatTable(
      ['', ...results.map((r) => `${fmtCount(r.size)} msgs`)],
      [
        ['list_contact_messages, first page', ...server((s) => s.firstPageMs)],
        ['list_contact_messages, next page', ...server((s) => s.nextPageMs)],
        ...SEARCH_TERMS.map((term) => [
          `list_contact_messages, search "${term}"`,
          ...server((s) => s.searchMs[term] ?? Number.NaN),
        ]),
        ['contact_message_counts', ...server((s) => s.countsMs)],
        ['lead_pipeline (the pipeline’s counts and sums)', ...server((s) => s.pipelineMs)],
        ['pipeline_leads (5 oldest per stage)', ...server((s) => s.pipelineLeadsMs)],
        [
          'seeding through the service role',
          ...results.map((r) => `${fmtCount(Math.round(r.seedMs / 1000))} s`),
        ],
      ],
      ['left', ...results.map(() => 'right' as const)],
    ),
  );
  console.log(
    over === 0
      ? `\nEvery figure at ${fmtCount(largest.size)} messages is within its budget.`
      : `\n${over} figure(s) at ${fmtCount(largest.size)} messages over budget.`,
  );
  return over === 0;
}

const { add: cleanUpLater, stopAll } = cleanups();

let ok = false;
try {
  const backend = await startLocalBackend({
    port: 0,
    jwtSecret: LOCAL_DEFAULTS.jwtSecret,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // No owner emails: the service role's rows are never emailed anyway; this also starts no
    // notify-owner function.
    notifyOwner: false,
  });
  cleanUpLater(() => backend.close());

  // The site as a static host serves it, pointed at this backend.
  console.log('Building the site...');
  const site = await serveSiteFor(backend, ADMIN.email, 'bench-inbox');
  cleanUpLater(() => site.close());

  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: chromiumLaunchArgs,
  });
  cleanUpLater(() => browser.close());

  // One admin session (valid for an hour) for the calls timed without a browser.
  const token = await adminToken(backend);
  const results: SizeResult[] = [];
  let stored = 0;
  for (const size of sizes) {
    process.stdout.write(`Seeding ${fmtCount(size - stored)} messages (to ${fmtCount(size)})...`);
    const started = performance.now();
    await seedMessages(backend, stored, size - stored);
    const seedMs = performance.now() - started;
    stored = size;
    process.stdout.write(` ${Math.round(seedMs / 1000)} s; visiting /admin `);
    results.push(await measureSize(backend, browser, site, token, size, seedMs));
    console.log();
  }
  ok = printReport(results);
} finally {
  await stopAll();
}
process.exit(strict && !ok ? 1 : 0);
