import { useCallback, useEffect, useState } from 'react';
import { countMessages } from './api/count-messages';
import { DELETE_ERROR_MESSAGE, deleteMessage } from './api/delete-message';
import { LOAD_ERROR_MESSAGE, listMessages } from './api/list-messages';
import { setMessageRead, UPDATE_ERROR_MESSAGE } from './api/set-message-read';
import { setMessageStatus } from './api/set-message-status';
import type { ContactMessage, Folder, MessageCounts } from './api/types';
import { tally } from './messageCounts';

/**
 * The inbox's data for one folder: its messages (newest first, as listed) and the folder counts,
 * loaded together whenever the folder changes, and the actions. Each action changes the local
 * list and counts only once the backend said yes; a failure leaves both as they were and sets the
 * spec's error text (whatever went wrong: the catalogue has one text each).
 */
export function useInbox(folder: Folder) {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [counts, setCounts] = useState<MessageCounts | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [shownFolder, setShownFolder] = useState(folder);

  // Another folder was chosen: drop the old list now, during render, so it never shows under the
  // new folder's name. The counts stay until the new ones arrive.
  if (shownFolder !== folder) {
    setShownFolder(folder);
    setMessages([]);
    setLoading(true);
    setError(null);
  }

  useEffect(() => {
    let active = true;
    Promise.all([listMessages(folder), countMessages()]).then(
      ([rows, totals]) => {
        if (!active) return;
        setMessages(rows);
        setCounts(totals);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setError(LOAD_ERROR_MESSAGE);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [folder]);

  /** Flips one message between read and unread. Resolves true when it changed. */
  const toggleRead = useCallback(async (message: ContactMessage) => {
    setError(null);
    const read = !message.read;
    try {
      await setMessageRead(message.id, read);
    } catch {
      setError(UPDATE_ERROR_MESSAGE);
      return false;
    }
    setMessages((current) => current.map((m) => (m.id === message.id ? { ...m, read } : m)));
    setCounts((current) => current && tally(tally(current, message, -1), { ...message, read }, 1));
    return true;
  }, []);

  /** Files one message in the other folder, so it leaves this list. Resolves true when it moved. */
  const move = useCallback(async (message: ContactMessage, to: Folder) => {
    setError(null);
    try {
      await setMessageStatus(message.id, to);
    } catch {
      setError(UPDATE_ERROR_MESSAGE);
      return false;
    }
    setMessages((current) => current.filter((m) => m.id !== message.id));
    setCounts(
      (current) => current && tally(tally(current, message, -1), { ...message, status: to }, 1),
    );
    return true;
  }, []);

  /** Deletes one message. Resolves true when it is gone. */
  const remove = useCallback(async (message: ContactMessage) => {
    setError(null);
    try {
      await deleteMessage(message.id);
    } catch {
      setError(DELETE_ERROR_MESSAGE);
      return false;
    }
    setMessages((current) => current.filter((m) => m.id !== message.id));
    setCounts((current) => current && tally(current, message, -1));
    return true;
  }, []);

  return { messages, counts, loading, error, toggleRead, move, remove };
}
