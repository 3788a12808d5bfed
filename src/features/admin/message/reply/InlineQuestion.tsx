import { useId } from 'react';
import { buttonClasses } from '../../../../components/ui/buttonClasses';

interface InlineQuestionProps {
  question: string;
  /** The answer that changes nothing: it takes focus when the question opens, and Escape gives it. */
  keep: string;
  /** The answer that acts (replaces the text, discards the reply). */
  act: string;
  onKeep: () => void;
  onAct: () => void;
  /** The acting answer's look: 'danger' for one that loses text. */
  tone?: 'primary' | 'danger';
}

/**
 * A yes-or-no question in the composer, in place of what it asks about: the question, then the
 * answer that keeps things as they are (focused) and the one that acts. Escape keeps, and goes no
 * further (it does not close the composer too).
 */
export function InlineQuestion({
  question,
  keep,
  act,
  onKeep,
  onAct,
  tone = 'primary',
}: InlineQuestionProps) {
  const questionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onKeep();
      }}
      className="flex flex-wrap items-center gap-x-2 gap-y-3"
    >
      <p
        id={questionId}
        className={`basis-full text-sm font-medium sm:me-1 sm:basis-auto ${
          tone === 'danger' ? 'text-danger-text' : 'text-strong'
        }`}
      >
        {question}
      </p>
      <button type="button" autoFocus onClick={onKeep} className={buttonClasses('quiet', 'xs')}>
        {keep}
      </button>
      <button
        type="button"
        onClick={onAct}
        className={buttonClasses(tone === 'danger' ? 'dangerSolid' : 'primary', 'xs')}
      >
        {act}
      </button>
    </div>
  );
}
