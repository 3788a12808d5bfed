import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createAuthServer, handleAuth, type AuthServer } from './auth/handler';
import { prepareAuthSchema } from './auth/sessions';
import { seedAdmin } from './auth/users';
import { openDatabase, type Database, type RequestContext } from './database';
import { handleFunction } from './functions/handler';
import { FunctionRuntime } from './functions/runtime';
import { migratedTemplate } from './migrated-template';
import {
  ALLOWED_METHODS,
  header,
  headerObject,
  HttpError,
  listenLocally,
  methodNotAllowed,
  postgrestError,
  sendJson,
  send,
  type LocalServer,
  type ServerTimeouts,
} from './http';
import {
  isBrowserRequest,
  isNewApiKey,
  localApiKeys,
  matchNewApiKey,
  type ProjectApiKeys,
} from './api-keys';
import {
  generateSigningKey,
  importSigningKey,
  TokenIssuer,
  type Claims,
  type SigningKey,
} from './jwt';
import { servePostgres, type PostgresPort } from './postgres/port';
import { CronRunner, PgNetWorker } from './platform/workers';
import { readProjectConfig, type ProjectConfig } from './project-config';
import { loadCatalog, type Catalog } from './rest/catalog';
import { handleRest } from './rest/handler';
import { handleRpc } from './rest/rpc';
import { locales } from '../src/content/locales/index.ts';
import { pushMigrations, SUPABASE_DIR } from './supabase-cli';

export interface LocalBackendOptions {
  /** 0 picks a free port. */
  port: number;
  /**
   * The database's Postgres port, for the Supabase CLI and other tools (54322 on `npm start`, the
   * CLI's own local port). 0, the default, picks a free port.
   */
  dbPort?: number;
  /** A folder to keep the database in between runs; in memory when undefined. */
  dataDir?: string;
  /**
   * Start the in-memory database as a copy of one the Supabase CLI migrated before
   * (migrated-template.ts) instead of running `db push` on a new one: the tests start dozens of
   * backends. Ignored with `dataDir`.
   */
  fromMigratedTemplate?: boolean;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  /** Where the Edge Functions live; defaults to supabase/functions beside the migrations. */
  functionsDir?: string;
  /**
   * Settings for the functions, over this process's environment (as `supabase secrets set` adds
   * to a hosted project's): for example where notify-owner sends email.
   */
  functionEnv?: Record<string, string>;
  /**
   * Whether the database calls notify-owner for new messages (the Vault secrets are set); true by
   * default, as on a project set up by the README.
   */
  notifyOwner?: boolean;
  /**
   * Tests only: take the caller's X-Forwarded-For as the address the platform vouches for, so one
   * test can act as many visitors. Off by default: then, as on Supabase, the address the caller
   * connected from is appended and only that one counts. No request can turn it on.
   */
  trustCallerForwardedFor?: boolean;
  /** How long clients get to send their requests; DEFAULT_TIMEOUTS (http.ts) unless given. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Tests only: false runs the pg_cron jobs only when the test asks (runScheduledJobs), never at
   * the top of a minute, so a job cannot run between two steps of a test by the clock. True (the
   * default) runs them on their schedule, as pg_cron does.
   */
  scheduledJobsOnTheClock?: boolean;
  /**
   * Whether the legacy `anon` / `service_role` JWT keys still work (true by default, as on a
   * project that has not turned them off). With false they get 401, as on a project that has, and
   * the functions get no SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY.
   */
  legacyApiKeys?: boolean;
}

export interface LocalBackend {
  url: string;
  /** The database's Postgres URL (user postgres, password postgres), for `supabase` commands. */
  dbUrl: string;
  /** The migration files `supabase db push` applied as the backend started (none on a reopened database). */
  appliedMigrations: string[];
  /** The publishable key (`sb_publishable_...`): the browser's key. */
  publishableKey: string;
  /** The secret key (`sb_secret_...`): servers only; refused from a browser. */
  secretKey: string;
  /** Where the public keys that verify user tokens are served. */
  jwksUrl: string;
  /** The legacy anon JWT key (refused when `legacyApiKeys` is false). */
  anonKey: string;
  /** The legacy service_role JWT key (refused when `legacyApiKeys` is false). */
  serviceRoleKey: string;
  db: Database;
  /** Sends what pg_net has queued now and resolves when the queue is empty. */
  sendQueuedRequests(): Promise<void>;
  /** Runs the pg_cron jobs now (all of them, whatever their schedule); returns their names. */
  runScheduledJobs(): Promise<string[]>;
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
  const template =
    options.fromMigratedTemplate && !options.dataDir ? await migratedTemplate() : undefined;
  const db = await openDatabase(options.dataDir, template);
  const legacy = options.legacyApiKeys !== false;
  const signingKey = await projectSigningKey(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const tokens = new TokenIssuer(options.jwtSecret, signingKey, legacy);
  const keys: GatewayKeys = { ...localApiKeys(options.jwtSecret), legacy };
  const pgNet = new PgNetWorker(db.pg);
  const cron = new CronRunner(db.pg, () => void pgNet.kick());
  let postgres: PostgresPort | undefined;
  let functions: FunctionRuntime | undefined;
  let server: LocalServer | undefined;
  try {
    // The migrations reach the database the way a deploy sends them: the Supabase CLI's
    // `db push`, over the Postgres port.
    postgres = await servePostgres(db.pg, options.dbPort ?? 0);
    const appliedMigrations = template ? [] : await pushMigrations(postgres.url);
    await prepareAuthSchema(db.pg);
    await seedAdmin(db.pg, options.adminEmail, options.adminPassword);
    const catalog = await loadCatalog(db.pg);
    const config = readProjectConfig();
    const anonKey = await tokens.apiKey('anon');
    const serviceRoleKey = await tokens.apiKey('service_role');
    // The database calls notify-owner with this secret (from Vault); the function checks it.
    const notifySecret = randomBytes(24).toString('base64url');

    // Requests that arrive before everything below is ready wait for it.
    let ready!: (services: Services) => void;
    const servicesReady = new Promise<Services>((resolve) => (ready = resolve));
    const local = await listenLocally(
      options.port,
      async (req, res) => route(req, res, await servicesReady),
      answerError,
      { timeouts: options.timeouts },
    );
    server = local;
    const url = local.url;

    // What a hosted function gets from the platform, over this machine's settings.
    functions = new FunctionRuntime(
      options.functionsDir ?? join(SUPABASE_DIR, 'functions'),
      () => ({
        ...withoutNodeOptions(process.env),
        ...options.functionEnv,
        SUPABASE_URL: url,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishable }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secret }),
        SUPABASE_JWKS: JSON.stringify(tokens.jwks()),
        ...(keys.legacy
          ? { SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey }
          : {}),
        NOTIFY_WEBHOOK_SECRET: notifySecret,
      }),
    );
    const services: Services = {
      db,
      catalog,
      tokens,
      keys,
      functions,
      config,
      origin: url,
      pgNet,
      trustCaller: options.trustCallerForwardedFor === true,
      auth: createAuthServer(config.auth),
    };
    ready(services);
    await setVaultSecrets(db, {
      notify_owner_url: options.notifyOwner === false ? '' : `${url}/functions/v1/notify-owner`,
      notify_owner_secret: notifySecret,
    });
    // The languages the site is published in: the database keeps a visitor's language only when
    // it is one of them (`npm run deploy` tells a hosted project the same).
    await db.pg.query('select public.set_site_languages($1)', [locales.map(({ code }) => code)]);
    pgNet.start();
    if (options.scheduledJobsOnTheClock !== false) cron.start();

    return {
      url,
      dbUrl: postgres.url,
      appliedMigrations,
      publishableKey: keys.publishable,
      secretKey: keys.secret,
      jwksUrl: `${url}${JWKS_PATH}`,
      anonKey,
      serviceRoleKey,
      db,
      sendQueuedRequests: () => pgNet.kick(),
      runScheduledJobs: () => cron.runDue(new Date(), true),
      async close() {
        cron.stop();
        await local.close();
        await postgres?.close();
        await pgNet.stop();
        await functions?.close();
        await db.close();
      },
    };
  } catch (error) {
    cron.stop();
    await server?.close();
    await postgres?.close();
    await pgNet.stop();
    await functions?.close();
    await db.close();
    throw error;
  }
}

/** Creates or updates Vault secrets, as `select vault.create_secret(...)` does on a hosted project. */
async function setVaultSecrets(db: Database, secrets: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(secrets)) {
    await db.pg.query(
      `insert into vault.secrets (name, secret) values ($1, $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [name, value],
    );
  }
}

/** Where Auth publishes the public keys of the JWT signing keys. */
const JWKS_PATH = '/auth/v1/.well-known/jwks.json';
/** The Vault entry the local project keeps its signing key in, so tokens survive a restart. */
const SIGNING_KEY_SECRET = 'local_backend_jwt_signing_key';

/**
 * The project's JWT signing key: the one kept in the database, or a new one kept there now. (A
 * hosted project keeps its keys in Auth's own storage; the local Vault stands in for it.)
 */
async function projectSigningKey(db: Database): Promise<SigningKey> {
  const stored = await db.pg.query<{ secret: string }>(
    'select secret from vault.secrets where name = $1',
    [SIGNING_KEY_SECRET],
  );
  const kept = stored.rows[0]?.secret;
  if (kept) return importSigningKey(JSON.parse(kept) as Parameters<typeof importSigningKey>[0]);
  const { key, storable } = await generateSigningKey();
  await setVaultSecrets(db, { [SIGNING_KEY_SECRET]: JSON.stringify(storable) });
  return key;
}

/** Node's own options mean nothing to Deno. */
function withoutNodeOptions(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NODE_OPTIONS'));
}

/** The keys the gateway accepts: the new ones, and the legacy JWTs unless they are turned off. */
interface GatewayKeys extends ProjectApiKeys {
  legacy: boolean;
}

interface Services {
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

async function route(req: IncomingMessage, res: ServerResponse, services: Services): Promise<void> {
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
  const keyClaims = openFunction ? undefined : await checkApiKey(req, url, services);
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

/**
 * The client address as Supabase's proxies report it: whatever X-Forwarded-For the caller sent,
 * then the address the proxy saw appended to it (the guards trust only that last entry), and no
 * cf-connecting-ip or cf-ipcountry, which only the platform's edge sets (a caller's own would
 * pick its address or its country). With `trustCaller` (tests only) the caller's headers are
 * taken as the platform's, so one test can act as many visitors, from many countries.
 */
export function asPlatformProxy(
  headers: Record<string, string>,
  socketAddress: string | undefined,
  trustCaller: boolean,
): Record<string, string> {
  const seen = (socketAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  if (trustCaller) {
    headers['x-forwarded-for'] ??= seen;
    return headers;
  }
  delete headers['cf-connecting-ip'];
  delete headers['cf-ipcountry'];
  const sent = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = sent ? `${sent}, ${seen}` : seen;
  return headers;
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

/**
 * Supabase's gateway refuses any request without a valid project key, and any secret key sent
 * from a browser. Answers the claims the key itself stands for: `anon` for the publishable key,
 * `service_role` for the secret key, a legacy key's own claims.
 */
async function checkApiKey(req: IncomingMessage, url: URL, services: Services): Promise<Claims> {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!key) throw new HttpError(401, { message: 'No API key found in request' });
  const kind = matchNewApiKey(services.keys, key);
  if (kind === 'secret' && isBrowserRequest(header(req, 'user-agent'))) {
    throw new HttpError(401, {
      message: 'Forbidden use of secret API key in browser',
      hint: 'Secret API keys are for servers. Use the publishable key in a browser.',
    });
  }
  if (kind) return { role: kind === 'secret' ? 'service_role' : 'anon' };
  if (isNewApiKey(key) || !services.keys.legacy) {
    throw new HttpError(401, { message: 'Invalid API key' });
  }
  const result = await services.tokens.verify(key);
  if (!result.ok || result.claims.role === 'authenticated') {
    throw new HttpError(401, { message: 'Invalid API key' });
  }
  return result.claims;
}

/**
 * The claims PostgREST runs the request with: the bearer token's, or the API key's when there is
 * no bearer or the bearer is the API key itself (supabase-js sends the key as both before anyone
 * signs in).
 */
async function requestClaims(
  req: IncomingMessage,
  tokens: TokenIssuer,
  keyClaims: Claims,
): Promise<Claims> {
  const bearer = bearerToken(req);
  const key = header(req, 'apikey');
  if (bearer === undefined || bearer === key) return keyClaims;
  return verifiedJwt(bearer, tokens);
}

/**
 * What `verify_jwt = true` checks: the bearer token (else the API key) must be a JWT the project
 * signed. A publishable or secret key is none, so it gets 401, as on the platform.
 */
function bearerJwtClaims(req: IncomingMessage, tokens: TokenIssuer): Promise<Claims> {
  return verifiedJwt(bearerToken(req) ?? header(req, 'apikey') ?? '', tokens);
}

function bearerToken(req: IncomingMessage): string | undefined {
  return header(req, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
}

async function verifiedJwt(token: string, tokens: TokenIssuer): Promise<Claims> {
  const result = await tokens.verify(token);
  if (result.ok) return result.claims;
  if (result.reason === 'expired') throw postgrestError(401, 'PGRST303', 'JWT expired');
  throw postgrestError(401, 'PGRST301', result.message);
}

function answerError(res: ServerResponse, error: unknown): void {
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
