import { adminTexts } from '../../../content/admin';
import { config } from '../../../lib/config';
import { getSupabase } from '../../../lib/supabase';
import { AdminError, failsWith } from './errors';

/** The parts of a supabase-js auth error this module reads. */
export interface SignInError {
  message: string;
  code?: string;
  status?: number;
}

/**
 * The text the login shows for a sign-in the backend refused: 'Invalid password' for wrong
 * credentials, a plea to wait when attempts are limited, and otherwise the connection text (auth-js
 * reports a request that never got an answer with status 0), never the backend's own message.
 */
export function signInErrorMessage(error: SignInError): string {
  const texts = adminTexts.errors;
  if (error.code === 'invalid_credentials' || error.status === 400) return texts.invalidPassword;
  // Supabase Auth limits sign-in attempts per address.
  if (error.status === 429) return texts.tooManyAttempts;
  return texts.connection;
}

/**
 * Signs the owner in. The page asks only for the password; the backend checks it against the
 * admin account named in the configuration, so the bundle holds no secret. Rejects with an
 * AdminError: the refusal's text, or the connection text when the backend (or the client's code)
 * could not be reached.
 */
export function signInAsAdmin(password: string): Promise<void> {
  return failsWith(adminTexts.errors.connection, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({
      email: config.adminEmail,
      password,
    });
    if (error) throw new AdminError(signInErrorMessage(error), { cause: error });
  });
}
