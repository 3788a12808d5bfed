import { readBoundedText } from '../_shared/body.ts';
import { corsFor } from '../_shared/cors.ts';
import { callerDatabase, serviceRoleDatabase } from '../_shared/database.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { draftReply } from './draft.ts';
import { MESSAGES, replyError } from './errors.ts';
import { MAX_BODY_BYTES } from './request.ts';
import type { Route } from './route.ts';
import { sendReply } from './send.ts';
import { readSettings } from './settings.ts';

/**
 * The `reply` Edge Function: the owner answers a lead from the inbox. Two routes, each in its
 * own file, behind the checks they share here:
 *
 * - `POST /functions/v1/reply` (send.ts): `{ messageId, idempotencyKey, subject, body,
 *   language }` -> 200 `{ reply }`, the reply as stored, sent now or before under the same
 *   idempotency key; 502 `{ error: 'send_failed', message, reply }` when the email was not sent.
 * - `POST /functions/v1/reply/draft` (draft.ts): `{ messageId, language }` -> 200
 *   `{ body, source: 'ai' | 'template' }`.
 *
 * The platform checks no JWT for it (verify_jwt understands only the legacy keys): the function
 * passes the caller's own Authorization header on to the database with the project's publishable
 * key, and the database decides who the owner is (the admin claim of the JWT). A request with no
 * bearer token at all gets 401 before anything is called. Every refusal is JSON
 * `{ error, message }` (errors.ts); nothing throws past the handler.
 */

export interface ReplyHandlerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
}

const METHODS = 'POST, OPTIONS';

const ROUTES: Record<string, Route> = { '': sendReply, draft: draftReply };

export function createReplyHandler(
  options: ReplyHandlerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return async (req) => {
    // Until the settings are read, an error answer may be read by any page: it says nothing.
    let cors = corsFor(req, '*', METHODS).headers;
    try {
      const settings = readSettings(env);
      const allowed = corsFor(req, settings.allowedOrigins, METHODS);
      cors = allowed.headers;
      if (req.method === 'OPTIONS') {
        return allowed.allowed
          ? new Response(null, { status: 204, headers: cors })
          : replyError('forbidden', MESSAGES.originNotAllowed, 403, cors);
      }
      if (!allowed.allowed) return replyError('forbidden', MESSAGES.originNotAllowed, 403, cors);
      const path = subPath(req);
      const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
      if (!route) return replyError('not_found', MESSAGES.routeNotFound, 404, cors);
      if (req.method !== 'POST') {
        return replyError('method_not_allowed', MESSAGES.methodNotAllowed, 405, {
          ...cors,
          Allow: METHODS,
        });
      }
      // A session's access token, or nobody: nothing is read or called for nobody. supabase-js
      // sends the project's key as the bearer when no one is signed in: that is nobody too.
      const authorization = (req.headers.get('authorization') ?? '').trim();
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      if (!token || settings.browserKeys.includes(token)) {
        return replyError('not_signed_in', MESSAGES.notSignedIn, 401, cors);
      }
      const raw = await readBoundedText(req, MAX_BODY_BYTES);
      if (raw === undefined) return replyError('too_large', MESSAGES.tooLarge, 413, cors);
      if (!settings.supabaseUrl || !settings.publishableKey) {
        throw new Error(
          'SUPABASE_URL or a publishable key (SUPABASE_PUBLISHABLE_KEYS, or the legacy SUPABASE_ANON_KEY) is not set',
        );
      }
      return await route({
        req,
        raw,
        db: callerDatabase(settings.supabaseUrl, settings.publishableKey, authorization, fetchImpl),
        serviceDb: settings.serverKey
          ? serviceRoleDatabase(settings.supabaseUrl, settings.serverKey, fetchImpl)
          : undefined,
        settings,
        cors,
        fetch: fetchImpl,
        delivery: { fetch: fetchImpl, sleep, retryDelaysMs: options.retryDelaysMs },
      });
    } catch (error) {
      console.error(`[reply] unexpected: ${(error as Error).message}`);
      return replyError('unexpected', MESSAGES.unexpected, 500, cors);
    }
  };
}

/** The handler Supabase (index.ts) and the local backend serve. */
export const handler = createReplyHandler();

/**
 * The route below the function's own path: '' for `/reply`, 'draft' for `/reply/draft` (the
 * platform passes the path from the function's name on; a trailing slash is the same route).
 */
function subPath(req: Request): string {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  const at = path.search(/(^|\/)reply(\/|$)/);
  if (at < 0) return '';
  return path.slice(at).replace(/^\/?reply\/?/, '');
}
