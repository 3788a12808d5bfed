import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';
import type { Database } from '../shared/database.types';
import { OWNER_SESSION_KEY } from './visits/beacon';

/** The site's client, typed with the migrations' tables and functions (database.types.ts). */
export type SiteSupabaseClient = SupabaseClient<Database>;

let client: Promise<SiteSupabaseClient> | undefined;

/**
 * The one Supabase client of the site. supabase-js is loaded on first use (the first send or the
 * admin page), so visitors who only read the page never download it.
 *
 * Only a created client is kept. A load that failed (a flaky connection dropped the chunk) is
 * forgotten as soon as it fails, so the next call downloads it again instead of failing until
 * the page is reloaded. Calls made while one load is under way share it.
 */
export function getSupabase(): Promise<SiteSupabaseClient> {
  if (client) return client;
  const loading = import('@supabase/supabase-js').then(({ createClient }) =>
    // The key is said, not left to supabase-js: the visit beacon reads it to know the owner.
    createClient<Database>(config.supabaseUrl, config.supabaseKey, {
      auth: { storageKey: OWNER_SESSION_KEY },
    }),
  );
  client = loading;
  loading.catch(() => {
    if (client === loading) client = undefined;
  });
  return loading;
}
