import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useContent } from '../../i18n/contentContext';
import { onQuoteRequest } from '../../lib/quoteRequest';
import { isBriefValue, withBriefValue, type Brief, type BriefField } from '../../shared/brief';
import { isEmptyBrief } from './contactBrief';
import {
  findContactMessageError,
  trimContactMessage,
  type ContactField,
  type ContactMessageValues,
} from './contactRules';
import {
  clearContactDraft,
  DRAFT_SAVE_DELAY_MS,
  isEmptyContactMessage,
  keepTextTypedBeforeHydration,
  loadContactDraft,
  saveContactDraft,
} from './contactDraft';
import { forgetSendAttempt, sendAttemptFor, type SendAttempt } from './sendAttempt';
import { describeSendError } from './sendErrorMessage';
import { spamSignals } from '../../lib/spamSignals';
import { trackVisit } from '../../lib/visits/track';

/**
 * The send call loads with the first send, as the backend client it uses does (lib/supabase): a
 * visitor who only reads the page downloads neither. A load that fails is a failed send, worded
 * by describeSendError like any other, and the next send tries again.
 */
const loadSendCall = () => import('./api/send-contact-message');

/** The contact form's states: idle → submitting → success or error. */
export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What one call of `submit` did, so the form can react (e.g. focus the invalid field). */
export type ContactSubmitOutcome =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; field: ContactField }
  | { outcome: 'failed' }
  | { outcome: 'ignored' };

const emptyValues: ContactMessageValues = { name: '', email: '', subject: '', message: '' };

export interface UseContactFormOptions {
  /** The clock for the fill time reported with a message, in milliseconds; tests may pass their own. */
  now?: () => number;
}

export interface ContactSubmitOptions {
  /** What the hidden honeypot field holds at submit time. */
  honeypot?: string;
}

/**
 * The contact form's state and its one action. Validation and error wording live in plain
 * functions (contactRules, sendErrorMessage), the signals the database judges spam by in
 * spamSignals, the draft in contactDraft and the brief's operations in contactBrief; sending goes
 * through the api module. Every valid submit is sent: the browser never drops a message.
 */
export function useContactForm({ now = Date.now }: UseContactFormOptions = {}) {
  const { ui, locale } = useContent();
  const errorTexts = ui.contactForm.errors;
  const [values, setValues] = useState<ContactMessageValues>(emptyValues);
  const [brief, setBrief] = useState<Brief>({});
  /** Whether the brief's chips show: opened by its toggle, "Get a Quote" or a draft's brief. */
  const [briefOpen, setBriefOpen] = useState(false);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  /** Counts submits, so a banner can be re-mounted (and re-announced) for each one. */
  const [attempt, setAttempt] = useState(0);
  /** Set synchronously, so a second submit in the same tick cannot slip past the state update. */
  const inFlight = useRef(false);
  /** When the visitor first focused or typed in the form (not page load); null until then. */
  const startedAt = useRef<number | null>(null);
  /** Whether the visitor has typed, so only their own edits are saved as a draft. */
  const typed = useRef(false);
  /** The id the current message was last sent with: a retry of the same text reuses it. */
  const sendAttempt = useRef<SendAttempt | null>(null);

  /** Records the visitor's first touch of the form (the caller decides what counts); later calls change nothing. */
  const markStarted = useCallback(() => {
    startedAt.current ??= now();
  }, [now]);

  const setValue = useCallback((field: ContactField, value: string) => {
    typed.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setInvalidField((current) => (current === field ? null : current));
  }, []);

  /** Chooses one of a brief field's values; anything else ('' for "Not sure yet") clears it. */
  const chooseBrief = useCallback((field: BriefField, value: string) => {
    typed.current = true;
    setBrief((current) =>
      withBriefValue(current, field, isBriefValue(field, value) ? value : undefined),
    );
  }, []);

  /** The visitor opens the brief (its toggle, or "Get a Quote"): counted once per page. */
  const briefCounted = useRef(false);
  const openBrief = useCallback(() => {
    setBriefOpen(true);
    if (briefCounted.current) return;
    briefCounted.current = true;
    trackVisit('brief_started');
  }, []);

  const toggleBrief = useCallback(() => {
    if (briefOpen) setBriefOpen(false);
    else openBrief();
  }, [briefOpen, openBrief]);

  // "Get a Quote" elsewhere on the page shows the brief.
  useEffect(() => onQuoteRequest(openBrief), [openBrief]);

  // Restore a draft from an earlier visit, as React takes the form over. What the visitor typed
  // into the prerendered form before that joins it first: React keeps a field's text through
  // hydration but not in its state, and the next render would wipe it. A layout effect: it runs
  // in the same commit as the hydration, before the visitor's next event is handled (an effect
  // could come after a focus that marks the form started, and skip this).
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (formRef.current) keepTextTypedBeforeHydration(formRef.current);
    if (startedAt.current !== null || typed.current) return;
    const draft = loadContactDraft();
    if (!draft) return;
    // The draft was typed by a person on an earlier visit: the form counts as touched.
    startedAt.current = now();
    const { brief: draftBrief, ...draftValues } = draft;
    // localStorage exists only in the browser, so the prerendered page cannot start with the
    // draft: it is read once after hydration, which is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => (isEmptyContactMessage(current) ? draftValues : current));
    if (!isEmptyBrief(draftBrief)) {
      setBrief(draftBrief);
      setBriefOpen(true);
    }
  }, [now]);

  // Save what the visitor types and chooses, once typing pauses.
  useEffect(() => {
    if (!typed.current) return;
    // A save still pending when the message went (succeed() clears typed at once, React clears the
    // timer only on its next render) must not put the sent message back as a draft.
    const timer = setTimeout(() => {
      if (typed.current) saveContactDraft({ ...values, brief });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, brief]);

  /**
   * The success state: the form and its brief are cleared, and so is the draft; the next message
   * starts anew.
   */
  const succeed = useCallback(() => {
    setValues(emptyValues);
    setBrief({});
    setBriefOpen(false);
    setStatus('success');
    clearContactDraft();
    forgetSendAttempt();
    sendAttempt.current = null;
    typed.current = false;
    startedAt.current = null;
  }, []);

  const submit = useCallback(
    async ({ honeypot = '' }: ContactSubmitOptions = {}): Promise<ContactSubmitOutcome> => {
      if (inFlight.current) return { outcome: 'ignored' };

      // Each new submit resets the status first: no banner of an earlier submit stays.
      setAttempt((count) => count + 1);
      setStatus('idle');
      setError(null);
      setInvalidField(null);

      const problem = findContactMessageError(values, errorTexts);
      if (problem) {
        setStatus('error');
        setError(problem.message);
        setInvalidField(problem.field);
        return { outcome: 'invalid', field: problem.field };
      }

      // Sent with what the form saw; a bot gets the same success as a person and learns nothing,
      // while the database files its message under Spam.
      const signals = spamSignals({ honeypot, startedAt: startedAt.current, now: now() });

      inFlight.current = true;
      setStatus('submitting');
      try {
        const attempt = sendAttemptFor(
          { ...trimContactMessage(values), brief },
          sendAttempt.current,
        );
        sendAttempt.current = attempt;
        const { sendContactMessage } = await loadSendCall();
        await sendContactMessage({
          id: attempt.id,
          ...attempt.values,
          signals,
          language: locale.code,
        });
        succeed();
        trackVisit('message_sent', { message: attempt.id });
        return { outcome: 'sent' };
      } catch (sendError) {
        // Every typed value and the brief stay, so the visitor can try again or copy the message
        // elsewhere.
        setError(describeSendError(sendError, errorTexts));
        setStatus('error');
        return { outcome: 'failed' };
      } finally {
        inFlight.current = false;
      }
    },
    [values, brief, now, succeed, errorTexts, locale.code],
  );

  return {
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
  };
}
