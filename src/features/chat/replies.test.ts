import { beforeEach, describe, expect, it, vi } from 'vitest';
import { content, profile } from '../../content';
import {
  ChatRequestError,
  requestReply,
  type HistoryTurn,
  type ReplyHandlers,
} from './api/request-reply';
import { failureReplies, replyFor, type ReplyLanguage } from './replies';
import { ChatStreamError } from './replyStream';

vi.mock('./api/request-reply', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestReply: vi.fn(),
}));

const request = vi.mocked(requestReply);
const replies = failureReplies(content);
const english: ReplyLanguage = { code: 'en', replies };
const {
  technicalDifficulties: TECHNICAL_DIFFICULTIES_REPLY,
  rephrase: REPHRASE_REPLY,
  fallback: FALLBACK_REPLY,
} = replies;

/** A request that sends `pieces` of text, then ends as `end` says. */
function answer(
  pieces: string[],
  end: { failure: unknown } | { text: string; signature?: string },
) {
  request.mockImplementationOnce(async (_question, { onText }: ReplyHandlers) => {
    for (const piece of pieces) onText(piece);
    if ('failure' in end) throw end.failure;
    return end;
  });
}

const CONVERSATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

/** Asks for a reply to 'Hi' and records each text it grows to. */
function ask(signal = new AbortController().signal, history: readonly HistoryTurn[] = []) {
  const texts: string[] = [];
  const outcome = replyFor({ conversation: CONVERSATION, message: 'Hi', history }, english, {
    onText: (text) => texts.push(text),
    signal,
  });
  return { outcome, texts };
}

describe("the chat's error texts", () => {
  it("names the owner's email and phone in its error texts", () => {
    expect(TECHNICAL_DIFFICULTIES_REPLY).toBe(
      `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`,
    );
    expect(REPHRASE_REPLY).toBe(
      'Sorry, I had trouble processing that. Could you please rephrase your question?',
    );
    expect(FALLBACK_REPLY).toBe(
      `I apologize for the technical issue. Please contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`,
    );
  });
});

describe('replyFor', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('asks with the chat’s id, the text, the language code, the history trimmed and the signal', async () => {
    answer(['Hello!'], { text: 'Hello!' });
    const signal = new AbortController().signal;
    const history = [
      { role: 'user' as const, content: 'Earlier' },
      { role: 'user' as const, content: ' ' },
    ];
    await replyFor({ conversation: CONVERSATION, message: 'Hi', history }, english, {
      onText: () => {},
      signal,
    });
    expect(request).toHaveBeenCalledWith(
      { conversation: CONVERSATION, message: 'Hi', language: 'en', history: [history[0]] },
      expect.objectContaining({ signal }),
    );
  });

  it('passes on the whole text so far as it grows, from its first visible character, and adds nothing to a whole reply', async () => {
    answer(['\n ', 'I build', ' websites', '.'], { text: '\n I build websites.' });
    const { outcome, texts } = ask();
    await expect(outcome).resolves.toEqual({ failure: null });
    expect(texts).toEqual(['I build', 'I build websites', 'I build websites.']);
  });

  it('passes on the signature of a whole reply, with what its request covered', async () => {
    answer(['I build websites.'], { text: 'I build websites.', signature: 'c2lnbmVk' });
    await expect(ask().outcome).resolves.toEqual({
      failure: null,
      signature: 'c2lnbmVk',
      covers: { previous: null, visitorTurns: ['Hi'] },
    });
    const history: HistoryTurn[] = [
      { role: 'user', content: 'Apps?' },
      { role: 'assistant', content: 'Yes.', signature: 'b2xk' },
      { role: 'user', content: 'Hello?' },
    ];
    answer(['From $3,000.'], { text: 'From $3,000.', signature: 'bmV3' });
    await expect(ask(undefined, history).outcome).resolves.toEqual({
      failure: null,
      signature: 'bmV3',
      covers: { previous: 'b2xk', visitorTurns: ['Hello?', 'Hi'] },
    });
  });

  describe('when the function refuses the signed replies (its key changed, or a day passed)', () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: 'Do you build apps?' },
      { role: 'assistant', content: 'Yes, with Flutter.', signature: 'b2xk' },
    ];

    it('asks once more with the visitor’s turns only, and shows that reply: it starts the chain anew', async () => {
      answer([], { failure: new ChatRequestError(400) });
      answer(['From $3,000.'], { text: 'From $3,000.', signature: 'bmV3' });
      const { outcome, texts } = ask(undefined, history);
      await expect(outcome).resolves.toEqual({
        failure: null,
        signature: 'bmV3',
        covers: { previous: null, visitorTurns: ['Do you build apps?', 'Hi'] },
      });
      expect(texts).toEqual(['From $3,000.']);
      expect(request).toHaveBeenCalledTimes(2);
      expect(request.mock.calls[1]![0].history).toEqual([history[0]]);
    });

    it.each([
      ['a refusal without replies in the history', 400, [history[0]!]],
      ['another status', 500, history],
    ])('asks only once on %s', async (_case, status, turns) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      answer([], { failure: new ChatRequestError(status) });
      await expect(ask(undefined, turns).outcome).resolves.toEqual({
        failure: TECHNICAL_DIFFICULTIES_REPLY,
      });
      expect(request).toHaveBeenCalledTimes(1);
    });
  });

  it.each([
    ['no text', [], ''],
    ['only whitespace', [' ', '\n'], ' \n'],
  ])('asks to rephrase when the reply has %s', async (_case, pieces, text) => {
    answer(pieces, { text, signature: 'c2lnbmVk' });
    const { outcome, texts } = ask();
    await expect(outcome).resolves.toEqual({ failure: REPHRASE_REPLY });
    expect(texts).toEqual([]);
  });

  it.each([
    ['a non-OK answer', new ChatRequestError(500)],
    ['a failure the stream reports', new ChatStreamError('The chat reply failed midway: boom')],
  ])('admits technical difficulties on %s, with a warning (not an error)', async (_case, error) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(['I build'], { failure: error });
    const { outcome, texts } = ask();
    await expect(outcome).resolves.toEqual({ failure: TECHNICAL_DIFFICULTIES_REPLY });
    expect(texts).toEqual(['I build']);
    expect(warn).toHaveBeenCalledWith(error.message);
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    [
      'code that failed to download',
      new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/x.js'),
    ],
    ['a stream that broke off', new Error('The chat reply broke off before its end.')],
    ['an aborted request', new DOMException('The operation was aborted.', 'AbortError')],
    ['a time-out', new Error('The chat reply took too long.')],
    ['something that is not an Error', 'boom'],
  ])('falls back to the outer text for %s', async (_case, error) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer([], { failure: error });
    const { failure: reply } = await ask().outcome;
    expect(reply).toBe(FALLBACK_REPLY);
    expect(reply).not.toMatch(/TypeError|Failed to fetch|aborted|took too long|broke off/);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('adds nothing, and warns of nothing, when the caller stopped the reply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const caller = new AbortController();
    request.mockImplementationOnce(async (_question, { onText }) => {
      onText('I build');
      caller.abort();
      throw caller.signal.reason;
    });
    const { outcome, texts } = ask(caller.signal);
    await expect(outcome).resolves.toEqual({ failure: null });
    expect(texts).toEqual(['I build']);
    expect(warn).not.toHaveBeenCalled();
  });
});
