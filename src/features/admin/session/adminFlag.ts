/**
 * The remembered admin state: localStorage `adminAuthenticated` = 'true' while the owner is signed
 * in. It is written on sign-in and cleared on sign-out, but it opens nothing by itself: the page
 * trusts the Supabase session. Storage can throw (private mode, blocked cookies), and a
 * failure to remember never stops the owner from working, so errors are swallowed here.
 */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';

export function rememberAdmin(): void {
  try {
    window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  } catch {
    // Storage unavailable: the session still works for this page.
  }
}

export function forgetAdmin(): void {
  try {
    window.localStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
