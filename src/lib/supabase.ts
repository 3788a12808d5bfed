import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the site. supabase-js is loaded on first use (the first send or the
 * admin page), so visitors who only read the page never download it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.supabaseUrl, config.supabaseAnonKey),
  );
  return client;
}
