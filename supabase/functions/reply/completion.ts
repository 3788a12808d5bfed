/**
 * One non-streamed completion from the chat's OpenAI-compatible gateway (its settings:
 * CHAT_BASE_URL, CHAT_API_KEY, CHAT_MODEL): a draft is read whole, so it needs no stream.
 */

export interface CompletionRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Sent as X-Title. */
  title: string;
  /** Sent as HTTP-Referer; omitted when unknown. */
  referer: string | undefined;
  messages: { role: 'system' | 'user'; content: string }[];
}

/** A draft's size and tone, fixed here: long enough for a short email, at a bounded cost. */
export const DRAFT_LIMITS = { max_tokens: 700, temperature: 0.7, top_p: 0.9 } as const;

/** `ok`: the completion's text. Otherwise a short reason for the log, never the key or the gateway's words. */
export type CompletionResult = { ok: true; text: string } | { ok: false; reason: string };

/** What a request sends the model, in characters: the daily character budget counts them. */
export function sentCharacters(request: CompletionRequest): number {
  return request.messages.reduce((sum, { content }) => sum + content.length, 0);
}

export async function complete(
  fetchImpl: typeof fetch,
  request: CompletionRequest,
  signal: AbortSignal,
): Promise<CompletionResult> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${request.apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Title': request.title,
  };
  if (request.referer) headers['HTTP-Referer'] = request.referer;
  try {
    const response = await fetchImpl(`${request.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        stream: false,
        ...DRAFT_LIMITS,
      }),
      signal,
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, reason: `gateway answered ${response.status}` };
    const content = completionContent(text);
    return content === undefined
      ? { ok: false, reason: `gateway answered ${response.status} without a completion` }
      : { ok: true, text: content };
  } catch (error) {
    return {
      ok: false,
      reason: signal.aborted
        ? `gateway ${(signal.reason as Error | undefined)?.message ?? 'request stopped'}`
        : `gateway unreachable (${error instanceof Error ? error.name : 'error'})`,
    };
  }
}

/** The first choice's text of a JSON completion; undefined for anything else (an error body). */
function completionContent(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = Array.isArray(body?.choices) ? body.choices[0]?.message?.content : undefined;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}
