import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withoutReordering } from '../../../shared/visitorText';
import type { WaitingLead } from '../api/get-follow-ups';
import type { ContactMessage } from '../api/types';
import { SEARCH_PARAM } from './useSearchQuery';

/**
 * Shows a waiting lead's message: focuses its card when the list holds it. A lead waits for days,
 * so its card is often pages down and not loaded: then the inbox searches for the lead's name
 * (the whole inbox, no other filter) and focuses the card once that list holds it.
 */
export function useOpenLead(
  messages: ContactMessage[],
  loading: boolean,
  search: string,
  focus: (id: string) => void,
): (lead: WaitingLead) => void {
  const [, setSearchParams] = useSearchParams();
  /** The lead whose card the next list should focus. */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const id = pending.current;
    if (!id || loading) return;
    pending.current = null;
    if (messages.some((message) => message.id === id)) focus(id);
  }, [messages, loading, focus]);

  return useCallback(
    (lead: WaitingLead) => {
      if (messages.some((message) => message.id === lead.id)) {
        focus(lead.id);
        return;
      }
      const name = withoutReordering(lead.name).trim();
      // Already searched for that name and not found (more than a page of them): nothing to do.
      if (!name || name === search) return;
      pending.current = lead.id;
      setSearchParams(new URLSearchParams({ [SEARCH_PARAM]: name }));
    },
    [messages, search, focus, setSearchParams],
  );
}
