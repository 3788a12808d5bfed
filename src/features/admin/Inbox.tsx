import { Inbox as InboxIcon, Loader2, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ContactMessage, Folder, MessageCounts } from './api/types';
import { ErrorBox } from './ErrorBox';
import { FolderSwitch } from './FolderSwitch';
import { MessageCard } from './MessageCard';
import { messagesLabel } from './messageCounts';
import { Spinner } from './Spinner';
import { useFolder } from './useFolder';
import { useInbox } from './useInbox';

interface InboxProps {
  onLogout: () => Promise<void>;
}

/** The line under the heading, from the database's counts; none for an empty folder. */
function summaryOf(folder: Folder, counts: MessageCounts | null): string | null {
  const total = counts?.[folder];
  if (!counts || !total) return null;
  return folder === 'spam'
    ? `${messagesLabel(total)} in Spam · never emailed, never deleted automatically`
    : `${messagesLabel(total)} · ${counts.unread} unread`;
}

/** 'Contact Messages': the owner's inbox and Spam folder, each newest first. */
export function Inbox({ onLogout }: InboxProps) {
  const folder = useFolder();
  const { messages, counts, loading, error, toggleRead, move, remove } = useInbox(folder);
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

  /** Runs an action that takes the card out of the list, then moves focus off the gone card. */
  const refocusAfter = async (done: Promise<boolean>) => {
    const left = await done;
    // The focused card is gone; keep focus on the page instead of losing it to the body.
    if (left) headingRef.current?.focus();
    return left;
  };
  const removeAndRefocus = (message: ContactMessage) => refocusAfter(remove(message));
  const moveAndRefocus = (message: ContactMessage, to: Folder) => refocusAfter(move(message, to));

  const summary = summaryOf(folder, counts);

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
        {/* After Logout in the page's order, so Tab from the heading still reaches Logout first. */}
        <FolderSwitch folder={folder} counts={counts} />
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
            {folder === 'spam' ? (
              <>
                <ShieldCheck aria-hidden="true" className="size-10 text-slate-500" />
                <p className="mt-4 text-slate-400">
                  No spam. Messages the site suspects are kept here.
                </p>
              </>
            ) : (
              <>
                <InboxIcon aria-hidden="true" className="size-10 text-slate-500" />
                <p className="mt-4 text-slate-400">No messages yet.</p>
              </>
            )}
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
                onMove={moveAndRefocus}
                onDelete={removeAndRefocus}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
