import { useCallback, useRef, useState } from 'react';
import { useContent } from '../../i18n/contentContext';
import { useHandoffTexts } from './useHandoffTexts';
import { sameBrief, type Brief } from '../../shared/brief';
import { CONTACT_MAX_LENGTHS, characterCount, isValidEmail } from '../../shared/contact';
import { attemptFor, type SendAttempt } from '../../shared/messageId';
import { spamSignals } from '../../lib/spamSignals';
import { trackVisit } from '../../lib/visits/track';
import { HandoffError, sendHandoff, type HandoffRequest } from './api/send-handoff';
import type { HistoryTurn } from './api/request-reply';

/** What the visitor fills in to hand the conversation over. */
export interface HandoffValues {
  name: string;
  email: string;
  note: string;
  brief: Brief;
}

export type HandoffField = 'name' | 'email' | 'note';

/** Whether a send is a retry of the one before: the same words and the same brief. */
function sameHandoff(a: HandoffValues, b: HandoffValues): boolean {
  return (
    a.name === b.name && a.email === b.email && a.note === b.note && sameBrief(a.brief, b.brief)
  );
}

export type HandoffStatus = 'idle' | 'sending' | 'error';

/**
 * The hand-over form's state: its values (the brief starts from what the offer read in the
 * visitor's words), checks before sending, and the send. One id per hand-over, kept across
 * retries of the same values, so a retry after a lost answer stores the conversation once; a
 * changed value gets a new id. What the visitor typed stays when a send fails.
 */
export function useHandoff({
  initialBrief,
  conversation,
  transcript,
  onSent,
}: {
  initialBrief: Brief;
  /** The chat's id, as its requests carried it. */
  conversation: string;
  /** The conversation as the chat function signed it (signedChain.ts). */
  transcript: readonly HistoryTurn[];
  onSent: (email: string) => void;
}) {
  const { locale } = useContent();
  const texts = useHandoffTexts();
  const [values, setValues] = useState<HandoffValues>({
    name: '',
    email: '',
    note: '',
    brief: initialBrief,
  });
  const [status, setStatus] = useState<HandoffStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<HandoffField | null>(null);
  const attempt = useRef<SendAttempt<HandoffValues> | null>(null);
  /** When the visitor first touched the form (their own event), for the spam signals. */
  const startedAt = useRef<number | null>(null);

  const markStarted = useCallback(() => {
    startedAt.current ??= Date.now();
  }, []);

  const setValue = useCallback(<K extends keyof HandoffValues>(key: K, value: HandoffValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** The first field that is not right, with its message; null when all are. */
  function check(): { field: HandoffField; message: string } | null {
    const name = values.name.trim();
    if (!name || characterCount(name) > CONTACT_MAX_LENGTHS.name) {
      return { field: 'name', message: texts.errors.name };
    }
    const email = values.email.trim();
    // In UTF-16 units, as the chat function counts it: as strict as the database, or stricter.
    if (!isValidEmail(email) || email.length > CONTACT_MAX_LENGTHS.email) {
      return { field: 'email', message: texts.errors.email };
    }
    // The hand-over is stored as a contact message, the note as its message.
    if (characterCount(values.note.trim()) > CONTACT_MAX_LENGTHS.message) {
      return { field: 'note', message: texts.errors.noteTooLong };
    }
    return null;
  }

  /** Sends the conversation; returns the field to focus when one is not right. */
  async function submit(honeypot: string): Promise<HandoffField | null> {
    if (status === 'sending') return null;
    const problem = check();
    if (problem) {
      setInvalidField(problem.field);
      setError(problem.message);
      setStatus('error');
      return problem.field;
    }
    setInvalidField(null);
    setError(null);
    setStatus('sending');
    const sent = {
      name: values.name.trim(),
      email: values.email.trim(),
      note: values.note.trim(),
      brief: values.brief,
    };
    attempt.current = attemptFor(sent, attempt.current, sameHandoff);
    const request: HandoffRequest = {
      id: attempt.current.id,
      conversation,
      ...sent,
      language: locale.code,
      transcript,
      signals: spamSignals({ honeypot, startedAt: startedAt.current, now: Date.now() }),
    };
    try {
      await sendHandoff(request);
      trackVisit('message_sent', { message: request.id });
      attempt.current = null;
      setStatus('idle');
      onSent(sent.email);
    } catch (failure) {
      console.warn('The hand-over failed:', failure);
      setError(
        failure instanceof HandoffError && failure.status === 429
          ? texts.errors.tooMany
          : texts.errors.failed,
      );
      setStatus('error');
    }
    return null;
  }

  return { values, setValue, markStarted, status, error, invalidField, submit };
}
