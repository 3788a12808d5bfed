import { getSupabase } from '../../../lib/supabase';

/**
 * Signs the owner out. The usual sign-out also revokes the session on the server; when that
 * request fails (offline, server down) this device is still signed out locally, so Logout always
 * leaves the browser without a session.
 */
export async function signOutAdmin(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) await supabase.auth.signOut({ scope: 'local' });
}
