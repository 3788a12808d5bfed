import { ChevronDown, FileText, SendHorizontal, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ErrorBox } from '../../../../components/ui/ErrorBox';
import { adminTexts } from '../../../../content/admin';
import type { LocaleInfo } from '../../../../content/types';
import { useContent } from '../../../../i18n/contentContext';
import { withoutReordering } from '../../../../shared/visitorText';
import type { ContactMessage, StoredReply } from '../../api/types';
import { ClampedText } from '../ClampedText';
import { MailAppLink } from '../MailAppLink';
import { InlineQuestion } from './InlineQuestion';
import { writingPosition, type ReplyNames } from './replyText';
import { useReplyComposer } from './useReplyComposer';

const texts = adminTexts.composer;

const fieldClasses =
  'mt-1 block w-full rounded-lg border border-contrast/15 bg-canvas/70 px-3 py-2 text-base text-strong transition hover:border-contrast/25 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden disabled:opacity-60 sm:text-sm';
const labelClasses = 'text-xs font-semibold text-soft';

export interface ReplyComposerProps {
  message: ContactMessage;
  /** The site's languages, base first (handed down from the inbox, whose chunk has them). */
  languages: readonly LocaleInfo[];
  /** A reply the function stored: sent, or refused by the email provider. */
  onStored: (reply: StoredReply) => void;
  /** Closes the composer: `sent` once the reply went, else the owner gave it up. */
  onClose: (sent: boolean) => void;
}

/**
 * The reply to a message, written in its card: the language (the message's to start with), the
 * subject, the body (greeting and sign-off in that language around the line to write on, where the
 * caret waits), and the message as the email will quote it. Send sends it through the reply
 * function; Draft a reply asks the function for a body to check; Open in my mail app is the
 * mailto: link Reply was before. The body and subject read in the reply's direction (`dir`,
 * `lang`). Escape or Cancel close it, asking first when the owner wrote something; Ctrl+Enter (⌘
 * Enter) sends.
 */
export default function ReplyComposer({
  message,
  languages,
  onStored,
  onClose,
}: ReplyComposerProps) {
  const { profile } = useContent();
  const names = useMemo<ReplyNames>(
    () => ({ owner: profile.name, ownerFirst: profile.name.split(' ')[0] || profile.name }),
    [profile.name],
  );
  const composer = useReplyComposer({
    message,
    languages,
    names,
    onStored,
    onSent: () => onClose(true),
  });
  const { locale, draft, sending, error } = composer;
  const [discarding, setDiscarding] = useState(false);
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const writingAt = writingPosition(composer.frame);

  // The caret waits on the line to write on.
  useEffect(() => {
    const body = bodyRef.current;
    body?.focus();
    body?.setSelectionRange(writingAt, writingAt);
    // On open only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusBody = () => bodyRef.current?.focus();

  const send = async () => {
    const failure = await composer.send();
    if (failure?.field === 'subject') subjectRef.current?.focus();
    else if (failure?.field === 'body') focusBody();
  };

  const close = () => {
    if (sending) return;
    if (composer.dirty) setDiscarding(true);
    else onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const name = withoutReordering(message.name);
  const headingId = `${id}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="mt-5 rounded-2xl border border-contrast/10 bg-canvas/50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h3 id={headingId} dir="auto" className="font-semibold break-words text-strong">
          {texts.heading(name)}
        </h3>
        <p className="text-xs break-all text-muted">{texts.to(withoutReordering(message.email))}</p>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        className="mt-4 space-y-4"
      >
        <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={`${id}-language`} className={labelClasses}>
              {texts.language}
            </label>
            <div className="relative">
              <select
                id={`${id}-language`}
                value={composer.language}
                disabled={sending || draft.status === 'loading'}
                onChange={(event) => composer.switchLanguage(event.target.value)}
                className={`${fieldClasses} cursor-pointer appearance-none pe-9`}
              >
                {languages.map(({ code, name: own }) => {
                  const named = adminTexts.card.language(code);
                  return (
                    <option key={code} value={code}>
                      {named === own ? named : `${named} · ${own}`}
                    </option>
                  );
                })}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-subject`} className={labelClasses}>
              {texts.subject}
            </label>
            <input
              ref={subjectRef}
              id={`${id}-subject`}
              type="text"
              dir={locale.dir}
              lang={locale.code}
              value={composer.subject}
              readOnly={sending}
              aria-invalid={error?.field === 'subject' || undefined}
              onChange={(event) => composer.setSubject(event.target.value)}
              onKeyDown={sendOnCtrlEnter}
              className={fieldClasses}
            />
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-body`} className={labelClasses}>
            {texts.body}
          </label>
          {composer.draftSource && (
            <p
              role="status"
              className="mt-1 flex items-center gap-1.5 text-xs font-medium text-warning-text"
            >
              {composer.draftSource === 'ai' ? (
                <Sparkles aria-hidden="true" className="size-3.5 shrink-0" />
              ) : (
                <FileText aria-hidden="true" className="size-3.5 shrink-0" />
              )}
              {texts.drafted[composer.draftSource]}
            </p>
          )}
          <textarea
            ref={bodyRef}
            id={`${id}-body`}
            dir={locale.dir}
            lang={locale.code}
            rows={9}
            value={composer.body}
            readOnly={sending}
            aria-invalid={error?.field === 'body' || undefined}
            onChange={(event) => composer.setBody(event.target.value)}
            onKeyDown={sendOnCtrlEnter}
            // Grows with the text (a draft, a long reply) where the browser can, then scrolls;
            // elsewhere nine rows and a handle.
            className={`${fieldClasses} field-sizing-content max-h-96 resize-y leading-relaxed`}
          />
        </div>

        {draft.status === 'asking' && (
          <InlineQuestion
            question={texts.replaceDraft.question}
            keep={texts.replaceDraft.keep}
            act={texts.replaceDraft.replace}
            onKeep={() => {
              composer.keepMine();
              focusBody();
            }}
            onAct={() => {
              composer.acceptDraft();
              focusBody();
            }}
          />
        )}
        {draft.status === 'failed' && <ErrorBox message={draft.error} />}

        <figure aria-labelledby={`${id}-quoted`} className="text-sm">
          <figcaption id={`${id}-quoted`} className={labelClasses}>
            {texts.quoted}
          </figcaption>
          <div className="mt-1 border-s-2 border-contrast/20 ps-3 text-muted">
            <p dir={locale.dir} lang={locale.code} className="break-words">
              {composer.quote.header}
            </p>
            <ClampedText text={composer.quote.text} className="mt-0.5" />
          </div>
        </figure>

        {error && <ErrorBox message={error.text} />}

        {discarding ? (
          <InlineQuestion
            question={texts.discard.question}
            keep={texts.discard.keep}
            act={texts.discard.discard}
            tone="danger"
            onKeep={() => {
              setDiscarding(false);
              focusBody();
            }}
            onAct={() => onClose(false)}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="submit"
              size="xs"
              loading={sending}
              aria-keyshortcuts="Control+Enter Meta+Enter"
              icon={<SendHorizontal aria-hidden="true" className="size-4" />}
            >
              {sending ? texts.sending : texts.send}
            </Button>
            <Button
              variant="quiet"
              size="xs"
              loading={draft.status === 'loading'}
              aria-disabled={sending || undefined}
              onClick={() => void composer.requestDraft()}
              icon={<Sparkles aria-hidden="true" className="size-4" />}
            >
              {draft.status === 'loading' ? texts.drafting : texts.draft}
            </Button>
            <MailAppLink message={message} />
            <Button
              variant="quiet"
              size="xs"
              aria-disabled={sending || undefined}
              onClick={close}
              className="ms-auto"
            >
              {adminTexts.cancel}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
