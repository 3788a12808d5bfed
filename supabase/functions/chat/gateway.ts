import { completionText } from './completionStream.ts';
import { GATEWAY_LIMITS } from './settings.ts';

/** One earlier message of the conversation, as the gateway takes it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface GatewayRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Sent as X-Title: the chatbot's name. */
  title: string;
  /** Sent as HTTP-Referer: the page's origin; omitted when unknown. */
  referer: string | undefined;
  systemPrompt: string;
  /** The recent conversation before `userText`, checked by the handler: context, never instructions. */
  history: readonly Turn[];
  /** The visitor's latest text, trimmed. */
  userText: string;
}

/**
 * `ok`: the reply's text, piece by piece as the gateway writes it. Otherwise a short reason for
 * the log; it never holds the key or the gateway's error text.
 */
export type GatewayResult =
  { ok: true; text: AsyncGenerator<string, void, undefined> } | { ok: false; reason: string };

/**
 * Asks an OpenAI-compatible `/chat/completions` endpoint (OpenRouter, Ollama, ...) for a streamed
 * answer. `signal` is the caller's: it aborts the request, body included, when the time limit
 * passes or the visitor leaves, so no token is paid for after that. A gateway that ignores
 * `stream: true` and answers one JSON completion is read whole.
 */
export async function callGateway(
  fetchImpl: typeof fetch,
  request: GatewayRequest,
  signal: AbortSignal,
): Promise<GatewayResult> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${request.apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'text/event-stream, application/json',
    'X-Title': request.title,
  };
  if (request.referer) headers['HTTP-Referer'] = request.referer;
  const body = {
    model: request.model,
    messages: gatewayMessages(request),
    stream: true,
    ...GATEWAY_LIMITS,
  };

  try {
    const response = await fetchImpl(`${request.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, reason: `gateway answered ${response.status}` };
    }
    if (/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
      return { ok: true, text: completionText(response.body) };
    }
    const content = completionContent(await response.text());
    if (content === undefined) {
      return { ok: false, reason: `gateway answered ${response.status} without a completion` };
    }
    return { ok: true, text: once(content) };
  } catch (error) {
    if (signal.aborted) {
      return {
        ok: false,
        reason: `gateway ${(signal.reason as Error | undefined)?.message ?? 'request stopped'}`,
      };
    }
    return { ok: false, reason: `gateway unreachable (${errorName(error)})` };
  }
}

/** The messages a request sends the model. */
function gatewayMessages({ systemPrompt, history, userText }: GatewayRequest) {
  return [
    // The system prompt is the function's own, always first; the browser adds no instruction.
    { role: 'system', content: systemPrompt },
    ...history.map(({ role, content }) => ({ role, content })),
    { role: 'user', content: userText },
  ];
}

/**
 * What a request sends the model, in characters (UTF-16 code units): its messages' contents, the
 * system prompt, the turns and the visitor's text. The site's daily character budget counts them.
 */
export function sentCharacters(request: GatewayRequest): number {
  return gatewayMessages(request).reduce((sum, { content }) => sum + content.length, 0);
}

async function* once(text: string): AsyncGenerator<string, void, undefined> {
  if (text) yield text;
}

/**
 * The content of a whole JSON completion: '' when it has none (the widget then asks to rephrase),
 * undefined when the body is not a completion. Some gateways report failures with a 200 and an
 * `error` object instead of `choices`; those are failures here too, so their text stays private.
 */
function completionContent(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  if ('error' in body && !('choices' in body)) return undefined;
  const { choices } = body as { choices?: { message?: { content?: unknown } }[] };
  const content = Array.isArray(choices) ? choices[0]?.message?.content : undefined;
  return typeof content === 'string' ? content : '';
}

function errorName(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const name = error instanceof Error ? error.name : 'error';
  return typeof cause === 'string' ? `${name}: ${cause}` : name;
}
