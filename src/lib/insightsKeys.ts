/**
 * The one thing the public page and /admin agree on about counting visits: the localStorage key
 * the owner's "Don't count this browser" switch (Insights, in /admin) sets to '1'. The public page
 * only reads it (src/lib/visits/beacon.ts); it writes no storage and no cookie.
 */
export const IGNORE_THIS_BROWSER_KEY = 'insights:ignore-this-browser';
