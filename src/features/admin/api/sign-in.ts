import { config } from '../../../lib/config';
import { getSupabase } from '../../../lib/supabase';

export const INVALID_PASSWORD_MESSAGE = 'Invalid password';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const CONNECTION_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

/** The parts of a supabase-js auth error this module reads. */
export interface SignInError {
  message: string;
  code?: string;
  status?: number;
}

/** The text the login shows for a failed sign-in (spec section 8: 'Invalid password'). */
export function signInErrorMessage(error: SignInError): string {
  if (error.code === 'invalid_credentials' || error.status === 400) return INVALID_PASSWORD_MESSAGE;
  // Supabase Auth limits sign-in attempts per address.
  if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  // auth-js reports a request that never got an answer with status 0.
  if (!error.status) return CONNECTION_ERROR_MESSAGE;
  return error.message || CONNECTION_ERROR_MESSAGE;
}

/**
 * Signs the owner in. The page asks only for the password; the backend checks it against the
 * admin account named in the configuration, so the bundle holds no secret.
 */
export async function signInAsAdmin(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email: config.adminEmail, password });
  if (error) throw new Error(signInErrorMessage(error));
}
