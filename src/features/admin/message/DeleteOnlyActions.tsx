import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { adminTexts } from '../../../content/admin';
import type { ContactMessage } from '../api/types';
import { DeleteQuestion } from '../questions/DeleteQuestion';
import { useDeleteQuestion } from '../questions/useDeleteQuestion';

interface DeleteOnlyActionsProps {
  message: ContactMessage;
  /** Resolves true when the backend deleted it. */
  onDelete: (message: ContactMessage) => Promise<boolean>;
}

/**
 * A card's footer with Delete alone, asked first as in the full footer: in its place when the full
 * one could not render. Reads nothing of the message but hands it on, so it cannot fail on it.
 */
export function DeleteOnlyActions({ message, onDelete }: DeleteOnlyActionsProps) {
  const [deleting, setDeleting] = useState(false);
  const { open: asking, ask, cancel, deleteRef } = useDeleteQuestion();

  const confirmDelete = async () => {
    setDeleting(true);
    // On success the card leaves the list; on failure it stays and the question closes.
    if (!(await onDelete(message))) {
      setDeleting(false);
      cancel();
    }
  };

  return (
    <footer className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-contrast/5 pt-4">
      {asking ? (
        <DeleteQuestion
          question={adminTexts.card.confirmDelete}
          busy={deleting}
          deleting={deleting}
          onCancel={cancel}
          onConfirm={confirmDelete}
          className="gap-x-2 gap-y-3"
          questionClassName="basis-full text-end sm:me-1 sm:basis-auto"
        />
      ) : (
        <button
          ref={deleteRef}
          type="button"
          onClick={ask}
          className={buttonClasses('danger', 'xs')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {adminTexts.actions.delete}
        </button>
      )}
    </footer>
  );
}
