import { beforeEach, describe, expect, it, vi } from 'vitest';
import { content, profile } from '../../content';
import { ChatRequestError, requestReply } from './api/request-reply';
import { failureReplies, replyFor, type ReplyLanguage } from './replies';

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

  it('returns the reply and passes the text and signal on', async () => {
    request.mockResolvedValueOnce('I build websites. Shall we book a call?');
    const signal = new AbortController().signal;
    await expect(replyFor('Hi', english, signal)).resolves.toBe(
      'I build websites. Shall we book a call?',
    );
    expect(request).toHaveBeenCalledWith('Hi', 'en', signal);
  });

  it('asks to rephrase when the answer has no content', async () => {
    request.mockResolvedValueOnce(null);
    await expect(replyFor('Hi', english)).resolves.toBe(REPHRASE_REPLY);
  });

  it('admits technical difficulties on a non-OK answer, with a warning (not an error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    request.mockRejectedValueOnce(new ChatRequestError('API request failed: 500'));
    await expect(replyFor('Hi', english)).resolves.toBe(TECHNICAL_DIFFICULTIES_REPLY);
    expect(warn).toHaveBeenCalledWith('API request failed: 500');
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    [
      'code that failed to download',
      new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/x.js'),
    ],
    ['an aborted request', new DOMException('The operation was aborted.', 'AbortError')],
    ['a time-out', new Error('The chat reply took too long.')],
    ['something that is not an Error', 'boom'],
  ])('falls back to the outer text for %s', async (_case, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    request.mockRejectedValueOnce(failure);
    const reply = await replyFor('Hi', english);
    expect(reply).toBe(FALLBACK_REPLY);
    expect(reply).not.toMatch(/TypeError|Failed to fetch|aborted|took too long/);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
