import type { Page } from '@playwright/test';
import { startTestBackend, TEST_ADMIN } from '../../local-backend/test-support';
import type { LocalBackend } from '../../local-backend/server';
import { profile, ui } from '../../src/content';
import {
  chunkEvent,
  startFakeGateway,
  type FakeGateway,
} from '../../supabase/functions/chat/test/fakeGateway';
import type { StaticServer } from '../../scripts/perf/static-server';
import { serveSiteFor } from '../../scripts/site-for-backend';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

// The chat with an AI gateway that streams slowly: a fake OpenAI-compatible gateway on 127.0.0.1,
// behind a local backend of its own (the suite's backend answers from the built-in responder), and
// the site built against that backend and served like a static host, as in production.

// One worker for the file, so the site is built once.
test.describe.configure({ mode: 'serial' });

let gateway: FakeGateway;
let backend: LocalBackend;
let site: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = await startFakeGateway();
  backend = await startTestBackend({
    functionEnv: {
      CHAT_API_KEY: 'e2e-key',
      CHAT_BASE_URL: gateway.baseUrl,
      CHAT_RATE_PER_MINUTE: '1000',
      CHAT_RATE_PER_DAY: '1000',
    },
  });
  site = await serveSiteFor(backend, TEST_ADMIN.email, 'e2e-chat-streaming');
});

test.afterAll(async () => {
  await site?.close();
  await backend?.close();
  await gateway?.close();
});

test.beforeEach(() => gateway.reset());

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i + 1}`);

/** The reply: `count` words, `paceMs` apart. */
function slowReply(count: number, paceMs: number) {
  const list = words(count);
  return { reply: list.join(' '), pieces: list.map((word, i) => (i ? ` ${word}` : word)), paceMs };
}

async function openStreamingChat(page: Page) {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog');
  const log = panel.getByRole('log');
  const input = panel.getByRole('textbox', { name: 'Your message' });
  // The panel's code loads on the first open.
  await expect(input).toBeVisible();
  return {
    panel,
    log,
    input,
    replyBubble: log.getByRole('listitem').nth(3),
    stop: panel.getByRole('button', { name: 'Stop' }),
    async ask(text: string) {
      await input.fill(text);
      await input.press('Enter');
    },
  };
}

/**
 * Resolves once the gateway's connection for request `index` closes. No deadline of its own: a
 * connection that stays open fails the test at its timeout, and a reply that was not stopped
 * ends by itself long before that, with `finished` true.
 */
async function gatewayReleased(index = 0) {
  await expect.poll(() => gateway.requests.length, { timeout: 15_000 }).toBeGreaterThan(index);
  const request = gateway.requests[index]!;
  await test.step('the gateway connection closes', () => request.closed);
  return request;
}

/** What the chat panel shows at one moment: the typing dots, the reply, Stop, the input. */
interface PanelState {
  typing: boolean;
  reply: string | null;
  stop: boolean;
  inputDisabled: boolean;
}

/**
 * Starts recording, in the page, every state the open panel passes through (each DOM change),
 * so what was shown while the reply streamed can be checked afterwards, however late the test
 * itself gets to look.
 */
async function recordPanel(page: Page): Promise<() => Promise<PanelState[]>> {
  await page.evaluate(
    ({ typingText, stopLabel }) => {
      const panel = document.querySelector('[role="dialog"]')!;
      const states: PanelState[] = [];
      (window as unknown as { __panelStates: PanelState[] }).__panelStates = states;
      const record = () =>
        states.push({
          typing: panel.querySelector('[role="log"]')!.textContent!.includes(typingText),
          reply: panel.querySelectorAll('[role="log"] li')[3]?.textContent ?? null,
          stop: panel.querySelector(`button[aria-label="${stopLabel}"]`) !== null,
          inputDisabled: panel.querySelector('input')!.disabled,
        });
      record();
      new MutationObserver(record).observe(panel, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { typingText: ui.chat.typing(profile.name), stopLabel: ui.chat.stop },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __panelStates: PanelState[] }).__panelStates);
}

test('the reply grows in its bubble as the gateway writes it; the dots show only until then', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  gateway.answerWith(slowReply(10, 250));
  const chat = await openStreamingChat(page);
  const panelStates = await recordPanel(page);
  await chat.ask('What do you build?');

  await expect(chat.replyBubble).toContainText('word1');
  await page.screenshot({ path: `${e2eScreenshotDir}/chat-streaming.png` });
  // ...and it grows to the whole reply, after which the visitor can write again.
  await expect(chat.replyBubble).toContainText(words(10).join(' '));
  await expect(chat.stop).toBeHidden();
  await expect(chat.input).toBeEnabled();
  expect((await gatewayReleased()).finished).toBe(true);

  // What the page showed on the way, as it happened (the gateway writes a word every 250 ms):
  const states = await panelStates();
  // the dots, before any of the reply...
  expect(states.some((state) => state.typing && state.reply === null)).toBe(true);
  // ...and never beside it;
  expect(states.filter((state) => state.reply !== null && state.typing)).toEqual([]);
  // part of the reply, while the rest was still being written: Stop offered, the input waiting.
  const partial = states.filter(
    (state) => state.reply?.includes('word1') && !state.reply.includes('word10'),
  );
  expect(partial.length).toBeGreaterThan(0);
  expect(partial.filter((state) => !state.stop || !state.inputDisabled)).toEqual([]);
});

/** The browser reports the aborted request; that one, and nothing else, is expected. */
async function expectOnlyTheAbortedReply(consoleErrors: string[]) {
  await expect
    .poll(() => consoleErrors)
    .toEqual([expect.stringMatching(/functions\/v1\/chat net::ERR_ABORTED$/)]);
  consoleErrors.length = 0;
}

/**
 * A reply of 200 words, a word every 150 ms: 30 s for the whole, so a stop that works ends the
 * gateway's answer unfinished however slowly the machine passes it on.
 */
const longReply = () => slowReply(200, 150);

test('Stop ends the reply where it is, with no error, and stops the gateway', async ({
  page,
  consoleErrors,
}) => {
  gateway.answerWith(longReply());
  const chat = await openStreamingChat(page);
  await chat.ask('Tell me everything.');
  await expect(chat.replyBubble).toContainText('word2');
  await chat.stop.click();
  await expectOnlyTheAbortedReply(consoleErrors);

  expect((await gatewayReleased()).finished).toBe(false);
  await expect(chat.input).toBeEnabled();
  await expect(chat.input).toBeFocused();
  const kept = await chat.replyBubble.innerText();
  expect(kept).toContain('word2');
  // Nothing more arrives, and no error text is added for a reply the visitor stopped. Nothing is
  // left to come: the gateway's connection is closed and the send has ended (the input is free),
  // so any later change is a bug, and the wait's length cannot make the test fail. The wait runs
  // on the page's own clock and ends on a drawn frame, so a late update has had its turn.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 500)),
  );
  expect(await chat.replyBubble.innerText()).toBe(kept);
  await expect(chat.log.getByRole('listitem')).toHaveCount(4);
});

test('closing the chat stops the reply and the gateway; the conversation stays', async ({
  page,
  consoleErrors,
}) => {
  gateway.answerWith(longReply());
  const chat = await openStreamingChat(page);
  await chat.ask('Tell me everything.');
  await expect(chat.replyBubble).toContainText('word2');
  await page.getByRole('button', { name: 'Close chat' }).first().click();
  await expectOnlyTheAbortedReply(consoleErrors);

  expect((await gatewayReleased()).finished).toBe(false);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(chat.log.getByRole('listitem').nth(2)).toContainText('Tell me everything.');
  await expect(chat.replyBubble).toContainText('word2');
  await expect(chat.input).toBeEnabled();
});

test('a reply that breaks off keeps what arrived, then says so in the spec’s words', async ({
  page,
}) => {
  gateway.answerWith({
    events: [
      chunkEvent({ content: 'I build' }),
      chunkEvent({ content: ' websites and' }),
      'data: {"error":{"message":"provider overloaded"}}\n\n',
    ],
    paceMs: 200,
  });
  const chat = await openStreamingChat(page);
  await chat.ask('What do you build?');
  await expect(chat.replyBubble).toContainText('I build websites and');
  await expect(chat.log.getByRole('listitem').nth(4)).toContainText(
    "I apologize, but I'm having technical difficulties right now",
  );
  await expect(chat.input).toBeEnabled();
});

test('a follow-up carries the thread: the gateway gets the earlier turns after its own prompt', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  gateway.answerWith({ reply: 'Yes, I build mobile apps with Flutter.' });
  const chat = await openStreamingChat(page);
  await chat.ask('Can you build a mobile app?');
  await expect(chat.replyBubble).toContainText('Yes, I build mobile apps with Flutter.');
  await expect(chat.input).toBeEnabled();
  await chat.ask('How much would that cost?');
  await expect.poll(() => gateway.requests.length, { timeout: 15_000 }).toBe(2);

  const { messages } = gateway.requests[1]!.body as {
    messages: { role: string; content: string }[];
  };
  expect(messages[0]?.role).toBe('system');
  expect(messages.slice(1)).toEqual([
    { role: 'user', content: 'Can you build a mobile app?' },
    { role: 'assistant', content: 'Yes, I build mobile apps with Flutter.' },
    { role: 'user', content: 'How much would that cost?' },
  ]);
});
