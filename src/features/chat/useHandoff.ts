import { useCallback, useRef, useState } from 'react';
import { useContent } from '../../i18n/contentContext';
import { useHandoffTexts } from './useHandoffTexts';
import type { Brief } from '../../shared/brief';
import { isValidEmail } from '../../lib/email';
import { newMessageId } from '../../lib/messageId';
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

/** The limits of the contact form's columns, which the hand-over is stored in. */
const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_NOTE = 5000;

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
  const attempt = useRef<{ id: string; key: string } | null>(null);
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
    if (!name || [...name].length > MAX_NAME) return { field: 'name', message: texts.errors.name };
    const email = values.email.trim();
    if (!isValidEmail(email) || email.length > MAX_EMAIL) {
      return { field: 'email', message: texts.errors.email };
    }
    if ([...values.note.trim()].length > MAX_NOTE) {
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
    const key = JSON.stringify(sent);
    if (attempt.current?.key !== key) attempt.current = { id: newMessageId(), key };
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
