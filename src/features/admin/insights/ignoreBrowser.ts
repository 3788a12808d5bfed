import { IGNORE_THIS_BROWSER_KEY, IGNORE_THIS_BROWSER_VALUE } from '../../../lib/visits/beacon';

/** Whether this browser's visits are kept out of the counts (the public page reads the same mark). */
export function isBrowserIgnored(): boolean {
  try {
    return localStorage.getItem(IGNORE_THIS_BROWSER_KEY) === IGNORE_THIS_BROWSER_VALUE;
  } catch {
    return false;
  }
}

/**
 * Sets or removes the mark. Resolves to what the browser holds afterwards: a browser that refuses
 * storage (a private window's quota, a policy) keeps the switch off rather than pretend.
 */
export function setBrowserIgnored(ignored: boolean): boolean {
  try {
    if (ignored) localStorage.setItem(IGNORE_THIS_BROWSER_KEY, IGNORE_THIS_BROWSER_VALUE);
    else localStorage.removeItem(IGNORE_THIS_BROWSER_KEY);
  } catch {
    // Storage refused: the answer below says what stuck.
  }
  return isBrowserIgnored();
}
