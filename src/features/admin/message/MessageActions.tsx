import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ButtonSpinner } from '../../../components/ui/Spinner';
import { Mail, MailOpen, Reply, ShieldAlert, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { adminTexts } from '../../../content/admin';
import type { ContactMessage, Folder } from '../api/types';
import { DeleteQuestion } from '../questions/DeleteQuestion';
import { useDeleteQuestion } from '../questions/useDeleteQuestion';

interface MessageActionsProps {
  message: ContactMessage;
  /** Each resolves true when the backend did it. */
  onToggleRead: (message: ContactMessage) => Promise<boolean>;
  onMove: (message: ContactMessage, to: Folder) => Promise<boolean>;
  onDelete: (message: ContactMessage) => Promise<boolean>;
  /** Opens the card's reply form. */
  onReply: () => void;
  /** The Reply button, which focus returns to when the reply form closes. */
  replyRef?: Ref<HTMLButtonElement>;
}

/**
 * A card's footer. In the inbox: Reply (opens the reply form in the card), Move to Spam and the
 * read toggle; in Spam: Not spam (Spam has no read state, and no one to answer). Both folders: a delete that asks first, inline ('Delete this message?').
 * Focus goes to Cancel when the question opens and back to Delete when it closes; Escape cancels.
 */
export function MessageActions({
  message,
  onToggleRead,
  onMove,
  onDelete,
  onReply,
  replyRef,
}: MessageActionsProps) {
  const [busy, setBusy] = useState<'toggle' | 'move' | 'delete' | null>(null);
  const { open: asking, ask, cancel, deleteRef } = useDeleteQuestion();
  const unread = !message.read;
  const spam = message.status === 'spam';
  const texts = adminTexts;

  const toggle = async () => {
    if (busy !== null) return;
    setBusy('toggle');
    await onToggleRead(message);
    setBusy(null);
  };

  const move = async () => {
    if (busy !== null) return;
    setBusy('move');
    // On success the card leaves this folder's list; on failure it stays as it was.
    if (!(await onMove(message, spam ? 'inbox' : 'spam'))) setBusy(null);
  };

  const confirmDelete = async () => {
    setBusy('delete');
    // On success the card leaves the list; on failure it stays and the question closes.
    if (!(await onDelete(message))) {
      setBusy(null);
      cancel();
    }
  };

  return (
    <footer className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-contrast/5 pt-4">
      {/* First in the footer, so Tab goes from the read toggle straight on to Delete. */}
      {!spam && (
        <button
          ref={replyRef}
          type="button"
          onClick={onReply}
          className={buttonClasses('quiet', 'xs', 'me-auto')}
        >
          <Reply aria-hidden="true" className="size-4" />
          {texts.reply}
        </button>
      )}
      {asking ? (
        <DeleteQuestion
          question={texts.card.confirmDelete}
          busy={busy !== null}
          deleting={busy === 'delete'}
          onCancel={cancel}
          onConfirm={confirmDelete}
          className="gap-x-2 gap-y-3"
          questionClassName="basis-full text-end sm:me-1 sm:basis-auto"
        />
      ) : (
        <>
          {/* aria-disabled, not disabled, while they save: a disabled button drops keyboard focus
              to the page, and the owner would have to find their place in the list again. */}
          <button
            type="button"
            onClick={move}
            aria-disabled={busy !== null || undefined}
            className={buttonClasses('quiet', 'xs')}
          >
            {busy === 'move' ? (
              <ButtonSpinner />
            ) : spam ? (
              <ShieldCheck aria-hidden="true" className="size-4" />
            ) : (
              <ShieldAlert aria-hidden="true" className="size-4" />
            )}
            {spam ? texts.actions.inbox : texts.actions.spam}
          </button>
          {!spam && (
            <button
              type="button"
              onClick={toggle}
              aria-disabled={busy !== null || undefined}
              className={buttonClasses('quiet', 'xs')}
            >
              {busy === 'toggle' ? (
                <ButtonSpinner />
              ) : unread ? (
                <MailOpen aria-hidden="true" className="size-4" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {unread ? texts.actions.read : texts.actions.unread}
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            onClick={ask}
            disabled={busy !== null}
            className={buttonClasses('danger', 'xs')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.actions.delete}
          </button>
        </>
      )}
    </footer>
  );
}
