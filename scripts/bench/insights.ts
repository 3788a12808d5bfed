/**
 * `npm run bench:insights`: how fast the owner's Insights view gets its figures at 1,000,000
 * visit events. A fresh in-memory local backend gets the events spread over the last 90 days
 * (insights-seed.ts: several hundred visitors a day, three languages, referrers, countries,
 * chats, projects, a few hundred leads with their messages), written with set-based SQL; then the
 * hourly roll-up the cron job runs (private.roll_up_site_events) turns the finished days into
 * daily counts and deletes raw events older than 30 days, as it would have done day by day.
 *
 * Then, as the signed-in owner through the HTTP API (supabase-js `rpc`, as /admin calls it),
 * public.site_insights and public.lead_insights (which the view asks side by side) are timed for
 * 7, 30 and 90 days: the median of several calls after one warm-up. Also timed: 90 days when today alone holds the site-wide cap of raw events (50,000),
 * the most today's raw part can hold. Printed: each statement site_insights runs, with its plan as
 * EXPLAIN (ANALYZE, BUFFERS) gives it (through auto_explain, run as the owner's request), and the
 * figures.
 *
 * Then the view itself (insights-browser.ts), at the seeded events (before today is filled to the
 * cap): the site, built against this backend, is opened in headless Chromium, one untimed visit
 * and then a few timed ones, each in a fresh browser context; the owner signs in, opens Insights
 * from the inbox, then picks 90 days. Timed in the page, from each click to the first frame with
 * the period's figures (the daily chart drawn, the funnel's rows). Opening includes fetching the
 * view's code (its chunk, with Recharts) and its site_insights request, each shown apart.
 *
 * On this 2-core machine: about 70 ms for site_insights(90) over HTTP; in the browser about
 * 470 ms to open Insights (30 days: its code's download about 15 ms, its site_insights request
 * about 70 ms, drawing about 70 ms, and about 300 ms waiting on React, which keeps a loading
 * spinner up for 300 ms at least) and about 150 ms to pick 90 days.
 *
 * `--leads 100000` stores 100,000 messages (leads at every stage, with values), as an inbox at
 * scale would hold; the default 300 is a small site's 90 days.
 *
 * A benchmark, not a test: the figures depend on the machine. `--strict` exits 1 when a 90-day
 * figure over HTTP, or a figure in the browser, is over its budget (1 s). Everything listens on
 * 127.0.0.1, on free ports, and stops at the end.
 *
 * Options: --runs N (timed calls per period, default 7), --visits N (browser visits, default 3),
 * --events N (default 1000000), --leads N (default 300), --no-plans.
 */
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import type { Claims } from '../../local-backend/jwt';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import type { Database } from '../../src/shared/database.types';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../../tests/e2e/support/chromium';
import { formatKiB, formatMs, formatTable } from '../perf/format';
import { median } from '../perf/stats';
import { serveSiteFor } from '../site-for-backend';
import { cleanups } from './cleanups';
import { PICKED_DAYS, visitInsights, type InsightsVisit } from './insights-browser';
import { seedEvents, seedLeads } from './insights-seed';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password-1' };
const BUDGET_MS = 1_000;
const PERIODS = [7, 30, 90] as const;
/** Rows per INSERT while seeding: progress to show, and memory kept small. */
const BATCH = 100_000;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(
      'Usage: bench:insights [--runs N] [--visits N] [--events N] [--leads N] [--no-plans] [--strict]',
    );
  }
  return value;
}

const strict = process.argv.includes('--strict');
const plans = !process.argv.includes('--no-plans');
const runs = option('--runs', 7);
const visits = option('--visits', 3);
// Every visit (and one untimed) signs in, and Auth allows 30 sign-ins per 5 minutes
// ([auth.rate_limit]).
if (visits > 25) throw new Error('At most 25 visits: Auth limits sign-ins to 30 in 5 min.');
const totalEvents = option('--events', 1_000_000);
const leads = Math.min(option('--leads', 300), totalEvents);

const fmtCount = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function count(backend: LocalBackend, sql: string): Promise<number> {
  const { rows } = await backend.db.pg.query<{ n: number }>(`select (${sql})::int as n`);
  return rows[0]!.n;
}

async function seed(backend: LocalBackend): Promise<void> {
  const pg = backend.db.pg;
  await pg.query('select setseed(0.27)');
  const events = totalEvents - leads;
  const progress = (done: number) => {
    if (process.stdout.isTTY) {
      process.stdout.write(`\rSeeding visit events: ${fmtCount(done)} of ${fmtCount(totalEvents)}`);
    }
  };
  for (let from = 1; from <= events; from += BATCH) {
    const to = Math.min(from + BATCH - 1, events);
    await seedEvents(pg, from, to, events);
    progress(to);
  }
  await seedLeads(pg, leads);
  progress(totalEvents);
  if (!process.stdout.isTTY) process.stdout.write(`Seeded ${fmtCount(totalEvents)} visit events`);
}

/** The owner, signed in through Auth as /admin signs in. */
async function signIn(backend: LocalBackend) {
  const client = createClient<Database>(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js needs a WebSocket class on Node 20; no realtime channel is opened.
    realtime: { transport: class {} as never },
  });
  const { data, error } = await client.auth.signInWithPassword(ADMIN);
  if (error || !data.session) throw error ?? new Error('The owner could not sign in.');
  return { client, token: data.session.access_token };
}

type Client = Awaited<ReturnType<typeof signIn>>['client'];

/**
 * The median time of `runs` calls of `name` (site_insights or lead_insights, which the view asks
 * side by side) over HTTP, after one untimed warm-up call.
 */
async function timeInsights(
  client: Client,
  name: 'site_insights' | 'lead_insights',
  days: number,
): Promise<number> {
  const call = async () => {
    const { error } = await client.rpc(name, { days });
    if (error) throw new Error(`${name}(${days}): ${error.code} ${error.message}`);
  };
  await call();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push((await timed(call))[1]);
  return median(samples);
}

/**
 * Each statement site_insights(days) runs, with its EXPLAIN (ANALYZE, BUFFERS) plan: auto_explain
 * logs every nested statement as a notice, in a transaction set up as PostgREST sets up the
 * owner's request (role, claims), then rolled back.
 */
async function explainInsights(backend: LocalBackend, token: string, days: number) {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  const notices: string[] = [];
  const pg = backend.db.pg;
  await pg.exec(`load 'auto_explain'`);
  await pg.transaction(async (tx) => {
    // auto_explain's settings are the superuser's to make, so before the request's role.
    await tx.exec(`
      set local auto_explain.log_min_duration = 0;
      set local auto_explain.log_analyze = on;
      set local auto_explain.log_buffers = on;
      set local auto_explain.log_nested_statements = on;
      set local auto_explain.log_level = notice;`);
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    );
    await tx.query('select public.site_insights($1)', [days], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    await tx.rollback();
  });
  // auth.jwt(), which the row-level security policies call, is no statement of the function's.
  return notices.filter((notice) => !notice.includes('request.jwt.claim'));
}

/** The browser's figures (the median of the visits), with a headline per timed click. */
function printBrowser(visited: InsightsVisit[]): boolean {
  const of = (pick: (visit: InsightsVisit) => number) => median(visited.map(pick));
  const open = of((v) => v.openMs);
  const picked = of((v) => v.ninetyMs);
  const opened = visited[0]!.openedDays;
  const status = (ms: number) => (ms <= BUDGET_MS ? 'ok' : 'OVER');
  const budget = `< ${formatMs(BUDGET_MS)}`;
  console.log(
    `\nThe Insights view in headless Chromium, median of ${visits} visits after an untimed ` +
      'one, each in a fresh browser context (empty cache): performance.now() in the page, ' +
      "from the click to the first frame with the period's figures (the daily chart drawn, " +
      "the funnel's rows).\n",
  );
  console.log(
    formatTable(
      ['', 'time', 'budget', ''],
      [
        [`open Insights (${opened} days): click to figures`, formatMs(open), budget, status(open)],
        ['  click to the request for its code', formatMs(of((v) => v.beforeCodeMs)), '', ''],
        [
          `  its code: ${of((v) => v.codeFiles)} files, ${formatKiB(of((v) => v.codeBytes))} sent`,
          formatMs(of((v) => v.codeMs)),
          '',
          '',
        ],
        [
          "  its code run, the view mounted (React's fallback: 300 ms at least)",
          formatMs(of((v) => v.afterCodeMs)),
          '',
          '',
        ],
        [`  site_insights(${opened}) request`, formatMs(of((v) => v.openRequestMs)), '', ''],
        ['  its answer to the frame', formatMs(of((v) => v.openRenderMs)), '', ''],
        [`pick ${PICKED_DAYS} days: click to figures`, formatMs(picked), budget, status(picked)],
        [`  site_insights(${PICKED_DAYS}) request`, formatMs(of((v) => v.ninetyRequestMs)), '', ''],
        ['  its answer to the frame', formatMs(of((v) => v.ninetyRenderMs)), '', ''],
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );
  const at = `at ${fmtCount(totalEvents)} events`;
  const over = (ms: number) => (ms <= BUDGET_MS ? '' : ' OVER BUDGET');
  console.log(
    `\nInsights view in the browser, opened (${opened} days, its code fetched) ${at}: ` +
      `${formatMs(open)} (budget ${formatMs(BUDGET_MS)})${over(open)}` +
      `\nInsights view in the browser (${PICKED_DAYS} days) ${at}: ${formatMs(picked)} ` +
      `(budget ${formatMs(BUDGET_MS)})${over(picked)}`,
  );
  return open <= BUDGET_MS && picked <= BUDGET_MS;
}

const { add: cleanUpLater, stopAll } = cleanups();

let ok = false;
try {
  const backend = await startLocalBackend({
    port: 0,
    jwtSecret: LOCAL_DEFAULTS.jwtSecret,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    notifyOwner: false,
  });
  cleanUpLater(() => backend.close());

  const [, seedMs] = await timed(() => seed(backend));
  console.log(` (${seconds(seedMs)})`);
  const [, rollUpMs] = await timed(() =>
    backend.db.pg.query('select private.roll_up_site_events()'),
  );
  const kept = await count(backend, 'select count(*) from private.site_events');
  const today = await count(
    backend,
    `select count(*) from private.site_events where day = (now() at time zone 'utc')::date`,
  );
  const daily = await count(backend, 'select count(*) from private.site_daily');
  const rolledUpDays = await count(backend, 'select count(distinct day) from private.site_daily');
  const leadRows = await count(backend, 'select count(*) from private.site_leads');
  console.log(
    `Roll-up of ${rolledUpDays} finished days (the hourly job, catching up all at once): ` +
      `${seconds(rollUpMs)}.\nStored: ${fmtCount(kept)} raw events of the last 30 days ` +
      `(${fmtCount(today)} today), ${fmtCount(daily)} rows of daily counts, ` +
      `${fmtCount(leadRows)} leads.`,
  );

  const { client, token } = await signIn(backend);
  const results: [string, number][] = [];
  for (const days of PERIODS) {
    results.push([`site_insights(${days})`, await timeInsights(client, 'site_insights', days)]);
  }
  const ninetyDays = results.at(-1)![1];
  for (const days of PERIODS) {
    results.push([`lead_insights(${days})`, await timeInsights(client, 'lead_insights', days)]);
  }
  const ninetyDaysOfLeads = results.at(-1)![1];

  if (plans) {
    console.log(
      '\nThe statements site_insights(90) runs, as the owner, each with its ' +
        'EXPLAIN (ANALYZE, BUFFERS) plan (auto_explain):\n',
    );
    for (const notice of await explainInsights(backend, token, 90)) {
      console.log(`${notice.replace(/^/gm, '  ')}\n`);
    }
  }

  // The view in the browser, at the seeded events (before today is filled to the cap below).
  console.log('Building the site...');
  const site = await serveSiteFor(backend, ADMIN.email, 'bench-insights');
  cleanUpLater(() => site.close());
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: chromiumLaunchArgs,
  });
  cleanUpLater(() => browser.close());
  process.stdout.write('Opening Insights in /admin ');
  // One visit untimed: the static server compresses each file once, when it is first asked for
  // (a static host serves them compressed already), and the browser starts its processes.
  await visitInsights(browser, site.url, ADMIN.password);
  const visited: InsightsVisit[] = [];
  for (let visit = 0; visit < visits; visit += 1) {
    visited.push(await visitInsights(browser, site.url, ADMIN.password));
    process.stdout.write('.');
  }
  console.log();

  // The most today's raw part can hold: the site-wide cap of events a day.
  const cap = await count(backend, 'select site_events_per_day from private.abuse_limits');
  if (cap > today) {
    await seedEvents(backend.db.pg, 1, cap - today, cap - today, 1, 5_000);
    results.push([
      `site_insights(90), today at the site-wide cap (${fmtCount(cap)} raw events)`,
      await timeInsights(client, 'site_insights', 90),
    ]);
  }

  console.log(`\nOver HTTP as the signed-in owner (supabase-js rpc), median of ${runs} calls:\n`);
  console.log(
    formatTable(
      ['', 'time'],
      results.map(([label, ms]) => [label, formatMs(ms)]),
      ['left', 'right'],
    ),
  );
  console.log(
    `\nInsights (90 days) at ${fmtCount(totalEvents)} events: ${formatMs(ninetyDays)} ` +
      `(budget ${formatMs(BUDGET_MS)})${ninetyDays <= BUDGET_MS ? '' : ' OVER BUDGET'}`,
  );
  console.log(
    `Leads (90 days) at ${fmtCount(leadRows)} messages: ${formatMs(ninetyDaysOfLeads)} ` +
      `(budget ${formatMs(BUDGET_MS)})${ninetyDaysOfLeads <= BUDGET_MS ? '' : ' OVER BUDGET'}`,
  );
  ok = printBrowser(visited) && ninetyDays <= BUDGET_MS && ninetyDaysOfLeads <= BUDGET_MS;
} finally {
  await stopAll();
}
process.exit(strict && !ok ? 1 : 0);
