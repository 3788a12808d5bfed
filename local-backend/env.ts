/**
 * The local backend's configuration, read from the environment in this one module and nowhere
 * else: the shell's variables over those in `.env` (`.env.example` documents each one). Every
 * value is checked once, here, and a bad one stops the start with a message that names it.
 *
 * Also the small schema reader that the scripts' configuration (scripts/config.ts) uses for its
 * own variables, so both sides spell and check a setting the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv as parseEnvText } from 'node:util';
import { LOCAL_SUPABASE_HOST, LOCAL_SUPABASE_PORT } from '../src/lib/localSupabase.ts';
import { CLI_DEFAULT_JWT_SECRET, localApiKeys } from './api-keys.ts';
import { TokenIssuer } from './jwt.ts';
import { readProjectConfig } from './project-config.ts';
import type { LocalBackendOptions } from './server.ts';

/** Variables by name, as `process.env` holds them. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** The local backend's defaults: what runs with no `.env`. */
export const LOCAL_DEFAULTS = {
  port: LOCAL_SUPABASE_PORT,
  adminEmail: 'admin@example.com',
  adminPassword: 'local-admin-password',
  // The Supabase CLI's well-known development secret: with it, the local keys are the CLI's own
  // (its publishable and secret keys, and its demo anon key).
  jwtSecret: CLI_DEFAULT_JWT_SECRET,
  dataDir: '.local-backend/db',
  // `npm start`'s site: the /admin link in the owner's emails points there.
  siteUrl: 'http://127.0.0.1:5173',
};

/** HS256 needs a key this long; shorter secrets are refused. */
export const MIN_JWT_SECRET_LENGTH = 32;

// --- The schema reader ----------------------------------------------------------------------

/** A value one variable may not have; the message names the variable. */
export class SettingError extends Error {}

/** Every bad value of one configuration, listed in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `${problems[0]} See .env.example.`
        : `The configuration has ${problems.length} bad values (see .env.example):\n` +
            problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads one variable: gets its trimmed value (undefined when it is unset or blank) and its name,
 * returns the setting or throws a SettingError.
 */
export type Setting<T> = (value: string | undefined, name: string) => T;

export type Settings<S extends Record<string, Setting<unknown>>> = {
  [Name in keyof S]: ReturnType<S[Name]>;
};

/** Reads every variable of a schema from `env`; throws one ConfigError listing each bad value. */
export function parseEnv<S extends Record<string, Setting<unknown>>>(
  schema: S,
  env: RawEnv,
): Settings<S> {
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, read] of Object.entries(schema)) {
    try {
      settings[name] = read(env[name]?.trim() || undefined, name);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return settings as Settings<S>;
}

/** Any text; `fallback` when unset. */
export function text(): Setting<string | undefined>;
export function text(fallback: string): Setting<string>;
export function text(fallback?: string): Setting<string | undefined> {
  return (value) => value ?? fallback;
}

/** A TCP port from 1 to 65535; `fallback` when unset. */
export function port(fallback: number): Setting<number> {
  return (value, name) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < 1 || number > 65535) {
      throw new SettingError(`${name} must be a port number from 1 to 65535, got "${value}".`);
    }
    return number;
  };
}

/** An absolute http(s) URL with no trailing slash, or undefined when unset. */
export function httpUrl(): Setting<string | undefined> {
  return (value, name) => (value === undefined ? undefined : parseHttpUrl(value, name));
}

/** `value` as an http(s) URL without its trailing slashes; throws a SettingError naming `name`. */
export function parseHttpUrl(value: string, name: string): string {
  const trimmed = value.trim();
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new SettingError(`${name} must be an http(s) URL, got "${trimmed}".`);
  }
  return trimmed.replace(/\/+$/, '');
}

/** An email address (something@somewhere); `fallback` when unset. */
export function email(): Setting<string | undefined>;
export function email(fallback: string): Setting<string>;
export function email(fallback?: string): Setting<string | undefined> {
  return (value, name) => {
    if (value === undefined) return fallback;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
      throw new SettingError(`${name} must be an email address, got "${value}".`);
    }
    return value;
  };
}

/** A secret of at least `minLength` characters; `fallback` when unset. Never echoed. */
export function secret(minLength: number, fallback: string): Setting<string> {
  return (value, name) => {
    if (value === undefined) return fallback;
    if (value.length < minLength) {
      throw new SettingError(`${name} must be at least ${minLength} characters long.`);
    }
    return value;
  };
}

/**
 * The variables only `npm run deploy` reads. They belong in `.env.deploy` (DEPLOY_ENV_FILE) or the
 * environment; in `.env` they mark a file written for the deploy (see readLocalEnvFile).
 */
export const DEPLOY_ONLY_VARIABLES = [
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_PROJECT_REF',
  'SUPABASE_SECRET_KEY',
] as const;

/** The deploy's own env file: `npm start`, `npm run dev` and the local backend never read it. */
export const DEPLOY_ENV_FILE = '.env.deploy';

/** `.env` as the local site and backend read it. */
export interface LocalEnvFile {
  /** The variables they take from it. */
  values: Record<string, string>;
  /** The variables they leave, because the file was written for the deploy; none otherwise. */
  setAside: string[];
}

/**
 * `<root>/.env` as the local site and backend read it. Until `.env.deploy`, the README had the
 * deploy's inputs put in `.env`: the live project's URL and key, the live owner's email and
 * password, the live email and chat keys. Taken as local settings they point `npm start` at the
 * live project, or stop it (VITE_SUPABASE_URL without VITE_ADMIN_EMAIL), and make the live
 * password the local one, printed at every start. So a `.env` holding a variable only the deploy
 * reads is taken for the deploy's file: the local side reads only the local backend's own
 * variables from it (LOCAL_*), runs as it does with no `.env` otherwise, and says what it set
 * aside. The shell's variables are never set aside.
 */
export function readLocalEnvFile(root: string): LocalEnvFile {
  const values = readEnvFile(join(root, '.env'));
  const names = Object.keys(values);
  if (!names.some(isDeployOnly)) {
    return { values, setAside: [] };
  }
  const local = (name: string) => name.startsWith('LOCAL_') && name in LOCAL_BACKEND_SCHEMA;
  return {
    values: Object.fromEntries(Object.entries(values).filter(([name]) => local(name))),
    setAside: names.filter((name) => !local(name)).sort(),
  };
}

/** What the local side says about a `.env` written for the deploy (readLocalEnvFile), if anything. */
export function setAsideNote(setAside: readonly string[]): string | undefined {
  if (setAside.length === 0) return undefined;
  const deployOnly = setAside.filter(isDeployOnly);
  const live = setAside.filter((name) => !isDeployOnly(name));
  return (
    `.env holds the deploy's inputs (${deployOnly.join(', ')}), ` +
    (live.length > 0
      ? `so the local site left out what it holds for the live one (${live.join(', ')}) and runs ` +
        'on the local backend as with no .env. Move those lines '
      : 'which nothing local reads. Move them ') +
    `to ${DEPLOY_ENV_FILE}, which the deploy reads (see .env.deploy.example), and keep in .env ` +
    'only what the local site should use.'
  );
}

function isDeployOnly(name: string): boolean {
  return (DEPLOY_ONLY_VARIABLES as readonly string[]).includes(name);
}

/** The variables of an env file (`KEY=value` lines); none when the file does not exist. */
export function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const entries = Object.entries(parseEnvText(readFileSync(path, 'utf8')));
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

// --- The local backend's settings -------------------------------------------------------------

/** The variables the local backend reads, each with its rule and default. */
export const LOCAL_BACKEND_SCHEMA = {
  LOCAL_BACKEND_PORT: port(LOCAL_DEFAULTS.port),
  // The Supabase CLI's local database port, from supabase/config.toml ([db] port).
  LOCAL_DB_PORT: port(readProjectConfig().db.port),
  LOCAL_DB_DIR: text(LOCAL_DEFAULTS.dataDir),
  LOCAL_JWT_SECRET: secret(MIN_JWT_SECRET_LENGTH, LOCAL_DEFAULTS.jwtSecret),
  ADMIN_EMAIL: email(LOCAL_DEFAULTS.adminEmail),
  ADMIN_PASSWORD: text(LOCAL_DEFAULTS.adminPassword),
  EMAIL_API_URL: httpUrl(),
  NOTIFY_EMAIL_TO: text(),
  SITE_URL: httpUrl(),
};

export interface LocalBackendConfig {
  /** LOCAL_BACKEND_PORT: the port on 127.0.0.1 it listens on. */
  port: number;
  /** Where it listens: `http://127.0.0.1:<port>`, the URL the site talks to. */
  url: string;
  /** LOCAL_DB_PORT: where the database is served (Postgres) for the Supabase CLI and tools. */
  dbPort: number;
  /** LOCAL_DB_DIR: the folder the database is kept in between runs. */
  dataDir: string;
  /** LOCAL_JWT_SECRET: signs its JWTs, the site's anon key among them. */
  jwtSecret: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the admin account each start creates or updates. */
  adminEmail: string;
  adminPassword: string;
  /** EMAIL_API_URL: the email API for the owner's emails; undefined = the local mailbox. */
  emailApiUrl: string | undefined;
  /** NOTIFY_EMAIL_TO: who gets the owner's emails; ADMIN_EMAIL unless set. */
  notifyEmailTo: string;
  /** SITE_URL: the base of the /admin link in the owner's emails; `npm start`'s site unless set. */
  siteUrl: string;
  /**
   * The variables of `.env` (the shell's value where it sets one too), handed to the Edge
   * Functions over this process's environment, as `supabase secrets set` hands them on a
   * hosted project.
   */
  functionEnv: Record<string, string>;
}

export interface ReadEnvOptions {
  /** The shell's variables; they win over `.env`. */
  env?: RawEnv;
  /** The folder whose `.env` is read; the working directory by default. */
  root?: string;
}

/** The address the local backend listens on for a port. */
export function localBackendUrl(port: number): string {
  return `http://${LOCAL_SUPABASE_HOST}:${port}`;
}

/**
 * Reads and checks the local backend's settings: the shell's variables, then `.env` (without what
 * a `.env` written for the deploy holds for the live site: readLocalEnvFile).
 */
export function readLocalBackendConfig(options: ReadEnvOptions = {}): LocalBackendConfig {
  const { env = process.env, root = process.cwd() } = options;
  const file = readLocalEnvFile(root).values;
  const merged: RawEnv = { ...file, ...env };
  const settings = parseEnv(LOCAL_BACKEND_SCHEMA, merged);
  return {
    port: settings.LOCAL_BACKEND_PORT,
    url: localBackendUrl(settings.LOCAL_BACKEND_PORT),
    dbPort: settings.LOCAL_DB_PORT,
    dataDir: settings.LOCAL_DB_DIR,
    jwtSecret: settings.LOCAL_JWT_SECRET,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    emailApiUrl: settings.EMAIL_API_URL,
    notifyEmailTo: settings.NOTIFY_EMAIL_TO ?? settings.ADMIN_EMAIL,
    siteUrl: settings.SITE_URL ?? LOCAL_DEFAULTS.siteUrl,
    functionEnv: Object.fromEntries(
      Object.keys(file).map((name) => [name, merged[name] ?? file[name] ?? '']),
    ),
  };
}

/** What startLocalBackend needs of the settings. */
export function backendOptions(config: LocalBackendConfig): LocalBackendOptions {
  return {
    port: config.port,
    dbPort: config.dbPort,
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecret,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  };
}

/**
 * The anon key a backend with this JWT secret accepts: the same key it signs for itself. The
 * default secret gives the Supabase CLI's demo anon key.
 */
export function localAnonKey(jwtSecret: string): Promise<string> {
  return new TokenIssuer(jwtSecret).apiKey('anon');
}

/** Whether a backend with this JWT secret accepts `key` as its anon key. */
export async function isLocalAnonKey(jwtSecret: string, key: string): Promise<boolean> {
  const result = await new TokenIssuer(jwtSecret).verify(key);
  return result.ok && result.claims.role === 'anon';
}

/** The publishable key of a backend with this JWT secret (api-keys.ts). */
export function localPublishableKey(jwtSecret: string): string {
  return localApiKeys(jwtSecret).publishable;
}

/**
 * Whether a browser may use `key` with a backend with this JWT secret: its publishable key, or
 * its legacy anon key.
 */
export async function isLocalSiteKey(jwtSecret: string, key: string): Promise<boolean> {
  return key === localPublishableKey(jwtSecret) || isLocalAnonKey(jwtSecret, key);
}
