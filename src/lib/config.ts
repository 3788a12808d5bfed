/**
 * The site's configuration, read from the environment in this one module and nowhere else.
 *
 * With no `.env`, everything points at the embedded local backend (`npm start` runs it on
 * 127.0.0.1:54321). For a hosted Supabase project, set the three `VITE_` variables (see
 * `.env.example`). Only public values belong here: Vite copies every `VITE_` variable into the
 * browser bundle.
 */

import { LOCAL_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './localSupabase';

export interface SiteConfig {
  /** Base URL of the Supabase project (or the local backend), without a trailing slash. */
  supabaseUrl: string;
  /** The public anon key: it identifies the project, it grants only what RLS allows anon. */
  supabaseAnonKey: string;
  /** The one account that may sign in to /admin; the page asks only for its password. */
  adminEmail: string;
}

type Env = Partial<
  Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_ADMIN_EMAIL', string>
>;

/** Builds the configuration from environment values; exported for tests. */
export function readConfig(env: Env): SiteConfig {
  const supabaseUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
  const usesLocalBackend = supabaseUrl === LOCAL_SUPABASE_URL;
  const supabaseAnonKey =
    env.VITE_SUPABASE_ANON_KEY?.trim() || (usesLocalBackend ? LOCAL_SUPABASE_ANON_KEY : '');
  const adminEmail = env.VITE_ADMIN_EMAIL?.trim() || LOCAL_ADMIN_EMAIL;

  if (!/^https?:\/\/[^/]+/.test(supabaseUrl)) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${supabaseUrl}".`);
  }
  if (!supabaseAnonKey) {
    throw new Error(
      'VITE_SUPABASE_URL points at a hosted project, so VITE_SUPABASE_ANON_KEY must be set too ' +
        '(Project Settings > API > anon public key). See .env.example.',
    );
  }
  return { supabaseUrl, supabaseAnonKey, adminEmail };
}

export const config: SiteConfig = readConfig(import.meta.env as Env);
