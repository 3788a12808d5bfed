import { CircleAlert, Send } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { BriefChoices } from '../../components/BriefChoices';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { Honeypot } from '../../components/Honeypot';
import { useHandoffTexts } from './useHandoffTexts';
import { isBriefValue, withBriefValue, type Brief } from '../../shared/brief';
import { useFormControls } from '../../lib/hooks/useFormControls';
import { HONEYPOT_FIELD, honeypotValue } from '../../lib/spamSignals';
import type { HistoryTurn } from './api/request-reply';
import { useHandoff } from './useHandoff';

const controlClasses =
  'mt-1 block w-full rounded-lg border border-contrast/10 bg-canvas/60 px-3 py-2 text-base text-strong placeholder:text-muted transition hover:border-contrast/20 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden aria-invalid:border-danger/70 sm:text-sm';

interface HandoffFormProps {
  /** The owner's first name, as the texts say it. */
  ownerName: string;
  /** What the offer read of the brief in the visitor's words: the chips start there. */
  initialBrief: Brief;
  /** The chat's id, and the conversation as the chat function signed it. */
  conversation: string;
  transcript: readonly HistoryTurn[];
  /** The conversation is stored: back to the chat, which says so. */
  onSent: (email: string) => void;
  onBack: () => void;
}

/**
 * "Send this conversation to ...": the visitor's name and email, a line of their own and the
 * project brief, then one button. It takes the chat panel's place while open; the conversation
 * stays as it is behind it. Focus starts on the name.
 */
export function HandoffForm({
  ownerName,
  initialBrief,
  conversation,
  transcript,
  onSent,
  onBack,
}: HandoffFormProps) {
  const texts = useHandoffTexts();
  const { values, setValue, markStarted, status, error, invalidField, submit } = useHandoff({
    initialBrief,
    conversation,
    transcript,
    onSent,
  });
  const { idOf, errorId, noteTouch, controlProps } = useFormControls({
    values,
    setValue,
    invalidField,
    markStarted,
    className: controlClasses,
  });
  const headingId = idOf('heading');
  const nameRef = useRef<HTMLInputElement>(null);
  const sending = status === 'sending';

  useEffect(() => nameRef.current?.focus(), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = await submit(honeypotValue(form));
    if (field) document.getElementById(idOf(field))?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={noteTouch}
      aria-labelledby={headingId}
      aria-busy={sending}
      className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-strong">
          {texts.action(ownerName)}
        </h3>
        <p className="mt-1 text-xs leading-relaxed text-muted">{texts.intro(ownerName)}</p>
      </div>
      <div>
        <label htmlFor={idOf('name')} className="text-xs font-medium text-soft">
          {texts.labels.name}
        </label>
        <input
          {...controlProps('name')}
          ref={nameRef}
          type="text"
          required
          autoComplete="name"
          placeholder={texts.placeholders.name}
        />
      </div>
      <div>
        <label htmlFor={idOf('email')} className="text-xs font-medium text-soft">
          {texts.labels.email}
        </label>
        <input
          {...controlProps('email')}
          type="email"
          required
          autoComplete="email"
          placeholder={texts.placeholders.email}
        />
      </div>
      <div>
        <label htmlFor={idOf('note')} className="text-xs font-medium text-soft">
          {texts.labels.note}
        </label>
        <textarea
          {...controlProps('note')}
          rows={2}
          placeholder={texts.placeholders.note}
          className={`${controlClasses} resize-y`}
        />
      </div>
      <div role="group" aria-label={texts.brief} className="space-y-3">
        <p aria-hidden="true" className="text-xs font-semibold text-soft">
          {texts.brief}
        </p>
        <BriefChoices
          compact
          brief={values.brief}
          onChoose={(field, value) => {
            markStarted();
            // '' is "Not sure yet": the field is unchosen.
            const chosen = isBriefValue(field, value) ? value : undefined;
            setValue('brief', withBriefValue(values.brief, field, chosen));
          }}
        />
      </div>

      <Honeypot id={idOf(HONEYPOT_FIELD)} />

      {status === 'error' && error && (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-xs text-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>{error}</span>
        </p>
      )}

      <div className="flex flex-col gap-2 pb-1">
        {/* aria-disabled while sending, so focus stays on the button; a second press is ignored. */}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {/* No spinner component: it would join the page's first-view code to the chat's. */}
          <Send
            aria-hidden="true"
            className={`size-4 rtl:-scale-x-100 ${sending ? 'animate-pulse motion-reduce:animate-none' : ''}`}
          />
          {sending ? texts.sending : texts.send(ownerName)}
        </button>
        <button type="button" onClick={onBack} className={buttonClasses('quiet', 'md', 'w-full')}>
          {texts.back}
        </button>
      </div>
    </form>
  );
}
