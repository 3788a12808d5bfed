import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ButtonSpinner } from '../../../components/ui/Spinner';
import { adminTexts } from '../../../content/admin';

interface DeleteQuestionProps {
  question: string;
  /** An action runs: both buttons wait, and Escape does nothing. */
  busy: boolean;
  /** The delete itself runs: its button shows a spinner. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  className?: string;
  questionClassName?: string;
}

/**
 * The question that stands in for a Delete button until answered: the question, Cancel (which
 * takes focus when it opens) and Delete. Escape cancels.
 */
export function DeleteQuestion({
  question,
  busy,
  deleting,
  onCancel,
  onConfirm,
  className = '',
  questionClassName = '',
}: DeleteQuestionProps) {
  const questionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => event.key === 'Escape' && !busy && onCancel()}
      className={`flex flex-wrap items-center justify-end ${className}`}
    >
      <p id={questionId} className={`text-sm font-medium text-danger-text ${questionClassName}`}>
        {question}
      </p>
      <button
        type="button"
        autoFocus
        onClick={onCancel}
        disabled={busy}
        className={buttonClasses('quiet', 'xs')}
      >
        {adminTexts.cancel}
      </button>
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        className={buttonClasses('dangerSolid', 'xs')}
      >
        {deleting ? <ButtonSpinner /> : <Trash2 aria-hidden="true" className="size-4" />}
        {adminTexts.actions.delete}
      </button>
    </div>
  );
}
