/// <reference types="vite/client" />
/**
 * The site's configuration, read from the environment in this one module and nowhere else, and
 * checked once when the site loads.
 *
 * The build tool sets all three variables (vite.config.ts, resolved by scripts/config.ts). With
 * no `.env` they name the embedded local backend: its URL (LOCAL_BACKEND_PORT), its publishable
 * key (derived from LOCAL_JWT_SECRET), and its ADMIN_EMAIL. For a hosted Supabase project they
 * are the `VITE_` variables of `.env` (see `.env.example`). Only public values belong here: Vite
 * copies every `VITE_` variable into the browser bundle.
 */

export interface SiteConfig {
  /** Base URL of the Supabase project (or the local backend), without a trailing slash. */
  supabaseUrl: string;
  /**
   * The project's publishable key (`sb_publishable_...`; on an older project, the legacy anon
   * JWT): it identifies the project and grants only what row-level security allows `anon`.
   */
  supabaseKey: string;
  /** The one account that may sign in to /admin; the page asks only for its password. */
  adminEmail: string;
}

/** The variables the site reads. */
export const SITE_VARIABLES = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_PUBLISHABLE_KEY',
  'VITE_ADMIN_EMAIL',
] as const;

type Env = Partial<Record<(typeof SITE_VARIABLES)[number], string>>;

/** Builds the configuration from the variables; throws one error naming every bad one. */
export function readConfig(env: Env): SiteConfig {
  const problems: string[] = [];
  const read = (
    name: keyof Env,
    valid: (value: string) => boolean,
    rule: string,
    { echo = true } = {},
  ): string => {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name} is not set.`);
    else if (!valid(value))
      problems.push(`${name} must be ${rule}${echo ? `, got "${value}"` : ''}.`);
    return value;
  };
  const supabaseUrl = read(
    'VITE_SUPABASE_URL',
    (value) => /^https?:\/\/[^/]+/.test(value),
    'an http(s) URL',
  ).replace(/\/+$/, '');
  const supabaseKey = read(
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    (value) => !value.startsWith('sb_secret_'),
    'the publishable key, never a secret key',
    // A secret key shown in the page's console would be a leak of its own.
    { echo: false },
  );
  const adminEmail = read(
    'VITE_ADMIN_EMAIL',
    (value) => /^[^\s@]+@[^\s@]+$/.test(value),
    'an email address',
  );
  if (problems.length > 0) {
    throw new Error(
      `The site's configuration is incomplete: ${problems.join(' ')} vite.config.ts sets these ` +
        '(npm start, npm run dev and npm run build run through it); see .env.example.',
    );
  }
  return { supabaseUrl, supabaseKey, adminEmail };
}

export const config: SiteConfig = readConfig({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
  VITE_ADMIN_EMAIL: import.meta.env.VITE_ADMIN_EMAIL,
});
