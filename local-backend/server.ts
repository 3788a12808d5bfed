import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handleAuth } from './auth/handler';
import { seedAdmin } from './auth/users';
import { MIGRATIONS_DIR, openDatabase, type Database, type RequestContext } from './database';
import { handleFunction, loadFunctions, type FunctionHandler } from './functions/handler';
import { header, headerObject, HttpError, postgrestError, sendJson, send } from './http';
import { TokenIssuer, type Claims } from './jwt';
import { loadCatalog, type Catalog } from './rest/catalog';
import { handleRest } from './rest/handler';

export interface LocalBackendOptions {
  /** 0 picks a free port. */
  port: number;
  /** A folder to keep the database in between runs; in memory when undefined. */
  dataDir?: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  /** Where the Edge Functions live; defaults to supabase/functions beside the migrations. */
  functionsDir?: string;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  close(): Promise<void>;
}

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

/** Starts the local stand-in for a Supabase project: PostgREST, GoTrue and Edge Functions on PGlite. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const tokens = new TokenIssuer(options.jwtSecret);
  const db = await openDatabase(options.dataDir);
  try {
    await seedAdmin(db.pg, options.adminEmail, options.adminPassword);
    const catalog = await loadCatalog(db.pg);
    const functions = await loadFunctions(
      options.functionsDir ?? join(MIGRATIONS_DIR, '../functions'),
    );
    const anonKey = await tokens.apiKey('anon');
    const serviceRoleKey = await tokens.apiKey('service_role');

    const server = createServer((req, res) => {
      res.on('error', () => {});
      route(req, res, { db, catalog, tokens, functions, origin: baseUrl(server) }).catch(
        (error: unknown) => {
          answerError(res, error);
        },
      );
    });
    // A malformed HTTP request gets a 400 instead of taking the process down.
    server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', resolve);
    });

    return {
      url: baseUrl(server),
      anonKey,
      serviceRoleKey,
      db,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

function baseUrl(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Services {
  db: Database;
  catalog: Catalog;
  tokens: TokenIssuer;
  functions: Map<string, FunctionHandler>;
  origin: string;
}

async function route(req: IncomingMessage, res: ServerResponse, services: Services): Promise<void> {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') return send(res, 200, null);

  const url = requestUrl(req, services.origin);
  const [, service, version, name, ...rest] = url.pathname.split('/');
  if (version !== 'v1' || !name || rest.length > 0) {
    throw new HttpError(404, { message: 'no Route matched with those values' });
  }

  await checkApiKey(req, url, services.tokens);
  const headers = headerObject(req);
  // As behind Supabase's gateway: the client's address arrives as X-Forwarded-For. The local
  // backend trusts one a caller sends (tests use that to act as different clients).
  headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '127.0.0.1';

  if (service === 'rest') {
    const claims = await requestClaims(req, services.tokens);
    const context: RequestContext = {
      claims,
      method: req.method ?? 'GET',
      path: url.pathname,
      headers,
    };
    return handleRest(
      req,
      res,
      url,
      decodePathSegment(name),
      services.db,
      services.catalog,
      context,
    );
  }
  if (service === 'auth') {
    return handleAuth(req, res, url, name, {
      pg: services.db.pg,
      tokens: services.tokens,
      issuer: `${services.origin}/auth/v1`,
    });
  }
  if (service === 'functions') {
    await requestClaims(req, services.tokens);
    return handleFunction(req, res, url, services.functions.get(name), headers);
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

/** Supabase's gateway refuses any request without a valid project key. */
async function checkApiKey(req: IncomingMessage, url: URL, tokens: TokenIssuer): Promise<void> {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!key) throw new HttpError(401, { message: 'No API key found in request' });
  const result = await tokens.verify(key);
  if (!result.ok || result.claims.role === 'authenticated') {
    throw new HttpError(401, { message: 'Invalid API key' });
  }
}

/** The claims of the bearer token, or of the API key when there is none (PostgREST's rule). */
async function requestClaims(req: IncomingMessage, tokens: TokenIssuer): Promise<Claims> {
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? header(req, 'apikey') ?? '';
  const result = await tokens.verify(token);
  if (result.ok) return result.claims;
  if (result.reason === 'expired') throw postgrestError(401, 'PGRST303', 'JWT expired');
  throw postgrestError(401, 'PGRST301', result.message);
}

function answerError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  console.error('[local-backend] unexpected error:', error);
  sendJson(res, 500, {
    code: 'PGRST000',
    details: null,
    hint: null,
    message: 'The local backend hit an unexpected error',
  });
}
