import { useCallback, useEffect, useState } from 'react';
import { DELETE_ERROR_MESSAGE, deleteMessage } from './api/delete-message';
import { LOAD_ERROR_MESSAGE, listMessages } from './api/list-messages';
import { setMessageRead, UPDATE_ERROR_MESSAGE } from './api/set-message-read';
import type { ContactMessage } from './api/types';

/**
 * The inbox's data: the messages (newest first, as listed), loaded on mount, and the two actions.
 * Each action changes the local list only once the backend said yes; a failure leaves the list as
 * it was and sets the spec's error text (whatever went wrong: the catalogue has one text each).
 */
export function useInbox() {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listMessages().then(
      (rows) => {
        if (!active) return;
        setMessages(rows);
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
  }, []);

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
    return true;
  }, []);

  /** Deletes one message. Resolves true when it is gone. */
  const remove = useCallback(async (id: string) => {
    setError(null);
    try {
      await deleteMessage(id);
    } catch {
      setError(DELETE_ERROR_MESSAGE);
      return false;
    }
    setMessages((current) => current.filter((m) => m.id !== id));
    return true;
  }, []);

  const unreadCount = messages.filter((m) => !m.read).length;

  return { messages, loading, error, unreadCount, toggleRead, remove };
}
