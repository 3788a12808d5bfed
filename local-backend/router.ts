import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAuth, type AuthServer } from './auth/handler';
import { asPlatformProxy } from './client-address';
import { bearerJwtClaims, checkApiKey, requestClaims, type GatewayKeys } from './credentials';
import type { Database, RequestContext } from './database';
import { handleFunction } from './functions/handler';
import type { FunctionRuntime } from './functions/runtime';
import { ALLOWED_METHODS, headerObject, HttpError, methodNotAllowed, send, sendJson } from './http';
import type { TokenIssuer } from './jwt';
import type { PgNetWorker } from './platform/workers';
import type { ProjectConfig } from './project-config';
import type { Catalog } from './rest/catalog';
import { handleRest } from './rest/handler';
import { handleRpc } from './rest/rpc';

/** What the router hands the services: one set per backend, ready before the first request. */
export interface Services {
  db: Database;
  catalog: Catalog;
  tokens: TokenIssuer;
  keys: GatewayKeys;
  functions: FunctionRuntime;
  config: ProjectConfig;
  origin: string;
  pgNet: PgNetWorker;
  trustCaller: boolean;
  /** Auth's settings and per-address limiters, one set per backend. */
  auth: AuthServer;
}

/** Where Auth publishes the public keys of the JWT signing keys. */
export const JWKS_PATH = '/auth/v1/.well-known/jwks.json';

// What Supabase's gateway answers to browsers: any origin, the headers supabase-js sends, and
// Content-Range readable so counts work across origins.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, x-client-info, content-type, prefer, accept, accept-profile, content-profile, range, x-supabase-api-version, x-retry-count',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
  'Access-Control-Max-Age': '86400',
};

/**
 * Sends a request to its service as Supabase's gateway does: /rest/v1 to PostgREST, /auth/v1 to
 * Auth, /functions/v1 to the Edge Functions, each after the key checks the gateway makes.
 */
export async function route(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
): Promise<void> {
  // TRACE, PROPFIND and the like are refused (405 with Allow) before any service sees them.
  if (!ALLOWED_METHODS.includes(req.method ?? '')) throw methodNotAllowed();
  const url = requestUrl(req, services.origin);
  const [, service, version, name, ...rest] = url.pathname.split('/');
  // Functions answer CORS themselves, preflight included (the chat function's allowed origins);
  // the rest of the API answers it for every origin, as Supabase's gateway does.
  const isFunction = service === 'functions';
  if (!isFunction) {
    for (const [header, value] of Object.entries(CORS_HEADERS)) res.setHeader(header, value);
    if (req.method === 'OPTIONS') return send(res, 200, null);
  }

  // The signing keys' public halves are public, as on the platform: no API key needed.
  if (url.pathname === JWKS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    return sendJson(res, 200, services.tokens.jwks(), { 'Cache-Control': 'public, max-age=600' });
  }

  const isRpc = service === 'rest' && name === 'rpc' && rest.length === 1;
  // Auth's admin API lives below /auth/v1/admin/ (admin/users/<id>).
  const isAuthAdmin = service === 'auth' && name === 'admin';
  // A function is reached at its sub-paths too (/functions/v1/chat/handoff), as on the platform.
  if (version !== 'v1' || !name || (rest.length > 0 && !isRpc && !isFunction && !isAuthAdmin)) {
    throw new HttpError(404, { message: 'no Route matched with those values' });
  }

  // A function deployed with verify_jwt = false is reached without any key, as on Supabase; so is
  // a preflight, which carries no credentials.
  const openFunction =
    isFunction && (req.method === 'OPTIONS' || !services.config.functionVerifiesJwt(name));
  const keyClaims = openFunction
    ? undefined
    : await checkApiKey(req, url, services.keys, services.tokens);
  // The request as the platform's proxy passes it on, the one view every service gets: the
  // database's guards, the functions and Auth's limits all count the address the proxy appended.
  const headers = asPlatformProxy(
    headerObject(req),
    req.socket.remoteAddress,
    services.trustCaller,
  );

  if (service === 'rest') {
    const claims = await requestClaims(req, services.tokens, keyClaims!);
    const context: RequestContext = {
      claims,
      method: req.method ?? 'GET',
      path: url.pathname,
      headers,
    };
    // A write may have queued outbound requests (pg_net): send them now that it committed.
    res.once('finish', () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') void services.pgNet.kick();
    });
    if (isRpc) {
      return handleRpc(
        req,
        res,
        decodePathSegment(rest[0]!),
        services.db,
        context,
        services.config.api.maxRows,
      );
    }
    return handleRest(
      req,
      res,
      url,
      decodePathSegment(name),
      services.db,
      services.catalog,
      context,
      services.config.api.maxRows,
    );
  }
  if (service === 'auth') {
    return handleAuth(
      req,
      res,
      url,
      [name, ...rest].join('/'),
      {
        pg: services.db.pg,
        tokens: services.tokens,
        issuer: `${services.origin}/auth/v1`,
        server: services.auth,
        keys: services.keys,
      },
      headers,
    );
  }
  if (service === 'functions') {
    // verify_jwt = true: the platform wants a JWT as the bearer token, which the new keys are not.
    if (!openFunction) await bearerJwtClaims(req, services.tokens);
    return handleFunction(req, res, url, name, services.functions, headers);
  }
  throw new HttpError(404, { message: 'no Route matched with those values' });
}

/** The request target as a URL; one that cannot be parsed is the client's mistake, not a crash. */
function requestUrl(req: IncomingMessage, origin: string): URL {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    throw new HttpError(400, { message: 'Invalid request URL' });
  }
}

/** A percent-decoded path segment; a malformed escape is left as it is (and matches no table). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
