import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REPLY_TIMEOUT_MS, ChatRequestError, requestReply } from './request-reply';

vi.mock('../../../lib/config', () => ({
  config: { supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon-key' },
}));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** A fetch that never answers, but rejects like a browser's when its signal aborts. */
function hang() {
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
}

const reply = (content: unknown) => ({ choices: [{ message: { role: 'assistant', content } }] });

describe('requestReply', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("posts only the latest text and the page's language to the chat function, with the anon key", async () => {
    answer(200, reply('Hello!'));
    await requestReply('Do you build mobile apps?', 'en');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://project.supabase.co/functions/v1/chat');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      apikey: 'anon-key',
      Authorization: 'Bearer anon-key',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init?.body as string)).toEqual({
      message: 'Do you build mobile apps?',
      language: 'en',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(['fr', 'ar'])('sends the code of the page’s language: %s', async (language) => {
    answer(200, reply('Bonjour !'));
    await requestReply('Combien coûte un site ?', language);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      message: 'Combien coûte un site ?',
      language,
    });
  });

  it('returns choices[0].message.content, trimmed', async () => {
    answer(200, reply('  I build websites.\nBook a call!  \n'));
    await expect(requestReply('Hi', 'en')).resolves.toBe('I build websites.\nBook a call!');
  });

  it.each([
    ['an empty content', reply('')],
    ['a whitespace-only content', reply(' \n ')],
    ['a null content', reply(null)],
    ['a content that is not text', reply({ text: 'hi' })],
    ['a message without content', { choices: [{ message: {} }] }],
    ['a choice without message', { choices: [{}] }],
    ['no choices', { choices: [] }],
    ['no choices field', { id: 'x' }],
    ['a JSON null', null],
  ])('returns null for %s', async (_case, body) => {
    answer(200, body);
    await expect(requestReply('Hi', 'en')).resolves.toBeNull();
  });

  it.each([400, 429, 500, 502])(
    "throws ChatRequestError('API request failed: %i') on that status",
    async (status) => {
      answer(status, { error: 'nope' });
      const failure = requestReply('Hi', 'en');
      await expect(failure).rejects.toBeInstanceOf(ChatRequestError);
      await expect(failure).rejects.toThrow(`API request failed: ${status}`);
    },
  );

  it('passes a network failure on as an ordinary error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = requestReply('Hi', 'en');
    await expect(failure).rejects.toThrow('Failed to fetch');
    await expect(failure).rejects.not.toBeInstanceOf(ChatRequestError);
  });

  it('rejects an OK answer that is not JSON with an ordinary error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>gateway</html>', { status: 200 }));
    const failure = requestReply('Hi', 'en');
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(ChatRequestError);
  });

  it(`gives up after ${CHAT_REPLY_TIMEOUT_MS / 1000} s without an answer`, async () => {
    vi.useFakeTimers();
    hang();
    const failure = requestReply('Hi', 'en');
    let settled = false;
    failure.catch(() => {}).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(CHAT_REPLY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure).rejects.toThrow('The chat reply took too long.');
    await expect(failure).rejects.not.toBeInstanceOf(ChatRequestError);
  });

  it('stops waiting when the caller aborts', async () => {
    hang();
    const caller = new AbortController();
    const failure = requestReply('Hi', 'en', caller.signal);
    caller.abort(new Error('closed'));
    await expect(failure).rejects.toThrow('closed');
  });

  it('rejects at once when the caller has already aborted', async () => {
    hang();
    const failure = requestReply('Hi', 'en', AbortSignal.abort(new Error('gone')));
    await expect(failure).rejects.toThrow('gone');
  });
});
