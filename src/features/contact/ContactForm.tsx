import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { ButtonSpinner } from '../../components/ui/Spinner';
import { Honeypot } from '../../components/Honeypot';
import { useContent } from '../../i18n/contentContext';
import { CONTACT_MAX_LENGTHS, characterCount } from './contactRules';
import { ProjectBrief } from './ProjectBrief';
import { useFormControls } from '../../lib/hooks/useFormControls';
import { HONEYPOT_FIELD, honeypotValue } from '../../lib/spamSignals';
import { useContactForm } from './useContactForm';

const controlClasses =
  'mt-2 block w-full rounded-xl border border-contrast/10 bg-canvas/60 px-4 py-3 text-base text-strong placeholder:text-muted transition hover:border-contrast/20 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden aria-invalid:border-danger/70 aria-invalid:ring-danger/30 disabled:opacity-60 sm:text-sm';

interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}

/** A visible label; required fields get a '*' that is visual only (the input says `required`). */
function FieldLabel({ htmlFor, required = false, children }: FieldLabelProps) {
  const { ui } = useContent();
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-soft">
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-1 text-accent">
          *
        </span>
      ) : (
        <span className="ms-1.5 text-xs font-normal text-muted">{ui.contactForm.optional}</span>
      )}
    </label>
  );
}

/**
 * The contact form. State and rules live in useContactForm, the wording of a failed send in
 * sendErrorMessage, the brief's chips in ProjectBrief, and every text in `ui.contactForm` and
 * `ui.brief` (src/content).
 */
export function ContactForm() {
  const { ui } = useContent();
  const {
    formRef,
    values,
    setValue,
    brief,
    chooseBrief,
    briefOpen,
    toggleBrief,
    markStarted,
    status,
    error,
    invalidField,
    attempt,
    submit,
  } = useContactForm();
  const { idOf, errorId, noteTouch, controlProps } = useFormControls({
    values,
    setValue,
    invalidField,
    markStarted,
    className: controlClasses,
  });
  const counterId = idOf('message-count');
  const submitting = status === 'submitting';
  const messageLength = characterCount(values.message.trim());
  const messageTooLong = messageLength > CONTACT_MAX_LENGTHS.message;
  const texts = ui.contactForm;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await submit({
      honeypot: honeypotValue(form),
    });
    if (result.outcome === 'invalid') {
      const control = form.elements.namedItem(result.field);
      if (control instanceof HTMLElement) control.focus();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onFocus={noteTouch}
      aria-busy={submitting}
      aria-label={texts.form}
      className="rounded-2xl border border-contrast/10 bg-panel/80 p-6 shadow-xl shadow-shade/20 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={idOf('name')} required>
            {texts.labels.name}
          </FieldLabel>
          <input
            {...controlProps('name')}
            type="text"
            required
            autoComplete="name"
            placeholder={texts.placeholders.name}
          />
        </div>
        <div>
          <FieldLabel htmlFor={idOf('email')} required>
            {texts.labels.email}
          </FieldLabel>
          <input
            {...controlProps('email')}
            type="email"
            required
            autoComplete="email"
            placeholder={texts.placeholders.email}
          />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={idOf('subject')}>{texts.labels.subject}</FieldLabel>
          <input
            {...controlProps('subject')}
            type="text"
            placeholder={texts.placeholders.subject}
          />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={idOf('message')} required>
            {texts.labels.message}
          </FieldLabel>
          <textarea
            {...controlProps('message', counterId)}
            rows={6}
            required
            placeholder={texts.placeholders.message}
            className={`${controlClasses} resize-y`}
          />
          <p
            id={counterId}
            className={`mt-1.5 text-end text-xs tabular-nums ${messageTooLong ? 'font-medium text-danger-text' : 'text-muted'}`}
          >
            {texts.characterCount(messageLength, CONTACT_MAX_LENGTHS.message)}
          </p>
        </div>
      </div>

      <ProjectBrief brief={brief} open={briefOpen} onToggle={toggleBrief} onChoose={chooseBrief} />

      <Honeypot id={idOf(HONEYPOT_FIELD)} />

      {status === 'error' && error && (
        <p
          key={attempt}
          id={errorId}
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-xl border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>{error}</span>
        </p>
      )}

      {/* Always present, so assistive technology is already listening when the text appears. */}
      <div role="status">
        {status === 'success' && (
          <p className="mt-6 flex items-start gap-3 rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm text-success-text">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{texts.sent}</span>
          </p>
        )}
      </div>

      {/* aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to
          the page. A second press meanwhile is ignored by useContactForm. */}
      <button
        type="submit"
        aria-disabled={submitting || undefined}
        className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}
      >
        {submitting ? (
          <>
            <ButtonSpinner />
            {texts.sending}
          </>
        ) : (
          <>
            {texts.send}
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </>
        )}
      </button>
    </form>
  );
}
