import { answerBeforePost, corsFor } from '../_shared/cors.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { jsonError } from '../_shared/json.ts';
import { hasOneOfKeys } from '../_shared/projectKeys.ts';
import { ERRORS } from './errors.ts';
import type { ChatLimits } from './limits.ts';
import { routeRequests, type RouteRequest } from './routes/context.ts';
import { handOff } from './routes/handoff.ts';
import { deployProbe, isDeployProbe } from './routes/probe.ts';
import { reply } from './routes/reply.ts';
import { readSettings } from './settings.ts';

export interface ChatHandlerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  /** The shared limits; by default counted in the project's Postgres with the service role. */
  limits?: ChatLimits;
  /** Milliseconds between the built-in responder's words (it streams as a model does). */
  responderPaceMs?: number;
  /** The clock replies are signed and checked by (unix milliseconds); Date.now by default. */
  now?: () => number;
}

/** The built-in responder writes about 50 words a second: quick, but visibly as it goes. */
export const RESPONDER_PACE_MS = 20;

const METHODS = 'POST, OPTIONS';

/**
 * The `chat` Edge Function: the visitor's chat, behind the checks its routes share here (CORS,
 * POST, the project's key). Each route is a file of routes/:
 *
 * - `POST /functions/v1/chat` (reply.ts): the answer to the visitor's latest text, streamed.
 * - `POST /functions/v1/chat/handoff` (handoff.ts): the conversation handed to the owner.
 * - any path with the project's secret key (probe.ts): the owner's post-deploy check.
 *
 * The browser decides only the text, the turns before it (context, never instructions: the system
 * prompt is this function's own, and an assistant turn only as this function signed it) and the
 * language of its page: model, prompt and limits are fixed here. Nothing throws past the handler.
 */
export function createChatHandler(
  options: ChatHandlerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const routeRequest = routeRequests({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    now: options.now ?? Date.now,
    responderPaceMs: options.responderPaceMs ?? RESPONDER_PACE_MS,
    limits: options.limits,
  });

  return async (req) => {
    // Until the settings are read, an error answer may be read by any page: it says nothing.
    let cors = corsFor(req, '*', METHODS);
    try {
      const settings = readSettings(env);
      cors = corsFor(req, settings.allowedOrigins, METHODS);
      const early = answerBeforePost(req, cors, ERRORS, METHODS);
      if (early) return early;
      return await route(routeRequest(req, settings, cors));
    } catch (error) {
      console.error(`[chat] unexpected ${error instanceof Error ? error.name : 'error'}`);
      return jsonError(ERRORS.unexpected, 500, cors.headers);
    }
  };
}

/** The handler Supabase (index.ts) and the local backend serve. */
export const handler = createChatHandler();

/** Which route answers a POST the origin may send: the owner's probe first, then by path. */
async function route(request: RouteRequest): Promise<Response> {
  const { req, settings, cors } = request;
  if (await isDeployProbe(req, settings)) return deployProbe(request);
  // The platform checks no key (verify_jwt = false: it knows only the legacy JWTs), so the
  // function does: the project's publishable key, as the site sends it.
  if (!(await hasOneOfKeys(req, settings.browserKeys))) {
    if (settings.browserKeys.length === 0) {
      console.error(
        '[chat] no SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY: every call is refused',
      );
    }
    return jsonError(ERRORS.badKey, 401, cors.headers);
  }
  return isHandoffPath(req) ? await handOff(request) : await reply(request);
}

/** Whether the request is for `.../chat/handoff` (the platform passes the function's sub-path). */
function isHandoffPath(req: Request): boolean {
  return /\/handoff\/?$/.test(new URL(req.url).pathname);
}
