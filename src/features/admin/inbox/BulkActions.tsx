import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ButtonSpinner } from '../../../components/ui/Spinner';
import { Mail, MailOpen, ShieldAlert, ShieldCheck, Trash2, type LucideIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import type { BulkAction } from '../api/change-messages';
import { LEAD_STAGES, type LeadStage } from '../../../shared/stages';
import type { Folder } from '../api/types';
import { DeleteQuestion } from '../questions/DeleteQuestion';
import { useDeleteQuestion } from '../questions/useDeleteQuestion';

interface BulkActionsProps {
  folder: Folder;
  /** How many messages are listed, and how many of them are ticked. */
  listed: number;
  selected: number;
  onSelectAll: (on: boolean) => void;
  /** Does the action to the ticked messages; resolves to how many changed (0: it failed). */
  onAction: (action: BulkAction) => Promise<number>;
  /** Moves the ticked messages to a stage (the inbox only); resolves to how many moved. */
  onMoveTo?: (stage: LeadStage) => Promise<number>;
  /** The Select all box, which takes focus when an action took messages out of the list. */
  selectAllRef: RefObject<HTMLInputElement | null>;
}

/** The actions each folder offers for a selection, besides Delete. */
const ACTIONS: Record<Folder, { action: Exclude<BulkAction, 'delete'>; icon: LucideIcon }[]> = {
  inbox: [
    { action: 'read', icon: MailOpen },
    { action: 'unread', icon: Mail },
    { action: 'spam', icon: ShieldAlert },
  ],
  spam: [{ action: 'inbox', icon: ShieldCheck }],
};

/** On a phone the bar's buttons say only the word that matters, so they fit on one line. */
const compact = 'max-sm:justify-center max-sm:px-2 max-sm:text-[0.8125rem]';
const iconOnWideScreens = 'size-4 max-sm:hidden';

/**
 * The bar above the list: Select all (ticked when every listed message is, mixed when some are),
 * and, once something is ticked, how many and what to do with them. Delete asks once, naming the
 * count ('Delete 3 messages?'); focus goes to Cancel when the question opens and back to Delete
 * when it closes; Escape cancels. It stays at the top of the screen while the owner scrolls.
 */
export function BulkActions({
  folder,
  listed,
  selected,
  onSelectAll,
  onAction,
  onMoveTo,
  selectAllRef,
}: BulkActionsProps) {
  const [busy, setBusy] = useState<BulkAction | 'stage' | null>(null);
  const { open: asking, ask, cancel, close, deleteRef } = useDeleteQuestion();
  const countId = useId();
  const all = listed > 0 && selected === listed;
  const texts = adminTexts;

  // The box's mixed state exists only as a DOM property.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected > 0 && !all;
  }, [selectAllRef, selected, all]);

  // Nothing ticked any more (the messages left, or were unticked): no question stays open.
  if (selected === 0 && asking) close();

  const run = async (action: BulkAction) => {
    if (busy !== null) return;
    setBusy(action);
    const changed = await onAction(action);
    setBusy(null);
    if (action === 'delete' && changed === 0) cancel();
  };

  const moveTo = async (stage: LeadStage) => {
    if (busy !== null || !onMoveTo) return;
    setBusy('stage');
    await onMoveTo(stage);
    setBusy(null);
  };

  return (
    <div
      role="group"
      aria-label={texts.bulk.group}
      className="sticky top-2 z-10 mt-8 flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-contrast/10 bg-canvas/90 px-4 py-2.5 backdrop-blur"
    >
      <label className="inline-flex min-h-9 cursor-pointer items-center gap-2.5 text-sm font-medium text-soft">
        <input
          ref={selectAllRef}
          type="checkbox"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
          aria-describedby={selected > 0 ? countId : undefined}
          className="size-4 cursor-pointer accent-accent"
        />
        {texts.bulk.selectAll}
      </label>
      {selected > 0 && (
        <span id={countId} className="text-sm text-muted">
          {texts.bulk.selected(selected)}
        </span>
      )}
      {selected > 0 &&
        (asking ? (
          <DeleteQuestion
            question={texts.bulk.confirmDelete(selected)}
            busy={busy !== null}
            deleting={busy === 'delete'}
            onCancel={cancel}
            onConfirm={() => run('delete')}
            className="ms-auto gap-2 max-sm:w-full"
            questionClassName="max-sm:basis-full sm:me-1"
          />
        ) : (
          <div className="ms-auto flex flex-wrap items-center justify-end gap-2 max-sm:grid max-sm:w-full max-sm:grid-cols-4 max-sm:gap-1.5">
            {/* aria-disabled, not disabled, while one runs: a disabled button drops keyboard
                focus to the page. */}
            {ACTIONS[folder].map(({ action, icon: Icon }) => (
              <button
                key={action}
                type="button"
                onClick={() => run(action)}
                aria-disabled={busy !== null || undefined}
                // The whole label is the name at every width; the short word is part of it.
                aria-label={texts.actions[action]}
                className={buttonClasses('quiet', 'xs', compact)}
              >
                {busy === action ? (
                  <ButtonSpinner />
                ) : (
                  <Icon aria-hidden="true" className={iconOnWideScreens} />
                )}
                <span className="sm:hidden">{texts.shortActions[action]}</span>
                <span className="max-sm:hidden">{texts.actions[action]}</span>
              </button>
            ))}
            {folder === 'inbox' && onMoveTo && (
              <>
                <label htmlFor={`${countId}-stage`} className="sr-only">
                  {texts.stages.moveSelected}
                </label>
                {/* Back to its first option after each move: it is a command, not a state. */}
                <select
                  id={`${countId}-stage`}
                  value=""
                  aria-disabled={busy !== null || undefined}
                  onChange={(event) => {
                    const stage = LEAD_STAGES.find((known) => known === event.target.value);
                    if (stage) void moveTo(stage);
                  }}
                  className={`${buttonClasses('quiet', 'xs', compact)} cursor-pointer max-sm:col-span-4`}
                >
                  <option value="">{texts.stages.moveTo}</option>
                  {LEAD_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {texts.stages.names[stage]}
                    </option>
                  ))}
                </select>
              </>
            )}
            <button
              ref={deleteRef}
              type="button"
              onClick={() => busy === null && ask()}
              aria-disabled={busy !== null || undefined}
              className={buttonClasses('danger', 'xs', compact)}
            >
              <Trash2 aria-hidden="true" className={iconOnWideScreens} />
              {texts.actions.delete}
            </button>
          </div>
        ))}
    </div>
  );
}
