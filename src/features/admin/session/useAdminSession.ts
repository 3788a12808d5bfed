import { useCallback, useEffect, useState } from 'react';
import { hasAdminSession } from '../api/get-session';
import { signInAsAdmin } from '../api/sign-in';
import { signOutAdmin } from '../api/sign-out';
import { forgetAdmin, rememberAdmin } from './adminFlag';

export type AdminSessionStatus = 'checking' | 'signed-out' | 'signed-in' | 'signing-out';

/**
 * Whether the owner is signed in, decided by the Supabase session alone. On mount it looks for a
 * session and brings the `adminAuthenticated` flag in line with it, so a stale flag is cleared.
 */
export function useAdminSession() {
  const [status, setStatus] = useState<AdminSessionStatus>('checking');

  useEffect(() => {
    let active = true;
    hasAdminSession()
      .catch(() => false)
      .then((signedIn) => {
        if (!active) return;
        if (signedIn) rememberAdmin();
        else forgetAdmin();
        setStatus(signedIn ? 'signed-in' : 'signed-out');
      });
    return () => {
      active = false;
    };
  }, []);

  /** Rejects with an Error to show ('Invalid password', ...) when the backend says no. */
  const signIn = useCallback(async (password: string) => {
    await signInAsAdmin(password);
    rememberAdmin();
    setStatus('signed-in');
  }, []);

  /**
   * Always ends signed out, even if the server could not be told. The inbox closes first, so no
   * call of its own starts while the session is being ended (it would go without a session).
   */
  const signOut = useCallback(async () => {
    setStatus('signing-out');
    try {
      await signOutAdmin();
    } catch {
      // signOutAdmin already fell back to a local sign-out; nothing more to do.
    } finally {
      forgetAdmin();
      setStatus('signed-out');
    }
  }, []);

  return { status, signIn, signOut };
}
