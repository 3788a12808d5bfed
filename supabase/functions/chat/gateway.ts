import { GATEWAY_LIMITS } from './settings.ts';

export interface GatewayRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Sent as X-Title: the chatbot's name. */
  title: string;
  /** Sent as HTTP-Referer: the page's origin; omitted when unknown. */
  referer: string | undefined;
  systemPrompt: string;
  /** The visitor's latest text, trimmed. Nothing else from the browser reaches the gateway. */
  userText: string;
}

/**
 * `ok`: the gateway's JSON body, as text, to hand back unchanged. Otherwise a short reason for
 * the log; it never holds the key or the gateway's error text.
 */
export type GatewayResult = { ok: true; body: string } | { ok: false; reason: string };

/** One call to an OpenAI-compatible `/chat/completions` endpoint (OpenRouter, Ollama, ...). */
export async function callGateway(
  fetchImpl: typeof fetch,
  request: GatewayRequest,
): Promise<GatewayResult> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${request.apiKey}`,
    'Content-Type': 'application/json',
    'X-Title': request.title,
  };
  if (request.referer) headers['HTTP-Referer'] = request.referer;
  const body = {
    model: request.model,
    messages: [
      { role: 'system', content: request.systemPrompt },
      { role: 'user', content: request.userText },
    ],
    ...GATEWAY_LIMITS,
  };

  const controller = new AbortController();
  // The time-out covers the whole answer, body included: a gateway that sends its headers and
  // then stalls is as unavailable as one that never answers.
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const response = await fetchImpl(`${request.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, reason: `gateway answered ${response.status}` };
    if (!isCompletionBody(text)) {
      return { ok: false, reason: `gateway answered ${response.status} without a completion` };
    }
    return { ok: true, body: text };
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, reason: `gateway timed out after ${request.timeoutMs} ms` };
    }
    return { ok: false, reason: `gateway unreachable (${errorName(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A JSON object that is not an error report. A completion without content still counts: the
 * widget shows its 'rephrase' text for it. Some gateways report failures with a 200 and an
 * `error` object instead of `choices`; those are failures here too, so their text stays private.
 */
function isCompletionBody(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return !('error' in body && !('choices' in body));
}

function errorName(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const name = error instanceof Error ? error.name : 'error';
  return typeof cause === 'string' ? `${name}: ${cause}` : name;
}
