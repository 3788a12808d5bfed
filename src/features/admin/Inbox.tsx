import { Inbox as InboxIcon, Loader2, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorBox } from './ErrorBox';
import { MessageCard } from './MessageCard';
import { Spinner } from './Spinner';
import { useInbox } from './useInbox';

interface InboxProps {
  onLogout: () => Promise<void>;
}

/** 'Contact Messages': the owner's inbox, newest first (spec sections 2 and 4). */
export function Inbox({ onLogout }: InboxProps) {
  const { messages, loading, error, unreadCount, toggleRead, remove } = useInbox();
  const [loggingOut, setLoggingOut] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // The login form that had focus is gone: start keyboard and screen-reader users at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const logout = async () => {
    setLoggingOut(true);
    await onLogout();
  };

  const removeAndRefocus = async (id: string) => {
    const removed = await remove(id);
    // The focused card is gone; keep focus on the page instead of losing it to the body.
    if (removed) headingRef.current?.focus();
    return removed;
  };

  const summary =
    messages.length === 0
      ? null
      : `${messages.length} ${messages.length === 1 ? 'message' : 'messages'} · ${unreadCount} unread`;

  return (
    <section aria-labelledby={titleId}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-white/10 pb-6 sm:items-end">
        <div>
          <h1
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus:outline-none sm:text-4xl"
          >
            Contact Messages
          </h1>
          {!loading && summary && <p className="mt-2 text-sm text-slate-400">{summary}</p>}
        </div>
        <button
          type="button"
          onClick={logout}
          disabled={loggingOut}
          className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 sm:px-5 sm:py-2.5 text-sm font-semibold text-white transition hover:border-cyan-300/60 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {loggingOut ? (
            <Loader2
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          Logout
        </button>
      </header>

      {error && (
        <div className="mt-6">
          <ErrorBox message={error} />
        </div>
      )}

      {loading ? (
        <Spinner label="Loading messages" />
      ) : messages.length === 0 ? (
        !error && (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-white/10 px-6 py-16 text-center">
            <InboxIcon aria-hidden="true" className="size-10 text-slate-500" />
            <p className="mt-4 text-slate-400">No messages yet.</p>
          </div>
        )
      ) : (
        <ul aria-label="Messages" className="mt-8 space-y-4">
          {messages.map((message) => (
            // data-read on the item too, so a test can pick a card from the list and read its state.
            <li key={message.id} data-read={String(message.read)}>
              <MessageCard
                message={message}
                onToggleRead={toggleRead}
                onDelete={removeAndRefocus}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
