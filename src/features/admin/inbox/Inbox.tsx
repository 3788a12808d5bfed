import {
  ArrowUp,
  ChevronDown,
  FilterX,
  Inbox as InboxIcon,
  SearchX,
  ShieldCheck,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import type { BulkAction } from '../api/change-messages';
import type { ContactMessage, Folder, MessageCounts } from '../api/types';
import type { LeadStage } from '../../../shared/stages';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { BulkActions } from './BulkActions';
import { PipelineSummary } from './PipelineSummary';
import { ExportButton } from '../export/ExportButton';
import { FilterSwitch } from './FilterSwitch';
import { FolderSwitch } from './FolderSwitch';
import { HeldBackBanner } from './HeldBackBanner';
import { hasLeadFilters } from './leads';
import { BriefFilters, FromChatToggle } from './LeadFilters';
import { MessageCard } from '../message/MessageCard';
import { useFolder } from './useFolder';
import { useInbox } from './useInbox';
import { useLeadFilters } from './useLeadFilters';
import { useMessageFilter } from './useMessageFilter';
import { useNewMessages } from './useNewMessages';
import { useOpenLead } from './useOpenLead';
import { useSearchQuery } from './useSearchQuery';
import { ViewHeader } from '../ViewHeader';
import { useSelection } from './useSelection';
import { QuestionsPanel } from '../questions/QuestionsPanel';
import { SearchBox } from './SearchBox';
import { UnshownCard } from '../message/UnshownMessage';
import { WaitingForYou } from './WaitingForYou';

interface InboxProps {
  onLogout: () => Promise<void>;
}

/** The line under the heading, from the database's counts; none for an empty folder. */
function summaryOf(folder: Folder, counts: MessageCounts | null): string | null {
  const total = counts?.[folder];
  if (!counts || !total) return null;
  return folder === 'spam'
    ? adminTexts.inbox.spamSummary(total)
    : adminTexts.inbox.summary(total, counts.unread);
}

/**
 * 'Contact Messages': the owner's inbox and Spam folder, each newest first, a page at a time. The
 * inbox can show only its unread or read messages; either folder only the messages from the chat
 * or with a given project brief. Folder, filters and search live in the address.
 */
export function Inbox({ onLogout }: InboxProps) {
  const folder = useFolder();
  const filter = useMessageFilter(folder);
  const search = useSearchQuery();
  const leads = useLeadFilters();
  const inbox = useInbox(folder, filter, search, leads);
  const { messages, counts, loading, error, hasMore, loadingMore } = inbox;
  const arrived = useNewMessages(folder === 'inbox' && !loading);
  const [exportError, setExportError] = useState<string | null>(null);
  /** The last announcement (Load more, a bulk action) for the list it was made in; `key` renews
   * the node, so the same words are said again. */
  const [announced, setAnnounced] = useState({ view: '', text: '', key: 0 });
  /** Bumped when a bulk action took the focused control away with the cards it changed. */
  const [refocus, setRefocus] = useState(0);
  /**
   * The card that takes focus: the first of the last page, when Load more had focus and went
   * away, or a waiting lead's; `request` counts the asks, so the same card can take it again.
   */
  const [focusCard, setFocusCard] = useState({ view: '', id: '', request: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadMoreRef = useRef<HTMLButtonElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const view = JSON.stringify([folder, filter, search, leads]);
  const selection = useSelection(view, messages);
  const texts = adminTexts.inbox;

  // The login form that had focus is gone: start keyboard and screen-reader users at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // When a bulk action took the focused button away with the cards (nothing is ticked any more):
  // on to Select all, or to the top when the list is empty now.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (refocus > 0 && lost) (selectAllRef.current ?? headingRef.current)?.focus();
  }, [refocus]);

  const announce = (text: string) => setAnnounced((last) => ({ view, text, key: last.key + 1 }));

  /** Does `action` to the ticked messages, says how many changed, and keeps focus in the page. */
  const runBulk = async (action: BulkAction) => {
    const changed = await inbox.changeMany(selection.selected, action);
    if (changed > 0) {
      listWaitingAgain();
      announce(texts.done[action](changed));
      setRefocus((count) => count + 1);
    }
    return changed;
  };

  /** Bumped when a lead moved, so the pipeline is counted again. */
  const [pipelineVersion, setPipelineVersion] = useState(0);
  /** Bumped when a lead moved or a message changed, so the waiting leads are listed again. */
  const [waitingVersion, setWaitingVersion] = useState(0);
  const listWaitingAgain = () => setWaitingVersion((version) => version + 1);
  const countPipelineAgain = () => {
    setPipelineVersion((version) => version + 1);
    listWaitingAgain();
  };
  const focusOn = useCallback(
    (id: string) => setFocusCard((last) => ({ view, id, request: last.request + 1 })),
    [view],
  );
  const openLead = useOpenLead(messages, loading, search, focusOn);

  /** Moves the ticked messages to `stage`, says how many moved, and keeps focus in the page. */
  const runMove = async (stage: LeadStage) => {
    const moved = await inbox.moveMany(selection.selected, stage);
    if (moved > 0) {
      countPipelineAgain();
      announce(adminTexts.stages.movedMany(moved, adminTexts.stages.names[stage]));
      setRefocus((count) => count + 1);
    }
    return moved;
  };

  /** Runs an action that takes the card out of the list, then moves focus off the gone card. */
  const refocusAfter = async (done: Promise<boolean>) => {
    const left = await done;
    if (left) listWaitingAgain();
    // The focused card is gone; keep focus on the page instead of losing it to the body.
    if (left) headingRef.current?.focus();
    return left;
  };
  const removeAndRefocus = (message: ContactMessage) => refocusAfter(inbox.remove(message));
  const moveAndRefocus = (message: ContactMessage, to: Folder) =>
    refocusAfter(inbox.move(message, to));
  // Under Unread or Read, a toggled message no longer matches and leaves the list.
  const toggleReadAndRefocus =
    filter === 'all'
      ? inbox.toggleRead
      : (message: ContactMessage) => refocusAfter(inbox.toggleRead(message));

  /**
   * Appends the next page. Focus stays on the button while it loads (aria-disabled, not disabled,
   * so it is not dropped to the page); when the last page came, the button goes, and focus moves
   * to the first card it added. A live region says how many arrived.
   */
  const showMore = async () => {
    if (loadingMore) return;
    const hadFocus = document.activeElement === loadMoreRef.current;
    const page = await inbox.loadMore();
    const first = page.messages[0];
    if (first || !page.hasMore) announce(texts.loaded(page.messages.length, page.hasMore));
    if (!hadFocus || page.hasMore) return;
    // The button is gone: on to the first new card, or, when none came, to the top.
    if (first) focusOn(first.id);
    else headingRef.current?.focus();
  };

  const summary = summaryOf(folder, counts);
  const shownError = error ?? exportError;

  return (
    <section aria-labelledby={titleId}>
      <ViewHeader
        titleId={titleId}
        headingRef={headingRef}
        heading={texts.heading}
        summary={loading ? null : summary}
        onLogout={onLogout}
      >
        <FolderSwitch folder={folder} counts={counts} />
        <div className="flex basis-full flex-wrap items-center gap-2">
          {folder === 'inbox' && <FilterSwitch filter={filter} />}
          <FromChatToggle leads={leads} />
          <BriefFilters leads={leads} />
        </div>
        <div className="flex basis-full flex-wrap items-center gap-3">
          <SearchBox />
          <ExportButton
            folder={folder}
            filter={filter}
            search={search}
            leads={leads}
            onError={setExportError}
          />
        </div>
      </ViewHeader>

      {folder === 'inbox' && <WaitingForYou version={waitingVersion} onOpen={openLead} />}
      <HeldBackBanner />
      <QuestionsPanel />

      {shownError && (
        <div className="mt-6">
          <ErrorBox message={shownError} />
        </div>
      )}

      {arrived > 0 && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={inbox.reload}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-accent-strong/50 bg-accent/10 px-5 py-2.5 text-sm font-semibold text-strong transition hover:bg-accent/20"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {texts.newMessages(arrived)}
          </button>
        </div>
      )}

      {loading ? (
        <Spinner label={texts.loading} />
      ) : messages.length === 0 && !hasMore ? (
        !error && (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-contrast/10 px-6 py-16 text-center">
            {search ? (
              <>
                <SearchX aria-hidden="true" className="size-10 text-faint" />
                <p className="mt-4 text-muted">{texts.noMatch(search)}</p>
              </>
            ) : hasLeadFilters(leads) ? (
              <>
                <FilterX aria-hidden="true" className="size-10 text-faint" />
                <p className="mt-4 text-muted">{texts.noLeadMatch}</p>
              </>
            ) : folder === 'spam' ? (
              <>
                <ShieldCheck aria-hidden="true" className="size-10 text-faint" />
                <p className="mt-4 text-muted">{texts.emptySpam}</p>
              </>
            ) : (
              <>
                <InboxIcon aria-hidden="true" className="size-10 text-faint" />
                <p className="mt-4 text-muted">{texts.empty[filter]}</p>
              </>
            )}
          </div>
        )
      ) : (
        <>
          {folder === 'inbox' && <PipelineSummary version={pipelineVersion} />}
          {messages.length > 0 && (
            <BulkActions
              folder={folder}
              listed={messages.length}
              selected={selection.selected.length}
              onSelectAll={selection.setAll}
              onAction={runBulk}
              onMoveTo={runMove}
              selectAllRef={selectAllRef}
            />
          )}
          {messages.length > 0 && (
            <ul aria-label={texts.messageList} className="mt-4 space-y-4">
              {messages.map((message) => (
                // data-read on the item too, so a test can pick a card from the list and read its
                // state.
                <li key={message.id} data-read={String(message.read)}>
                  {/* A card that fails even around its own boundaries costs one item, never
                      the list: the message as stored, its tick box and Delete stay. */}
                  <ErrorBoundary
                    fallback={() => (
                      <UnshownCard
                        message={message}
                        onDelete={removeAndRefocus}
                        selected={selection.isSelected(message.id)}
                        onSelect={selection.toggle}
                      />
                    )}
                  >
                    <MessageCard
                      message={message}
                      onToggleRead={toggleReadAndRefocus}
                      onMove={moveAndRefocus}
                      onDelete={removeAndRefocus}
                      focused={focusCard.view === view && message.id === focusCard.id}
                      focusRequest={focusCard.request}
                      search={search}
                      selected={selection.isSelected(message.id)}
                      onSelect={selection.toggle}
                      onStaged={countPipelineAgain}
                    />
                  </ErrorBoundary>
                </li>
              ))}
            </ul>
          )}
          {hasMore && (
            <div className="mt-8 flex justify-center">
              <Button
                ref={loadMoreRef}
                variant="secondary"
                size="sm"
                onClick={showMore}
                loading={loadingMore}
                icon={<ChevronDown aria-hidden="true" className="size-4" />}
              >
                {texts.loadMore}
              </Button>
            </div>
          )}
        </>
      )}

      {/* Always in the page, so screen readers are listening when it speaks; a new node each
          time, so the same words are said again. */}
      <p role="status" className="sr-only">
        {announced.view === view && announced.text && (
          <span key={announced.key}>{announced.text}</span>
        )}
      </p>
    </section>
  );
}
