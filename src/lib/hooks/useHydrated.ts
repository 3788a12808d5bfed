import { startTransition, useEffect, useState } from 'react';

/**
 * False while rendering on the server and during hydration, true soon after. For parts of a page
 * that only enhance it in the browser, so the prerendered HTML stays lean and hydration matches
 * it. The switch is a transition: React renders the enhancement in small slices, without
 * blocking the visitor's first taps.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
