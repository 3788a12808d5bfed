import { clientAddress } from '../_shared/clientAddress.ts';
import { answerBeforePost, corsFor, type AllowedOrigins, type Cors } from '../_shared/cors.ts';
import { serviceRoleDatabase, type Database } from '../_shared/database.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { jsonError } from '../_shared/json.ts';
import { readBoundedBody } from '../_shared/body.ts';
import {
  countryOf,
  ERRORS as EVENT_ERRORS,
  isRobot,
  MAX_BODY_BYTES,
  optedOut,
  pageOrigin,
  readVisit,
  referrerOf,
  siteOf,
} from './event.ts';
import { readSettings, type VisitSettings } from './settings.ts';

export interface VisitHandlerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  /** How long the database may take to store an event before the answer is 503. */
  databaseTimeoutMs?: number;
}

export const ERRORS = {
  ...EVENT_ERRORS,
  methodNotAllowed:
    'Method not allowed. Send a POST with {"event": "page_view", "path": "/", "language": "en"}.',
  originNotAllowed: 'Origin not allowed',
  unavailable: 'The visit could not be recorded right now.',
  unexpected: 'Something went wrong.',
} as const;

const METHODS = 'POST, OPTIONS';
const DATABASE_TIMEOUT_MS = 5000;
/** Enough of a user agent to tell browsers apart; it is only hashed, never stored. */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * The `visit` Edge Function: the page's beacons (navigator.sendBeacon, text/plain, no key, no
 * cookie) arrive here, one per page view or event, and are stored through the service-role-only
 * public.record_site_event, which keys the visitor for the day by a hash of the client address,
 * user agent and site and never stores either. The database also applies the limits (per
 * address, site-wide), so this function keeps no count of its own: the platform runs it in many
 * isolates.
 *
 * 204 for every beacon taken: stored, or deliberately not (Do Not Track, Global Privacy Control,
 * a robot, over a limit); 400 naming the wrong field; 413 over 2,048 bytes; 405 for another
 * method; 403 from a page the allow-list does not hold; 503 when the database cannot be reached.
 */
export function createVisitHandler(
  options: VisitHandlerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS;

  return async (req) => {
    // Until the settings are read, an error answer may be read by any page: it says nothing.
    let cors = beaconCors(req, '*');
    try {
      const settings = readSettings(env);
      cors = beaconCors(req, settings.allowedOrigins);
      return await answer(req, settings, cors);
    } catch (error) {
      console.error(`[visit] unexpected ${error instanceof Error ? error.name : 'error'}`);
      return jsonError(ERRORS.unexpected, 500, cors.headers);
    }
  };

  async function answer(req: Request, settings: VisitSettings, cors: Cors): Promise<Response> {
    const early = answerBeforePost(req, cors, ERRORS, METHODS);
    if (early) return early;

    const body = await readBoundedBody(req, MAX_BODY_BYTES);
    if (!body) return jsonError(ERRORS.tooLarge, 413, cors.headers);
    // Checked before the visitor's wishes, so a page in a browser with GPC on (Brave's default)
    // still learns that it sends a wrong field.
    const visit = readVisit(body);
    if ('error' in visit) return jsonError(visit.error, 400, cors.headers);

    const userAgent = (req.headers.get('user-agent') ?? '').slice(0, MAX_USER_AGENT_LENGTH);
    if (optedOut(req) || isRobot(userAgent)) return taken(cors);

    if (!settings.supabaseUrl || !settings.serverKey) {
      console.error(
        '[visit] SUPABASE_URL or a secret key (SUPABASE_SECRET_KEYS, or the legacy SUPABASE_SERVICE_ROLE_KEY) is not set: no visit is stored',
      );
      return jsonError(ERRORS.unavailable, 503, cors.headers);
    }
    const origin = pageOrigin(req);
    try {
      // 'stored', 'limited' or 'invalid': the page learns nothing it could tune a flood with.
      await database(settings).rpc('record_site_event', {
        client_address: clientAddress(req),
        user_agent: userAgent,
        site: siteOf(origin),
        event: {
          kind: visit.kind,
          path: visit.path,
          language: visit.language,
          referrer: referrerOf(visit, origin),
          country: countryOf(req),
          target: visit.target ?? null,
          message: visit.message ?? null,
        },
      });
    } catch (error) {
      console.error(`[visit] event not stored: ${(error as Error).message}`);
      return jsonError(ERRORS.unavailable, 503, cors.headers);
    }
    return taken(cors);
  }

  /** The project's database as the service role, each call given `timeoutMs` to answer. */
  function database(settings: VisitSettings): Database {
    const timed: typeof fetch = (input, init) =>
      fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return serviceRoleDatabase(settings.supabaseUrl ?? '', settings.serverKey ?? '', timed);
  }
}

/** The handler Supabase (index.ts) and the local backend serve. */
export const handler = createVisitHandler();

/** Taken: stored, or deliberately not. Nothing to read. */
function taken(cors: Cors): Response {
  return new Response(null, {
    status: 204,
    headers: { ...cors.headers, 'Cache-Control': 'no-store' },
  });
}

/**
 * The chat's CORS (cors.ts), fitted to navigator.sendBeacon. A beacon goes with credentials mode
 * 'include', for which a browser accepts neither `Access-Control-Allow-Origin: *` nor an answer
 * without `Access-Control-Allow-Credentials: true`, and logs a CORS error otherwise. So an allowed
 * page's own origin is echoed, with credentials allowed. The function reads no cookie and answers
 * no body on success: allowing credentials exposes nothing.
 */
function beaconCors(req: Request, allowedOrigins: AllowedOrigins): Cors {
  const cors = corsFor(req, allowedOrigins, METHODS);
  const origin = pageOrigin(req)?.origin;
  if (!cors.allowed || !origin) return cors;
  return {
    allowed: true,
    headers: {
      ...cors.headers,
      'Access-Control-Allow-Origin':
        allowedOrigins === '*' ? origin : cors.headers['Access-Control-Allow-Origin']!,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    },
  };
}
