/**
 * One beacon per event to the visit function (supabase/functions/visit): a text/plain POST by
 * `navigator.sendBeacon`, which the browser sends even as the page unloads, needs no CORS
 * preflight and carries no cookie of ours, no identifier and no key. The function keys the
 * visitor for one day only, from the address and browser it sees (docs/decisions/022-*.md).
 *
 * Loaded on the first `trackVisit` (track.ts): kept small, it is part of every visit.
 */
import type { VisitEvent } from '../../shared/visitEvents';
import type { VisitDetails } from './track';

/**
 * The one mark the owner's "Don't count this browser" switch (/admin, Insights) leaves in
 * localStorage: with it, this page sends nothing. A switch the owner turns on, not an identifier
 * (the same value in every browser that has it). It lives here, in the beacon's own chunk, which
 * /admin's Insights imports too: a module of its own would cost every visitor one more request.
 */
export const IGNORE_THIS_BROWSER_KEY = 'insights:ignore-this-browser';
/** The value the key holds while the switch is on; the key is removed when it is off. */
export const IGNORE_THIS_BROWSER_VALUE = '1';

// The build checked this address (scripts/config.ts); the beacon does not take config.ts's
// checks and messages along for one string.
const SUPABASE_URL = String(import.meta.env.VITE_SUPABASE_URL).replace(/\/+$/, '');

/**
 * Where supabase-js keeps the owner's session in this browser: the site's client is created with
 * it as its `auth.storageKey` (lib/supabase.ts). The value is the one supabase-js chooses by
 * default for the project's URL, so a session stored before the key was set stays found. It lives
 * here, in the beacon's chunk, which must not load supabase-js, for the reason given above.
 */
export const OWNER_SESSION_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Whether this browser's visits count: not when it asks not to be tracked (Do Not Track, Global
 * Privacy Control), and not the owner's (signed in to /admin here, or "Don't count this browser"
 * switched on there). Storage is only read, never written.
 */
export function counts(): boolean {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true) return false;
  try {
    return (
      localStorage.getItem(IGNORE_THIS_BROWSER_KEY) !== IGNORE_THIS_BROWSER_VALUE &&
      localStorage.getItem(OWNER_SESSION_KEY) === null
    );
  } catch {
    // Storage blocked: nothing says this is the owner.
    return true;
  }
}

/** The body the function reads (its handler.ts says what each field may hold). */
export function visitBody(event: VisitEvent, details: VisitDetails = {}): string {
  const body: Record<string, string> = {
    event,
    path: location.pathname,
    language: document.documentElement.lang,
  };
  if (event === 'page_view') {
    // Only where the visitor came from: the function keeps the host, nothing of the path.
    if (URL.canParse(document.referrer)) body.referrer = new URL(document.referrer).origin;
    const query = new URLSearchParams(location.search);
    const source = query.get('utm_source') ?? query.get('ref');
    if (source) body.source = source.slice(0, 64);
  }
  if (details.target) body.target = details.target;
  if (details.message) body.message = details.message;
  return JSON.stringify(body);
}

export function sendVisit(event: VisitEvent, details?: VisitDetails): void {
  if (!counts() || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(`${SUPABASE_URL}/functions/v1/visit`, visitBody(event, details));
  } catch {
    // A browser that refuses the beacon (over its queue limit): this event goes uncounted.
  }
}
