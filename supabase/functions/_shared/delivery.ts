import type { OutgoingEmail } from './email.ts';

/**
 * Hands one email to the email API (`POST {apiUrl}/emails`, Resend's shape), trying again with
 * backoff when the provider is down, overloaded or slow. A refusal (4xx other than 429) is final:
 * sending the same request again would be refused again.
 */

export interface DeliveryOptions {
  apiUrl: string;
  apiKey: string;
  /** The same key on every try, so a provider that got a try whose answer was lost sends once. */
  idempotencyKey: string;
  fetch: typeof fetch;
  /** Waits between tries; tests pass one that does not wait. */
  sleep: (ms: number) => Promise<void>;
  /** Before the second, third, ... try. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export const RETRY_DELAYS_MS = [1_000, 4_000] as const;
const TIMEOUT_MS = 10_000;

export type DeliveryResult =
  | { ok: true; attempts: number; id: string | undefined }
  | { ok: false; attempts: number; error: string };

export async function deliver(
  email: OutgoingEmail,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let attempts = 0;
  let error = '';
  for (;;) {
    attempts += 1;
    const outcome = await tryOnce(email, options);
    if (outcome.ok) return { ok: true, attempts, id: outcome.id };
    error = outcome.error;
    const delay = delays[attempts - 1];
    if (!outcome.retry || delay === undefined) return { ok: false, attempts, error };
    await options.sleep(delay);
  }
}

type TryOutcome =
  { ok: true; id: string | undefined } | { ok: false; retry: boolean; error: string };

async function tryOnce(email: OutgoingEmail, options: DeliveryOptions): Promise<TryOutcome> {
  let response: Response;
  try {
    response = await options.fetch(`${options.apiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': options.idempotencyKey,
      },
      body: JSON.stringify(email),
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as Error).name;
    return {
      ok: false,
      retry: true,
      error:
        name === 'TimeoutError' || name === 'AbortError'
          ? 'The email API did not answer in time.'
          : 'The email API could not be reached.',
    };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return { ok: true, id: parseJson(text)?.id };
  const detail = parseJson(text)?.message;
  return {
    ok: false,
    retry: response.status === 429 || response.status >= 500,
    error: `The email API answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : '.'}`,
  };
}

function parseJson(text: string): { id?: string; message?: string } | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, message } = value as Record<string, unknown>;
    return {
      id: typeof id === 'string' ? id : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return undefined;
  }
}
