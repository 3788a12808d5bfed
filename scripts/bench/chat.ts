/**
 * `npm run bench:chat`: how quickly a streamed chat reply reaches the page. A fake
 * OpenAI-compatible gateway on 127.0.0.1 streams a reply at a set pace; the real chat function
 * runs in Deno behind a fresh local backend (as `npm start` runs it); the site, built against that
 * backend, asks it in headless Chromium through the chat widget, over and over. Printed over the
 * runs (median, 95th percentile, worst):
 *
 * - time to first words: the visitor's send to the first text in the reply's bubble;
 * - time to the full reply: the send to the reply's last words in the bubble;
 * - first-words delay: the gateway writing its first words to their reaching the page
 *   (budget: 50 ms);
 * - the function's own time: what it spends before the words start (reading the request, taking
 *   a turn from the limits in Postgres, building the prompt), from its Server-Timing header; it
 *   then passes each piece on as it reads it (budget: 20 ms);
 * - the whole path around the gateway: the full reply's time minus the gateway's own (from
 *   receiving the request to writing its last words). Besides the function it counts the
 *   browser's request, the local backend's hop to Deno, and the way back to the page.
 *
 * Both sides read the same clock (Date.now() on one machine). A benchmark, not a test: the figures
 * depend on the machine; `--strict` exits 1 when a median misses its budget.
 *
 * Options: --runs N (measured replies, default 20, after one warm-up), --pace MS (between the
 * gateway's pieces, default 40), --pieces N (words per reply, default 30).
 */
import { chromium, type Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import { startLocalBackend } from '../../local-backend/server';
import { startFakeGateway } from '../../supabase/functions/chat/test/fakeGateway';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../../tests/e2e/support/chromium';
import { formatMs, formatTable } from '../perf/format';
import { median } from '../perf/stats';
import { serveSiteFor } from '../site-for-backend';
import { cleanups } from './cleanups';

export const BUDGETS = { firstWordsDelayMs: 50, functionMs: 20 } as const;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('Usage: bench:chat [--runs N] [--pace MS] [--pieces N] [--strict]');
  }
  return value;
}

const strict = process.argv.includes('--strict');
const runs = option('--runs', 20);
const paceMs = option('--pace', 40);
const pieceCount = option('--pieces', 30);

/** One reply as the page saw it, and as the gateway sent it (all Date.now() milliseconds). */
interface Run {
  sentAt: number;
  firstWordsAt: number;
  fullReplyAt: number;
  gatewayReceivedAt: number;
  gatewayFirstWordsAt: number;
  gatewayLastWordsAt: number;
  /** The function's Server-Timing `function;dur=`. */
  functionMs: number;
}

/**
 * Sends `message` through the widget and times the reply's bubble in the page: a MutationObserver
 * notes the first text of the new bot message and the moment it holds all of `reply`.
 */
async function askThroughWidget(page: Page, message: string, reply: string) {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox');
  await input.waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(
      '[role=dialog] textarea, [role=dialog] input[type=text]',
    );
    return box !== null && !box.disabled;
  });
  await input.fill(message);
  const response = page.waitForResponse(
    (answer) => answer.url().endsWith('/functions/v1/chat') && answer.request().method() === 'POST',
  );
  const seen = await page.evaluate(
    ({ reply }) =>
      new Promise<{ sentAt: number; firstWordsAt: number; fullReplyAt: number }>(
        (resolve, reject) => {
          const log = document.querySelector('[role=dialog] [role=log]');
          if (!log) return reject(new Error('no conversation log in the chat'));
          const before = log.querySelectorAll('li').length;
          let firstWordsAt = 0;
          const observer = new MutationObserver(() => {
            const items = log.querySelectorAll('li');
            // The visitor's message, then the reply's bubble.
            const bubble = items.length >= before + 2 ? items[before + 1] : undefined;
            const text = bubble?.textContent ?? '';
            const now = Date.now();
            if (!firstWordsAt && text.includes(reply.split(' ')[0]!)) firstWordsAt = now;
            if (text.includes(reply)) {
              observer.disconnect();
              resolve({ sentAt, firstWordsAt, fullReplyAt: now });
            }
          });
          observer.observe(log, { subtree: true, childList: true, characterData: true });
          const form = log.closest('[role=dialog]')?.querySelector('form');
          const sentAt = Date.now();
          form?.requestSubmit();
          setTimeout(() => reject(new Error('no full reply within 30 s')), 30_000);
        },
      ),
    { reply },
  );
  const timing = /function;dur=([\d.]+)/.exec((await response).headers()['server-timing'] ?? '');
  if (!timing) throw new Error('the chat function sent no Server-Timing');
  return { ...seen, functionMs: Number(timing[1]) };
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  return { median: median(sorted), p95, worst: sorted[sorted.length - 1]! };
}

const { add: cleanUpLater, stopAll } = cleanups();

let ok = false;
try {
  const gateway = await startFakeGateway();
  cleanUpLater(() => gateway.close());
  const words = Array.from({ length: pieceCount }, (_, i) => `word${i + 1}`);
  const reply = words.join(' ');
  gateway.answerWith({ reply, pieces: words.map((word, i) => (i ? ` ${word}` : word)), paceMs });

  const backend = await startLocalBackend({
    port: 0,
    jwtSecret: LOCAL_DEFAULTS.jwtSecret,
    // No sign-in and no contact messages here: any admin will do, and no owner email is sent.
    adminEmail: 'admin@example.com',
    adminPassword: 'bench-admin-password-1',
    notifyOwner: false,
    functionEnv: {
      CHAT_API_KEY: 'bench-key',
      CHAT_BASE_URL: gateway.baseUrl,
      // Every run comes from 127.0.0.1; none of them is about the limits.
      CHAT_RATE_PER_MINUTE: '100000',
      CHAT_RATE_PER_DAY: '100000',
      CHAT_DAILY_LIMIT: '100000',
    },
  });
  cleanUpLater(() => backend.close());

  console.log('Building the site...');
  const site = await serveSiteFor(backend, 'admin@example.com', 'bench-chat');
  cleanUpLater(() => site.close());

  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: chromiumLaunchArgs,
  });
  cleanUpLater(() => browser.close());
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.getByRole('button', { name: 'Open chat' }).click();

  console.log(
    `Asking ${runs} times (after a warm-up): ${pieceCount} words, ${paceMs} ms apart, from the fake gateway`,
  );
  const measured: Run[] = [];
  for (let i = 0; i <= runs; i += 1) {
    const requestIndex = gateway.requests.length;
    const page_ = await askThroughWidget(page, `Question ${i + 1}?`, reply);
    const request = gateway.requests[requestIndex];
    if (!request) throw new Error('the gateway was not asked');
    await request.closed;
    // sentAt: the role chunk, then each word, then the stop chunk and [DONE].
    const run: Run = {
      ...page_,
      gatewayReceivedAt: request.receivedAt,
      gatewayFirstWordsAt: request.sentAt[1]!,
      gatewayLastWordsAt: request.sentAt[pieceCount]!,
    };
    if (i > 0) measured.push(run);
    process.stdout.write('.');
  }
  console.log();

  const rows = [
    ['Time to first words', measured.map((run) => run.firstWordsAt - run.sentAt)],
    ['Time to the full reply', measured.map((run) => run.fullReplyAt - run.sentAt)],
    ["Gateway's own time", measured.map((run) => run.gatewayLastWordsAt - run.gatewayReceivedAt)],
    [
      'First-words delay (gateway → page)',
      measured.map((run) => run.firstWordsAt - run.gatewayFirstWordsAt),
    ],
    ["Function's own time", measured.map((run) => run.functionMs)],
    [
      'Whole path around the gateway',
      measured.map(
        (run) => run.fullReplyAt - run.sentAt - (run.gatewayLastWordsAt - run.gatewayReceivedAt),
      ),
    ],
  ] as const;
  const summaries = rows.map(([label, values]) => [label, summarise([...values])] as const);
  console.log();
  console.log(
    formatTable(
      ['Measure', 'Median', 'p95', 'Worst'],
      summaries.map(([label, { median: mid, p95, worst }]) => [
        label,
        formatMs(mid),
        formatMs(p95),
        formatMs(worst),
      ]),
      ['left', 'right', 'right', 'right'],
    ),
  );
  const delay = summaries[3]![1].median;
  const functionMs = summaries[4]![1].median;
  const checks = [
    [
      `First words reach the page within ${BUDGETS.firstWordsDelayMs} ms of the gateway`,
      delay <= BUDGETS.firstWordsDelayMs,
      delay,
    ],
    [
      `The function adds at most ${BUDGETS.functionMs} ms`,
      functionMs <= BUDGETS.functionMs,
      functionMs,
    ],
  ] as const;
  console.log();
  for (const [label, met, value] of checks) {
    console.log(`${met ? '✓' : '✗'}  ${label} (median ${formatMs(value)})`);
  }
  ok = checks.every(([, met]) => met);
} finally {
  await stopAll();
}
process.exit(strict && !ok ? 1 : 0);
