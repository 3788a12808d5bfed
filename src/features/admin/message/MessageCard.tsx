import { MailCheck, MailWarning, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { locales } from '../../../content/locales';
import type { ContactMessage, Folder, ListedReply, StoredReply } from '../api/types';
import { BriefChips } from './BriefChips';
import { Conversation } from './Conversation';
import { DeleteOnlyActions } from './DeleteOnlyActions';
import { Highlight } from './Highlight';
import { formatMessageDate } from '../formatMessageDate';
import { mailtoHref } from './mailtoHref';
import { MessageActions } from './MessageActions';
import { listedReply, mergeReplies } from './replies';
import { ReplyHistory } from './ReplyHistory';
import { ReplyPanel } from './ReplyPanel';
import { SelectBox } from './SelectBox';
import { SpamReasons } from './SpamReasons';
import { StageControl } from './StageControl';
import { UnshownMessage } from './UnshownMessage';
import { withoutReordering } from '../../../shared/visitorText';

interface MessageCardProps {
  message: ContactMessage;
  /** Each resolves true when the backend did it. */
  onToggleRead: (message: ContactMessage) => Promise<boolean>;
  onMove: (message: ContactMessage, to: Folder) => Promise<boolean>;
  onDelete: (message: ContactMessage) => Promise<boolean>;
  /**
   * Takes keyboard focus when set (the first card a page added, when the Load more button that had
   * focus went away), so the owner reads on from the new cards instead of from the top.
   */
  focused?: boolean;
  /** Bumped to take focus again while `focused` stays set (the owner asked for this card again). */
  focusRequest?: number;
  /** The inbox search, whose matches the card marks. */
  search?: string;
  /** Whether the card is ticked for a bulk action; no box when `onSelect` is absent. */
  selected?: boolean;
  /** Ticks or unticks the card; `range` when Shift was held (from the last tick to this one). */
  onSelect?: (message: ContactMessage, on: boolean, range: boolean) => void;
  /** Called after the card saved a change of its lead's stage. */
  onStaged?: () => void;
}

/**
 * One message: who, their address, the date, the project brief they chose (chips), the subject
 * and the text. A message the chat handed over says so, shows the chat's summary in the subject's
 * place and the visitor's own line under it, and opens its conversation on demand. The text is
 * rendered as plain text by React (markup shows as characters, never as elements) with its line
 * breaks kept; `dir="auto"` lets a right-to-left name, subject or message read in its own
 * direction.
 * A Spam card says why it is there and has no unread highlight; an inbox card says when the
 * owner's email about it could not be sent.
 *
 * Under the message, the owner's replies to it (the list's, and those sent from the card since),
 * then, in the inbox, where the lead stands (StageControl);
 * Reply opens the reply form in the footer's place, and focus comes back to Reply when it closes.
 */
export function MessageCard({
  message,
  onToggleRead,
  onMove,
  onDelete,
  focused = false,
  focusRequest = 0,
  search = '',
  selected = false,
  onSelect,
  onStaged,
}: MessageCardProps) {
  const nameId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const spam = message.status === 'spam';
  const unread = !spam && !message.read;
  const select = onSelect && (
    <SelectBox message={message} selected={selected} onSelect={onSelect} />
  );

  const [composing, setComposing] = useState(false);
  const [added, setAdded] = useState<ListedReply[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const replyRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const replies = useMemo(
    () => mergeReplies(message.message_replies, added),
    [message.message_replies, added],
  );

  useEffect(() => {
    if (focused) articleRef.current?.focus();
  }, [focused, focusRequest]);

  useEffect(() => {
    if (!composing && returnFocus.current) {
      returnFocus.current = false;
      replyRef.current?.focus();
    }
  }, [composing]);

  const openComposer = useCallback(() => {
    setAnnouncement('');
    setComposing(true);
  }, []);
  const closeComposer = useCallback(
    (sent: boolean) => {
      returnFocus.current = true;
      setComposing(false);
      if (!sent) return;
      setAnnouncement(adminTexts.composer.sent(message.email));
      // The database moved a new lead to replied: the pipeline and the waiting leads change.
      if (message.stage === 'new') onStaged?.();
      // A message answered has been read: it leaves the unread count as the owner would expect.
      if (unread) void onToggleRead(message);
    },
    [message, unread, onToggleRead, onStaged],
  );
  const storeReply = useCallback((reply: StoredReply) => {
    const kept = listedReply(reply);
    setAdded((current) => [...current.filter(({ id }) => id !== kept.id), kept]);
  }, []);

  return (
    <article
      ref={articleRef}
      aria-labelledby={nameId}
      // Focusable from script only (never a Tab stop), for `focused`.
      tabIndex={focused ? -1 : undefined}
      data-read={String(message.read)}
      className={`rounded-2xl border p-5 transition sm:p-6 ${
        selected ? 'ring-2 ring-accent/60 ' : ''
      }${
        unread
          ? 'border-accent-strong/40 bg-accent/[0.07] shadow-lg shadow-accent/5'
          : 'border-contrast/10 bg-panel/80'
      }`}
    >
      {/* A stored value the card cannot show (one from before the database checked it) costs
          this card its formatting, never the inbox; the actions stay, on a boundary of their own,
          so the owner can still answer, move or delete the message. */}
      <ErrorBoundary
        fallback={() => <UnshownMessage message={message} headingId={nameId} select={select} />}
      >
        <MessageContent
          message={message}
          nameId={nameId}
          search={search}
          select={select}
          replied={replies.some(({ status }) => status === 'sent')}
        />
      </ErrorBoundary>
      <ErrorBoundary
        fallback={() => <p className="mt-4 text-sm text-muted">{adminTexts.replies.unshown}</p>}
      >
        <ReplyHistory replies={replies} languages={locales} />
      </ErrorBoundary>
      {!spam && (
        <ErrorBoundary fallback={() => null}>
          <StageControl
            // A move made elsewhere (the bulk bar) starts it again from the list's values.
            key={`${message.stage}|${message.deal_value}|${message.lost_reason}`}
            id={message.id}
            initial={message}
            replied={replies.some(({ status }) => status === 'sent')}
            onSaved={onStaged}
          />
        </ErrorBoundary>
      )}
      {composing ? (
        <ReplyPanel
          message={message}
          languages={locales}
          onStored={storeReply}
          onClose={closeComposer}
        />
      ) : (
        <ErrorBoundary fallback={() => <DeleteOnlyActions message={message} onDelete={onDelete} />}>
          <MessageActions
            message={message}
            onToggleRead={onToggleRead}
            onMove={onMove}
            onDelete={onDelete}
            onReply={openComposer}
            replyRef={replyRef}
          />
        </ErrorBoundary>
      )}
      {/* Says that the reply went, once focus is back on Reply. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </article>
  );
}

interface MessageContentProps {
  message: ContactMessage;
  /** The id the name's heading takes: it names the card. */
  nameId: string;
  search: string;
  /** The card's tick box, or nothing. */
  select: ReactNode;
  /** Whether a reply to it was sent from the inbox. */
  replied: boolean;
}

/** What a card shows of its message, above the actions. */
function MessageContent({ message, nameId, search, select, replied }: MessageContentProps) {
  const spam = message.status === 'spam';
  const unread = !spam && !message.read;
  const texts = adminTexts.card;
  const summary = message.source === 'chat' ? (message.chat_summary ?? '') : null;

  return (
    <>
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {select}
            <h2 id={nameId} dir="auto" className="text-lg font-semibold break-words">
              <Highlight text={message.name} query={search} />
            </h2>
            {unread && (
              <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent-strong ring-1 ring-accent/30">
                {texts.unread}
              </span>
            )}
            {replied && (
              <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success-text ring-1 ring-success/30">
                <MailCheck aria-hidden="true" className="size-3.5" />
                {adminTexts.replies.replied}
              </span>
            )}
            {message.language && (
              <span
                title={texts.sentFrom(texts.language(message.language))}
                className="rounded-full bg-contrast/5 px-2.5 py-0.5 text-xs font-medium text-body ring-1 ring-contrast/15"
              >
                <span className="sr-only">{texts.sentFrom(texts.language(message.language))}</span>
                <span aria-hidden="true">{texts.language(message.language)}</span>
              </span>
            )}
            {message.source === 'chat' && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-secondary/15 px-2.5 py-0.5 text-xs font-semibold text-soft ring-1 ring-brand-secondary/40">
                <MessagesSquare aria-hidden="true" className="size-3.5" />
                {texts.fromChat}
              </span>
            )}
          </div>
          <a
            href={mailtoHref(message.email)}
            className="text-sm break-all text-accent hover:underline"
          >
            <Highlight text={message.email} query={search} />
          </a>
        </div>
        <time
          dateTime={message.created_at}
          className="text-xs whitespace-nowrap text-muted sm:pt-1.5"
        >
          {formatMessageDate(message.created_at)}
        </time>
      </header>

      <BriefChips message={message} />

      {summary === null ? (
        <>
          <p dir="auto" className="mt-4 font-medium break-words text-strong">
            {withoutReordering(message.subject) ? (
              <Highlight text={message.subject} query={search} />
            ) : (
              <span className="font-normal text-muted italic">{texts.noSubject}</span>
            )}
          </p>
          <p
            dir="auto"
            className="mt-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-body"
          >
            <Highlight text={message.message} query={search} />
          </p>
        </>
      ) : (
        <>
          <p className="sr-only">{texts.summary}</p>
          <p dir="auto" className="mt-4 font-medium break-words whitespace-pre-wrap text-strong">
            <Highlight text={summary} query={search} />
          </p>
          {/* The chat stores the summary as the message when the visitor wrote no line of
              their own: it is not shown twice. */}
          {message.message.trim() !== summary.trim() && (
            <figure className="mt-3 border-s-2 border-contrast/15 ps-3">
              <figcaption className="text-xs font-semibold text-muted">
                {texts.visitorWrote}
              </figcaption>
              <p
                dir="auto"
                className="mt-0.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-body"
              >
                <Highlight text={message.message} query={search} />
              </p>
            </figure>
          )}
          <Conversation id={message.id} search={search} />
        </>
      )}

      {spam && <SpamReasons message={message} />}
      {!spam && message.notify_state === 'failed' && (
        <p className="mt-4 flex items-start gap-2 text-sm text-warning-text">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span className="min-w-0 break-words">
            {message.notify_error
              ? texts.emailNotSentBecause(withoutReordering(message.notify_error))
              : texts.emailNotSent}
          </span>
        </p>
      )}
    </>
  );
}
