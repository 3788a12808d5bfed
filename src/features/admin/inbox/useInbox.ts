import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { type BulkAction, changeMessages } from '../api/change-messages';
import { countMessages } from '../api/count-messages';
import { deleteMessage } from '../api/delete-message';
import { DEFAULT_PAGE_SIZE, listMessages } from '../api/list-messages';
import { setMessageRead } from '../api/set-message-read';
import { moveMessages } from '../api/move-messages';
import { setMessageStatus } from '../api/set-message-status';
import type { LeadStage } from '../../../shared/stages';
import { movedTo } from '../message/stageForm';
import type {
  ContactMessage,
  Folder,
  LeadFilters,
  MessageCounts,
  MessageCursor,
  MessageFilter,
  MessagePage,
} from '../api/types';
import { matchesLeads } from './leads';
import { tally } from './messageCounts';

/** How many messages the inbox loads at a time. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** No lead filter: the whole folder. */
const NO_LEADS: LeadFilters = {};

/**
 * Whether a message belongs in a list of `filter` (all takes any; unread and read their own)
 * narrowed by `leads` (each lead filter given must match).
 */
export function matchesFilter(
  message: Pick<
    ContactMessage,
    'read' | 'source' | 'brief_service' | 'brief_budget' | 'brief_timeline' | 'stage'
  >,
  filter: MessageFilter,
  leads: LeadFilters = NO_LEADS,
) {
  return (filter === 'all' || message.read === (filter === 'read')) && matchesLeads(message, leads);
}

/** What the inbox does to messages: a bulk action, or a move to a stage. */
export type InboxChange = BulkAction | { stage: LeadStage };

/**
 * A message as an action leaves it; null when it deleted the message. A move to a stage keeps the
 * note and clears what the stage cannot carry, as the database does.
 */
export function afterAction(message: ContactMessage, action: InboxChange): ContactMessage | null {
  if (typeof action === 'object') return { ...message, ...movedTo(message, action.stage) };
  if (action === 'delete') return null;
  if (action === 'read' || action === 'unread') return { ...message, read: action === 'read' };
  return { ...message, status: action };
}

/** What a single-message action changed, once its request succeeded: that message. */
function only(message: ContactMessage): Set<string> {
  return new Set([message.id]);
}

/** Where the last page the server sent ended; the next page starts strictly after it. */
function cursorOf(messages: ContactMessage[]): MessageCursor | null {
  const last = messages.at(-1);
  return last ? { created_at: last.created_at, id: last.id } : null;
}

/**
 * The inbox's data for one folder, filter, search and set of lead filters: the messages loaded so
 * far (newest first, a page at a time), the folder counts, and the actions. The first page and the
 * counts load together whenever the folder changes; the first page alone when the filter, the
 * search or a lead filter does; `loadMore` appends the next page. Each action changes the local
 * list and counts only once the backend said yes; a failure leaves both as they were and sets the
 * error text of that kind of call (one text each, whatever went wrong).
 *
 * The next page starts after the last message the server sent, not after the last one still
 * listed: a message that left the list (moved, deleted, or no longer matching the filter) must not
 * move the place the next page starts from.
 */
export function useInbox(
  folder: Folder,
  filter: MessageFilter = 'all',
  search = '',
  leads: LeadFilters = NO_LEADS,
) {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [counts, setCounts] = useState<MessageCounts | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [cursor, setCursor] = useState<MessageCursor | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { service, budget, timeline, source, stage } = leads;
  const view = JSON.stringify([folder, filter, search, service, budget, timeline, source, stage]);
  const [shown, setShown] = useState(view);
  /** Bumped to load the first page again (new messages arrived). */
  const [reloads, setReloads] = useState(0);
  /** Counts the lists loaded; a page that arrives for an older one is dropped. */
  const generation = useRef(0);
  /** Set while a next page loads, so a second press asks for nothing. */
  const fetchingMore = useRef(false);

  /** What the list shows: the folder, the filter, and the search and lead filters given. */
  const query = useMemo(
    () => ({
      folder,
      filter,
      ...(search ? { search } : {}),
      ...(service ? { service } : {}),
      ...(budget ? { budget } : {}),
      ...(timeline ? { timeline } : {}),
      ...(source ? { source } : {}),
      ...(stage ? { stage } : {}),
    }),
    [folder, filter, search, service, budget, timeline, source, stage],
  );

  /** Empties the list and shows it loading; the counts stay until the new ones arrive. */
  const clearList = useCallback(() => {
    setMessages([]);
    setCursor(null);
    setHasMore(false);
    setLoadingMore(false);
    setLoading(true);
    setError(null);
  }, []);

  // Another folder, filter, search or lead filter: drop the old list now, during render, so it
  // never shows under the new name.
  if (shown !== view) {
    setShown(view);
    clearList();
  }

  // The counts cover both folders whatever the filter or search, so they load with the first
  // page of a folder and on reload, not again for each search as the owner types.
  const countsFor = `${folder}:${reloads}`;
  const countedFor = useRef<string | null>(null);

  useEffect(() => {
    const current = ++generation.current;
    fetchingMore.current = false;
    const needCounts = countedFor.current !== countsFor;
    Promise.all([
      listMessages({ ...query, limit: PAGE_SIZE }),
      needCounts ? countMessages() : null,
    ]).then(
      ([page, totals]) => {
        if (current !== generation.current) return;
        setMessages(page.messages);
        setCursor(cursorOf(page.messages));
        setHasMore(page.hasMore);
        if (totals) {
          setCounts(totals);
          countedFor.current = countsFor;
        }
        setLoading(false);
      },
      () => {
        if (current !== generation.current) return;
        setError(adminTexts.errors.load);
        setLoading(false);
      },
    );
    return () => {
      // Nothing that was asked for this list may land in the next one.
      generation.current += 1;
    };
  }, [query, reloads, countsFor]);

  /** Loads the first page and the counts again, so newly arrived messages appear at the top. */
  const reload = useCallback(() => {
    clearList();
    setReloads((count) => count + 1);
  }, [clearList]);

  /**
   * Appends the next page. Resolves to that page (no messages when it failed, when a page is
   * already loading, or when none is left); a failure keeps the list and sets the error text.
   */
  const loadMore = useCallback(async (): Promise<MessagePage> => {
    const nothing: MessagePage = { messages: [], hasMore };
    if (fetchingMore.current || !hasMore || !cursor) return nothing;
    const current = generation.current;
    fetchingMore.current = true;
    setLoadingMore(true);
    setError(null);
    try {
      const page = await listMessages({ ...query, after: cursor, limit: PAGE_SIZE });
      if (current !== generation.current) return nothing;
      setMessages((listed) => {
        // Keyset pages never overlap; this only guards the list's keys against a server that
        // sent a row twice.
        const known = new Set(listed.map((message) => message.id));
        return [...listed, ...page.messages.filter((message) => !known.has(message.id))];
      });
      setCursor(cursorOf(page.messages) ?? cursor);
      setHasMore(page.hasMore);
      return page;
    } catch {
      if (current === generation.current) setError(adminTexts.errors.load);
      return nothing;
    } finally {
      if (current === generation.current) {
        fetchingMore.current = false;
        setLoadingMore(false);
      }
    }
  }, [query, cursor, hasMore]);

  /**
   * Shows the outcome of an action the backend did: each of `chosen` that `done` names is changed
   * as `action` says (and leaves the list when it no longer belongs in it); one it does not name
   * was already gone from the database, so it leaves too. The counts follow, message by message.
   */
  const settle = useCallback(
    (chosen: ContactMessage[], done: Set<string>, action: InboxChange) => {
      const outcome = new Map(
        chosen.map((message) => [
          message.id,
          done.has(message.id) ? afterAction(message, action) : null,
        ]),
      );
      setMessages((current) =>
        current.flatMap((message) => {
          if (!outcome.has(message.id)) return [message];
          const next = outcome.get(message.id);
          // The query holds the lead filters given: an action never changes a brief or a source,
          // a move may change the stage, and the list keeps only what matches all of it.
          return next && next.status === folder && matchesFilter(next, filter, query) ? [next] : [];
        }),
      );
      setCounts(
        (current) =>
          current &&
          chosen.reduce((counts, message) => {
            const next = outcome.get(message.id);
            const without = tally(counts, message, -1);
            return next ? tally(without, next, 1) : without;
          }, current),
      );
    },
    [folder, filter, query],
  );

  /**
   * Runs one action on the backend, then shows its outcome. Resolves to how many messages changed
   * (0 when it failed: the list and counts stay, and the error text is set).
   */
  const run = useCallback(
    async (chosen: ContactMessage[], action: InboxChange, request: () => Promise<Set<string>>) => {
      setError(null);
      let done: Set<string>;
      try {
        done = await request();
      } catch {
        setError(action === 'delete' ? adminTexts.errors.delete : adminTexts.errors.update);
        return 0;
      }
      settle(chosen, done, action);
      return done.size;
    },
    [settle],
  );

  /**
   * Flips one message between read and unread. Resolves true when it changed. Under a filter the
   * message then no longer matches, so it leaves the list (the counts follow either way).
   */
  const toggleRead = useCallback(
    async (message: ContactMessage) => {
      const action = message.read ? 'unread' : 'read';
      const request = () => setMessageRead(message.id, !message.read).then(() => only(message));
      return (await run([message], action, request)) > 0;
    },
    [run],
  );

  /** Files one message in the other folder, so it leaves this list. Resolves true when it moved. */
  const move = useCallback(
    async (message: ContactMessage, to: Folder) => {
      const request = () => setMessageStatus(message.id, to).then(() => only(message));
      return (await run([message], to, request)) > 0;
    },
    [run],
  );

  /** Deletes one message. Resolves true when it is gone. */
  const remove = useCallback(
    async (message: ContactMessage) => {
      const request = () => deleteMessage(message.id).then(() => only(message));
      return (await run([message], 'delete', request)) > 0;
    },
    [run],
  );

  /**
   * Does one action to several messages at once, all or none (one database statement). Resolves
   * to how many changed; 0 when it failed.
   */
  const changeMany = useCallback(
    (chosen: ContactMessage[], action: BulkAction) =>
      run(chosen, action, () =>
        changeMessages(
          chosen.map((message) => message.id),
          action,
        ),
      ),
    [run],
  );

  /**
   * Moves several messages to one stage at once, all or none (one database statement). Resolves
   * to how many moved; 0 when it failed. Under a stage filter, the moved ones leave the list.
   */
  const moveMany = useCallback(
    (chosen: ContactMessage[], stage: LeadStage) =>
      run(chosen, { stage }, () =>
        moveMessages(
          chosen.map((message) => message.id),
          stage,
        ),
      ),
    [run],
  );

  return {
    messages,
    counts,
    loading,
    error,
    hasMore,
    loadingMore,
    loadMore,
    reload,
    toggleRead,
    move,
    remove,
    changeMany,
    moveMany,
  };
}
