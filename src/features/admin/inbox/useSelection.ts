import { useCallback, useMemo, useState } from 'react';
import type { ContactMessage } from '../api/types';

interface SelectionState {
  /** The list the selection was made in; another list starts with nothing selected. */
  view: string;
  ids: ReadonlySet<string>;
  /** The last message ticked or unticked, where a Shift range starts. */
  anchor: string | null;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Which of the listed messages the owner ticked for a bulk action. Only messages still listed
 * count: one that left the list (deleted, moved, or no longer matching) drops out by itself, and
 * a new folder, filter or search (`view`) starts empty. Shift with a tick sets the whole range
 * from the last tick, as in a mail client.
 */
export function useSelection(view: string, messages: ContactMessage[]) {
  const [state, setState] = useState<SelectionState>({ view, ids: NOTHING, anchor: null });
  // Another list: forget the old ticks now, during render, so they never come back with it.
  if (state.view !== view) setState({ view, ids: NOTHING, anchor: null });
  const ids = state.view === view ? state.ids : NOTHING;

  const selected = useMemo(
    () => messages.filter((message) => ids.has(message.id)),
    [messages, ids],
  );

  const isSelected = useCallback((id: string) => ids.has(id), [ids]);

  /** Ticks (or unticks) one message; with `range`, every message from the anchor to it. */
  const toggle = useCallback(
    (message: ContactMessage, on: boolean, range = false) => {
      const next = new Set(ids);
      const from = range && state.anchor ? messages.findIndex((m) => m.id === state.anchor) : -1;
      const to = messages.findIndex((m) => m.id === message.id);
      const span =
        from >= 0 && to >= 0
          ? messages.slice(Math.min(from, to), Math.max(from, to) + 1)
          : [message];
      for (const m of span) {
        if (on) next.add(m.id);
        else next.delete(m.id);
      }
      setState({ view, ids: next, anchor: message.id });
    },
    [ids, messages, state.anchor, view],
  );

  /** Ticks every listed message, or none. */
  const setAll = useCallback(
    (on: boolean) =>
      setState({
        view,
        ids: on ? new Set(messages.map((message) => message.id)) : NOTHING,
        anchor: null,
      }),
    [messages, view],
  );

  return { selected, isSelected, toggle, setAll };
}
