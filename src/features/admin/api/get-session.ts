import { getSupabase } from '../../../lib/supabase';

/**
 * Whether this browser holds a Supabase session (restored from storage, refreshed if it expired).
 * It never rejects: a session that cannot be read (or a client that could not load) counts as
 * none, and the page asks for the password again, whose sign-in tries everything anew.
 */
export async function hasAdminSession(): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.getSession();
    return !error && data.session !== null;
  } catch {
    return false;
  }
}
