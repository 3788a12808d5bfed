import { useEffect, useRef, useState } from 'react';
import { countMessages } from './api/count-messages';

/** How often an open inbox asks whether messages arrived. */
export const NEW_MESSAGE_CHECK_MS = 30_000;

/**
 * How many inbox messages arrived since the list was loaded: while the tab is visible, every
 * 30 seconds (and when the tab comes back) the inbox count is asked for, one light call that works
 * the same on a hosted project and on the local backend. `known` is the inbox count the page
 * holds; a check counts only against the `known` it was made for, so a message the owner just
 * deleted or moved is never taken for a new one.
 */
export function useNewMessages(known: number | null, active: boolean): number {
  const [latest, setLatest] = useState<{ total: number; against: number } | null>(null);
  const knownNow = useRef(known);
  useEffect(() => {
    knownNow.current = known;
  }, [known]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible' || knownNow.current === null) return;
      const against = knownNow.current;
      try {
        const { inbox } = await countMessages();
        if (!stopped) setLatest({ total: inbox, against });
      } catch {
        // Offline for a moment: the next check tries again.
      }
    };
    const timer = setInterval(() => void check(), NEW_MESSAGE_CHECK_MS);
    const onVisibilityChange = () => void check();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active]);

  if (!active || latest === null || known === null || latest.against !== known) return 0;
  return Math.max(0, latest.total - known);
}
