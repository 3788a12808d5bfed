/**
 * The scripts' configuration (`npm start`, vite.config.ts for `npm run dev` and the build,
 * `npm run build`, `npm run vercel-headers`), read from the environment in this one module and
 * nowhere else. `.env.example` documents each variable.
 *
 * - The site's `VITE_` variables are read the way Vite reads them: the shell's, then
 *   `.env.<mode>.local`, `.env.<mode>`, `.env.local`, `.env`. The local backend's variables come
 *   from its own module (local-backend/env.ts): the shell's, then `.env`.
 * - The bundle gets the values siteSettings() resolves, through vite.config.ts. With
 *   VITE_SUPABASE_URL unset the site talks to the local backend: its URL (LOCAL_BACKEND_PORT), its
 *   publishable key (derived from its LOCAL_JWT_SECRET), and its ADMIN_EMAIL. Nothing is copied, so
 *   changing a backend setting can never leave the site behind.
 */
import { join } from 'node:path';
import {
  ConfigError,
  email,
  httpUrl,
  isLocalSiteKey,
  localPublishableKey,
  parseEnv,
  parseHttpUrl,
  readEnvFile,
  readLocalBackendConfig,
  readLocalEnvFile,
  text,
  type LocalBackendConfig,
  type LocalEnvFile,
  type RawEnv,
  type ReadEnvOptions,
} from '../local-backend/env.ts';

/** The site's public settings: what its bundle gets as VITE_ variables. */
export const SITE_SCHEMA = {
  VITE_SUPABASE_URL: httpUrl(),
  VITE_SUPABASE_PUBLISHABLE_KEY: text(),
  // The legacy anon JWT, read when VITE_SUPABASE_PUBLISHABLE_KEY is unset (older projects).
  VITE_SUPABASE_ANON_KEY: text(),
  VITE_ADMIN_EMAIL: email(),
};

/** What the build itself reads. */
export const BUILD_SCHEMA = {
  SITE_URL: httpUrl(),
  // Set by Vercel while it builds.
  VERCEL: text(),
};

export interface ScriptsConfig {
  /** VITE_SUPABASE_URL without a trailing slash; undefined when unset (the local backend). */
  supabaseUrl: string | undefined;
  /** VITE_SUPABASE_PUBLISHABLE_KEY, else the legacy VITE_SUPABASE_ANON_KEY; undefined when unset. */
  supabaseKey: string | undefined;
  /** VITE_ADMIN_EMAIL; undefined when unset. */
  adminEmail: string | undefined;
  /** The local backend's settings (local-backend/env.ts). */
  backend: LocalBackendConfig;
  /** Whether the site talks to the embedded local backend: VITE_SUPABASE_URL is unset. */
  usesLocalBackend: boolean;
  /** SITE_URL: the site's public address for the build; src/content/site.ts's unless set. */
  siteUrl: string | undefined;
  /** Whether this runs on Vercel (VERCEL is set). */
  onVercel: boolean;
  /** Every VITE_ variable Vite publishes: the build refuses secret-looking ones. */
  publicEnv: RawEnv;
  /** The shell's variables over `.env`: the build looks for their secret values in its output. */
  serverEnv: RawEnv;
  /** What the local site left out of a `.env` written for the deploy (readLocalEnvFile). */
  setAside: string[];
}

/** The three values the bundle gets (src/lib/config.ts reads them). */
export interface SiteSettings {
  supabaseUrl: string;
  supabaseKey: string;
  adminEmail: string;
}

export interface ReadScriptsOptions extends ReadEnvOptions {
  /** Vite's mode: 'development' for `npm start` and `npm run dev`, 'production' for the build. */
  mode: string;
}

/** The env files Vite reads for a mode, later ones winning. */
export function viteEnvFiles(mode: string): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
}

/** Reads and checks the scripts' settings; throws a ConfigError naming every bad value. */
export function readScriptsConfig(options: ReadScriptsOptions): ScriptsConfig {
  const { mode, env = process.env, root = process.cwd() } = options;
  // The local site (`npm start`, `npm run dev`) leaves what a `.env` written for the deploy holds
  // for the live site; the build, which is for the live site, reads `.env` whole.
  const dotEnv: LocalEnvFile =
    mode === 'development'
      ? readLocalEnvFile(root)
      : { values: readEnvFile(join(root, '.env')), setAside: [] };
  const viteFiles = Object.assign(
    {},
    ...viteEnvFiles(mode).map((f) => (f === '.env' ? dotEnv.values : readEnvFile(join(root, f)))),
  );
  const publicEnv = Object.fromEntries(
    Object.entries({ ...viteFiles, ...env }).filter(([name]) => name.startsWith('VITE_')),
  ) as RawEnv;
  const serverEnv: RawEnv = { ...dotEnv.values, ...env };

  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const site = attempt(() => parseEnv(SITE_SCHEMA, publicEnv));
  const build = attempt(() => parseEnv(BUILD_SCHEMA, serverEnv));
  const backend = attempt(() => readLocalBackendConfig({ env, root }));
  // SITE_URL is the build's and the backend's: a bad value is named once.
  if (!site || !build || !backend) throw new ConfigError([...new Set(problems)]);

  const supabaseUrl = site.VITE_SUPABASE_URL;
  return {
    supabaseUrl,
    supabaseKey: site.VITE_SUPABASE_PUBLISHABLE_KEY ?? site.VITE_SUPABASE_ANON_KEY,
    adminEmail: site.VITE_ADMIN_EMAIL,
    backend,
    usesLocalBackend: supabaseUrl === undefined,
    siteUrl: build.SITE_URL,
    onVercel: build.VERCEL !== undefined,
    publicEnv,
    serverEnv,
    setAside: dotEnv.setAside,
  };
}

/**
 * The site's URL, key and admin email. With VITE_SUPABASE_URL set (a hosted project, or any other
 * backend) they are the VITE_ variables, all required (the key: VITE_SUPABASE_PUBLISHABLE_KEY, or
 * on an older project the legacy VITE_SUPABASE_ANON_KEY), and never a secret key. Unset, they are
 * the local backend's: its URL, its publishable key and its ADMIN_EMAIL; a key that backend would
 * refuse, or a VITE_ADMIN_EMAIL other than ADMIN_EMAIL, is an error then.
 */
export async function siteSettings(config: ScriptsConfig): Promise<SiteSettings> {
  const { supabaseUrl, supabaseKey, adminEmail, backend } = config;
  const problems: string[] = [];
  if (supabaseKey?.startsWith('sb_secret_')) {
    throw new ConfigError([
      "The site's key is a secret key (sb_secret_...), which would be published in the browser " +
        'bundle. Set VITE_SUPABASE_PUBLISHABLE_KEY to the publishable key (sb_publishable_...: ' +
        'Project Settings > API Keys), and keep the secret key out of every VITE_ variable.',
    ]);
  }
  if (supabaseUrl !== undefined) {
    if (supabaseKey && adminEmail) return { supabaseUrl, supabaseKey, adminEmail };
    if (!supabaseKey) {
      problems.push(
        'VITE_SUPABASE_URL is set, so VITE_SUPABASE_PUBLISHABLE_KEY must be set too (the ' +
          "project's publishable key, sb_publishable_...: Project Settings > API Keys).",
      );
    }
    if (!adminEmail) {
      problems.push(
        'VITE_SUPABASE_URL is set, so VITE_ADMIN_EMAIL must be set too (the email of the ' +
          "project's admin account).",
      );
    }
    throw new ConfigError(problems);
  }

  if (supabaseKey && !(await isLocalSiteKey(backend.jwtSecret, supabaseKey))) {
    problems.push(
      'VITE_SUPABASE_PUBLISHABLE_KEY (or VITE_SUPABASE_ANON_KEY) is not a key of the local ' +
        'backend (its publishable key, or an anon key signed with LOCAL_JWT_SECRET), so it would ' +
        'refuse every request. Leave it unset: the site then uses the local publishable key.',
    );
  }
  if (adminEmail && adminEmail.toLowerCase() !== backend.adminEmail.toLowerCase()) {
    problems.push(
      `VITE_ADMIN_EMAIL (${adminEmail}) is not the local backend's admin account ` +
        `(ADMIN_EMAIL, ${backend.adminEmail}). Leave VITE_ADMIN_EMAIL unset to use ADMIN_EMAIL.`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    supabaseUrl: backend.url,
    supabaseKey: supabaseKey ?? localPublishableKey(backend.jwtSecret),
    adminEmail: backend.adminEmail,
  };
}

/** Vite's `define` entries that give the bundle the site's settings as its VITE_ variables. */
export function siteDefine(site: SiteSettings): Record<string, string> {
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(site.supabaseUrl),
    'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(site.supabaseKey),
    'import.meta.env.VITE_ADMIN_EMAIL': JSON.stringify(site.adminEmail),
  };
}

/** A Supabase URL checked as VITE_SUPABASE_URL is: http(s), without its trailing slashes. */
export function parseSupabaseUrl(value: string): string {
  return parseHttpUrl(value, 'VITE_SUPABASE_URL');
}
