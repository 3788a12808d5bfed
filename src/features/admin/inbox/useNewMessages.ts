import { useEffect, useState } from 'react';
import { countInboxMessagesAfter, newestInboxMessageAt } from '../api/new-messages';

/** How often an open inbox asks whether messages arrived. */
export const NEW_MESSAGE_CHECK_MS = 30_000;

/**
 * How many inbox messages arrived since the list was loaded. When the inbox becomes active (its
 * list loaded), the newest message's time is noted; then, while the tab is visible, every 30
 * seconds (and when the tab comes back) the database counts the inbox messages after it: one
 * light call that works the same on a hosted project and on the local backend. Counting arrivals
 * rather than comparing totals means a message deleted or moved meanwhile, here or on another
 * device, never hides a new one.
 */
export function useNewMessages(active: boolean): number {
  const [arrived, setArrived] = useState(0);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    // Undefined until the starting point is known: no check counts before it.
    let since: string | null | undefined;
    newestInboxMessageAt().then(
      (newest) => {
        since = newest;
      },
      () => {
        // Offline for a moment: the next check sets the starting point instead.
      },
    );
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        if (since === undefined) {
          since = await newestInboxMessageAt();
          return;
        }
        const count = await countInboxMessagesAfter(since);
        if (!stopped) setArrived(count);
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
      setArrived(0);
    };
  }, [active]);

  return active ? arrived : 0;
}
