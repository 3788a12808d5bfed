import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { locales } from '../src/content/locales/index.ts';
import { localApiKeys } from './api-keys';
import { createAuthServer } from './auth/handler';
import { prepareAuthSchema } from './auth/sessions';
import { seedAdmin } from './auth/users';
import type { GatewayKeys } from './credentials';
import { openDatabase, type Database } from './database';
import { answerError } from './error-answer';
import { FunctionRuntime } from './functions/runtime';
import { listenLocally, type LocalServer, type ServerTimeouts } from './http';
import { TokenIssuer } from './jwt';
import { migratedTemplate } from './migrated-template';
import { CronRunner, PgNetWorker } from './platform/workers';
import { servePostgres, type PostgresPort } from './postgres/port';
import { readProjectConfig } from './project-config';
import { loadCatalog } from './rest/catalog';
import { JWKS_PATH, route, type Services } from './router';
import { projectSigningKey } from './signing-key';
import { pushMigrations, SUPABASE_DIR } from './supabase-cli';
import { setVaultSecrets } from './vault';

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

/** Node's own options mean nothing to Deno. */
function withoutNodeOptions(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NODE_OPTIONS'));
}
