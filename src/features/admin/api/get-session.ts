import { getSupabase } from '../../../lib/supabase';

/**
 * Whether this browser holds a Supabase session (restored from storage, refreshed if it expired).
 * A session that cannot be read counts as none: the page then asks for the password again.
 */
export async function hasAdminSession(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  return !error && data.session !== null;
}
