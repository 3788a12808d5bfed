import { ChevronDown, MessageCircleQuestion, TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { adminTexts } from '../../../content/admin';
import type { UnansweredQuestion } from '../api/types';
import { formatMessageDate } from '../formatMessageDate';
import { useQuestions } from './useQuestions';
import { withoutReordering } from '../../../shared/visitorText';

const texts = adminTexts.questions;

/**
 * 'Questions to answer (N)': the questions the chat assistant could not answer, behind a button
 * that opens them (aria-expanded), most asked first, each with how often and when it was last
 * asked, in which languages, and Dismiss. A dismissed question leaves at once (and comes back,
 * with the error, when the database refused); focus moves on to the next question's Dismiss, or
 * back to the button when none is left. Nothing shows while there is nothing to answer.
 */
export function QuestionsPanel() {
  const { questions, loaded, error, dismiss } = useQuestions();
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState({ text: '', key: 0 });
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** Each listed question's Dismiss button, by the question's key. */
  const dismissButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The question whose Dismiss takes focus once the list changed; '' for the toggle. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    (dismissButtons.current.get(focusNext.current) ?? toggleRef.current)?.focus();
    focusNext.current = null;
  }, [questions]);

  if (!questions || loaded === 0) return null;

  const remove = async (question: UnansweredQuestion, index: number) => {
    const after = questions[index + 1] ?? questions[index - 1];
    focusNext.current = after?.folded ?? '';
    if (await dismiss(question)) {
      setAnnounced((last) => ({ text: texts.dismissed, key: last.key + 1 }));
    }
  };

  return (
    <section className="mt-6 rounded-2xl border border-contrast/10 bg-panel/60">
      <h2 className="text-base">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-3 text-start text-sm font-semibold text-strong transition hover:bg-contrast/5"
        >
          <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <span className="flex-1">{texts.toggle(questions.length)}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 text-muted transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-contrast/10 px-4 pt-3 pb-4">
        <p className="text-sm text-muted">{texts.intro}</p>
        {error && (
          <div className="mt-3">
            <ErrorBox message={error} />
          </div>
        )}
        {questions.length === 0 ? (
          <p className="mt-3 text-sm text-body">{texts.none}</p>
        ) : (
          <ol aria-label={texts.list} className="mt-3 divide-y divide-contrast/10">
            {questions.map((question, index) => {
              const id = `${panelId}-q${index}`;
              return (
                <li
                  key={question.folded}
                  className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
                >
                  {/* A question the list cannot show as usual costs its own item only; its
                      Dismiss stays. */}
                  <ErrorBoundary fallback={() => <UnshownQuestion question={question} id={id} />}>
                    <AskedQuestion question={question} id={id} />
                  </ErrorBoundary>
                  <button
                    type="button"
                    ref={(button) => {
                      if (button) dismissButtons.current.set(question.folded, button);
                      else dismissButtons.current.delete(question.folded);
                    }}
                    aria-describedby={id}
                    onClick={() => remove(question, index)}
                    className={buttonClasses('quiet', 'xs')}
                  >
                    <X aria-hidden="true" className="size-4" />
                    {texts.dismiss}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announced.text && <span key={announced.key}>{announced.text}</span>}
        </p>
      </div>
    </section>
  );
}

interface QuestionProps {
  question: UnansweredQuestion;
  /** The id of the question's text, which describes its Dismiss button. */
  id: string;
}

/** A question, how often and when it was last asked, and in which languages. */
function AskedQuestion({ question, id }: QuestionProps) {
  return (
    <div className="min-w-0 flex-1 basis-60">
      <p id={id} dir="auto" className="font-medium break-words text-strong">
        {withoutReordering(question.question)}
      </p>
      <p className="mt-1 text-xs text-muted">
        {texts.asked(question.times, formatMessageDate(question.last_asked_at))}
        {question.languages.length > 0 && <> · {texts.languages(question.languages)}</>}
      </p>
    </div>
  );
}

/**
 * A question the list could not show as usual: its text, a short note, and what else was stored
 * (how often, when last, the language codes), as plain text.
 */
function UnshownQuestion({ question, id }: QuestionProps) {
  const stored = [question.times, question.last_asked_at, ...(question.languages ?? [])];
  return (
    <div className="min-w-0 flex-1 basis-60">
      <p id={id} dir="auto" className="font-medium wrap-anywhere text-strong">
        {withoutReordering(String(question.question))}
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-xs text-warning-text">
        <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning" />
        <span className="min-w-0 wrap-anywhere">
          {texts.unshown} {stored.map(String).join(' · ')}
        </span>
      </p>
    </div>
  );
}
