import { useCallback, useRef, useState } from 'react';
import { sendContactMessage } from './api/send-contact-message';
import {
  findContactMessageError,
  trimContactMessage,
  type ContactField,
  type ContactMessageValues,
} from './contactRules';
import { describeSendError } from './sendErrorMessage';

/** The contact form's states (spec section 4): idle → submitting → success or error. */
export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What one call of `submit` did, so the form can react (e.g. focus the invalid field). */
export type ContactSubmitOutcome =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; field: ContactField }
  | { outcome: 'failed' }
  | { outcome: 'ignored' };

const emptyValues: ContactMessageValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form's state and its one action. Validation and error wording live in plain
 * functions (contactRules, sendErrorMessage); sending goes through the api module.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessageValues>(emptyValues);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  /** Counts submits, so a banner can be re-mounted (and re-announced) for each one. */
  const [attempt, setAttempt] = useState(0);
  /** Set synchronously, so a second submit in the same tick cannot slip past the state update. */
  const inFlight = useRef(false);

  const setValue = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalidField((current) => (current === field ? null : current));
  }, []);

  const submit = useCallback(async (): Promise<ContactSubmitOutcome> => {
    if (inFlight.current) return { outcome: 'ignored' };

    // Each new submit resets the status first (spec section 4).
    setAttempt((count) => count + 1);
    setStatus('idle');
    setError(null);
    setInvalidField(null);

    const problem = findContactMessageError(values);
    if (problem) {
      setStatus('error');
      setError(problem.message);
      setInvalidField(problem.field);
      return { outcome: 'invalid', field: problem.field };
    }

    inFlight.current = true;
    setStatus('submitting');
    try {
      await sendContactMessage(trimContactMessage(values));
      setValues(emptyValues);
      setStatus('success');
      return { outcome: 'sent' };
    } catch (sendError) {
      // Every typed value stays, so the visitor can try again or copy the message elsewhere.
      setError(describeSendError(sendError));
      setStatus('error');
      return { outcome: 'failed' };
    } finally {
      inFlight.current = false;
    }
  }, [values]);

  return { values, setValue, status, error, invalidField, attempt, submit };
}
