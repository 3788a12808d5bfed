import { config } from '../../../lib/config';

/** How long a reply may take before the widget gives up and shows its fallback text. */
export const CHAT_REPLY_TIMEOUT_MS = 20_000;

/** The chat endpoint answered with a non-OK status: 'API request failed: {status}'. */
export class ChatRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatRequestError';
  }
}

/** The part of the OpenAI-style answer the widget reads: `choices[0].message.content`. */
function contentOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { choices } = answer as { choices?: unknown };
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string') return null;
  return content.trim() || null;
}

/**
 * Asks the `chat` Edge Function for a reply to the visitor's latest text: the single network call
 * of the chat. Plain `fetch`, not supabase-js, so opening the chat stays light. The function holds
 * the AI key and builds the prompt; the browser sends only `{ message, language }`, where
 * `language` is the code of the page's language ('en', 'fr', 'ar'): the function answers in the
 * language the text is written in, or in that one when the text does not make it clear.
 *
 * Resolves with the reply's text (trimmed), or null when the answer has no content. Rejects with a
 * ChatRequestError on a non-OK status, and with an ordinary error when the network fails, the
 * answer is not JSON, `signal` aborts, or no answer arrives within CHAT_REPLY_TIMEOUT_MS.
 */
export async function requestReply(
  text: string,
  language: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('The chat reply took too long.')),
    CHAT_REPLY_TIMEOUT_MS,
  );
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(`${config.supabaseUrl}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ message: text, language }),
      signal: controller.signal,
    });
    if (!response.ok) throw new ChatRequestError(`API request failed: ${response.status}`);
    return contentOf(await response.json());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
