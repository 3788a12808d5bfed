import { getSupabase } from '../../../lib/supabase';

/**
 * An Edge Function's refusal: its HTTP status and its JSON body (`{ error, message, ... }`, or
 * `{}` when it sent none). Status 0 is no answer at all: the network failed, or the platform's
 * relay could not reach the function.
 */
export class FunctionFailure extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>, options?: { cause?: unknown }) {
    super(
      status === 0 ? 'The function did not answer' : `The function answered ${status}`,
      options,
    );
    this.name = 'FunctionFailure';
    this.status = status;
    this.body = body;
  }

  /** The body's `error`: the function's code for what went wrong, e.g. 'send_failed'. */
  get code(): string | undefined {
    return typeof this.body.error === 'string' ? this.body.error : undefined;
  }

  /** The body's `message`, when it is text. */
  get text(): string | undefined {
    return typeof this.body.message === 'string' ? this.body.message : undefined;
  }
}

/** The parts of supabase-js's answer to `functions.invoke` read here. */
interface Invoked {
  data: unknown;
  error: { name?: string } | null;
  response?: Response;
}

/** A response's JSON object, or `{}` for any other body (none, text, an array). */
async function jsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Calls the Edge Function route `name` ('reply', 'reply/draft') with a JSON body as the signed-in
 * owner (supabase-js sends the session's token), and resolves with its answer. A refusal rejects
 * with a FunctionFailure; a client that could not load rejects with its own error.
 */
export async function invokeFunction(
  name: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error, response } = (await supabase.functions.invoke(name, { body })) as Invoked;
  if (!error) return data;
  // Only an HTTP error is the function's own answer; a relay error or a fetch error is none.
  if (error.name !== 'FunctionsHttpError' || !response) {
    throw new FunctionFailure(0, {}, { cause: error });
  }
  throw new FunctionFailure(response.status, await jsonObject(response), { cause: error });
}
