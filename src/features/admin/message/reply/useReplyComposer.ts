import { useCallback, useMemo, useRef, useState } from 'react';
import { adminTexts } from '../../../../content/admin';
import { replyTextsIn } from '../../../../content/locales/reply';
import type { LocaleInfo } from '../../../../content/types';
import { REPLY_MAX_LENGTHS } from '../../../../shared/reply';
import { draftReply } from '../../api/draft-reply';
import { ReplyError, sendReply } from '../../api/send-reply';
import type { ContactMessage, ReplyDraft, StoredReply } from '../../api/types';
import {
  frameOf,
  quoteOf,
  reframe,
  replyLanguageFor,
  startingBody,
  startingSubject,
  type ReplyNames,
} from './replyText';
import { newReplyKey } from './replyKey';

/** The values one Send sends. */
interface ReplyValues {
  language: string;
  subject: string;
  body: string;
}

/** The key a reply is sent with, and the values it was last sent with (none before the first). */
interface Attempt {
  key: string;
  values: ReplyValues | null;
}

const sameValues = (a: ReplyValues, b: ReplyValues) =>
  a.language === b.language && a.subject === b.subject && a.body === b.body;

/** Characters as the database counts them: code points. */
const characters = (text: string) => Array.from(text).length;

/**
 * Why `values` cannot be sent as they are, the field to fix named, or null: a subject and a text
 * are needed (the starting text alone is none), each within the reply's limits.
 */
function invalidReply(values: ReplyValues, startingBody: string): ComposerError | null {
  const texts = adminTexts.composer.errors;
  const { subject: max, body: maxBody } = REPLY_MAX_LENGTHS;
  if (values.subject === '') return { text: texts.noSubject, field: 'subject' };
  if (characters(values.subject) > max) {
    return { text: texts.subjectTooLong(max), field: 'subject' };
  }
  if (values.body.trim() === '' || values.body === startingBody) {
    return { text: texts.noBody, field: 'body' };
  }
  if (characters(values.body.trimEnd()) > maxBody) return { text: texts.tooLong, field: 'body' };
  return null;
}

/** What the composer says went wrong, and the field to go back to when it is a field's. */
export interface ComposerError {
  text: string;
  field?: 'subject' | 'body';
}

/** Where a draft stands: none asked, being written, waiting for the owner's yes, or failed. */
export type DraftState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'asking'; draft: ReplyDraft }
  | { status: 'failed'; error: string };

interface ComposerOptions {
  message: ContactMessage;
  /** The site's languages, base first. */
  languages: readonly LocaleInfo[];
  names: ReplyNames;
  /** A reply the function stored: sent, or refused by the provider. */
  onStored: (reply: StoredReply) => void;
  /** The reply went: the composer closes. */
  onSent: () => void;
}

/**
 * A reply being written: its language, subject and body, what Send and Draft are doing, and what
 * went wrong. It starts in the language the message was written in, from that language's words
 * (src/content/locales/<code>/reply.ts). Switching language rewrites the subject, the greeting and
 * the closing only where they are still as they started; the owner's words are never lost.
 *
 * The idempotency key is made when the composer opens and sent again with the same values, so a
 * retry after a failure or a lost answer sends the reply once; an edit after a failure makes a new
 * key, so the function never takes a changed reply for the old one.
 */
export function useReplyComposer({ message, languages, names, onStored, onSent }: ComposerOptions) {
  const codes = useMemo(() => languages.map(({ code }) => code), [languages]);
  const startIn = useCallback(
    (code: string) => {
      const texts = replyTextsIn(code);
      const frame = frameOf(message, texts, names);
      return {
        texts,
        frame,
        subject: startingSubject(message, texts, names),
        body: startingBody(frame),
      };
    },
    [message, names],
  );

  const [language, setLanguage] = useState(() => replyLanguageFor(message.language, codes));
  const [subject, setSubject] = useState(() => startIn(language).subject);
  const [body, setBodyState] = useState(() => startIn(language).body);
  // The body now, for a draft that arrives after the owner typed (its closure has the old one).
  const bodyNow = useRef(body);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ComposerError | null>(null);
  const [draft, setDraft] = useState<DraftState>({ status: 'idle' });
  const [draftSource, setDraftSource] = useState<ReplyDraft['source'] | null>(null);
  // Made once, when the composer opens.
  const [attempt, setAttempt] = useState<Attempt>(() => ({ key: newReplyKey(), values: null }));
  const busy = useRef(false);

  const start = startIn(language);
  const locale = languages.find(({ code }) => code === language) ?? languages[0]!;
  const quote = quoteOf(message, start.texts, locale.intl);
  const dirty = subject !== start.subject || body !== start.body;

  const setBody = useCallback((text: string) => {
    bodyNow.current = text;
    setBodyState(text);
  }, []);

  const switchLanguage = (code: string) => {
    if (code === language || sending) return;
    const next = startIn(code);
    setSubject((current) => (current === start.subject ? next.subject : current));
    setBody(reframe(bodyNow.current, start.frame, next.frame));
    setLanguage(code);
  };

  const send = async (): Promise<ComposerError | null> => {
    if (busy.current) return null;
    const texts = adminTexts.composer.errors;
    const values: ReplyValues = { language, subject: subject.trim(), body };
    const invalid = invalidReply(values, start.body);
    if (invalid) {
      setError(invalid);
      return invalid;
    }
    const key =
      attempt.values === null || sameValues(attempt.values, values) ? attempt.key : newReplyKey();
    setAttempt({ key, values });
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const reply = await sendReply({ messageId: message.id, idempotencyKey: key, ...values });
      onStored(reply);
      onSent();
      return null;
    } catch (caught) {
      const failure =
        caught instanceof ReplyError
          ? caught
          : new ReplyError('failed', texts.failed, { cause: caught });
      if (failure.reply) onStored(failure.reply);
      const shown = { text: failure.message };
      setError(shown);
      return shown;
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const applyDraft = (ready: ReplyDraft) => {
    setBody(ready.body);
    setDraftSource(ready.source);
    setDraft({ status: 'idle' });
  };

  const requestDraft = async () => {
    if (draft.status === 'loading' || sending) return;
    setDraft({ status: 'loading' });
    try {
      const ready = await draftReply(message.id, language);
      // The language cannot change meanwhile (its choice waits), so the starting body is this one.
      if (bodyNow.current === start.body) applyDraft(ready);
      else setDraft({ status: 'asking', draft: ready });
    } catch (caught) {
      setDraft({ status: 'failed', error: (caught as Error).message });
    }
  };

  const acceptDraft = () => {
    if (draft.status === 'asking') applyDraft(draft.draft);
  };
  const keepMine = () => setDraft({ status: 'idle' });

  return {
    language,
    locale,
    switchLanguage,
    subject,
    setSubject,
    body,
    setBody,
    frame: start.frame,
    quote,
    dirty,
    sending,
    error,
    send,
    draft,
    draftSource,
    requestDraft,
    acceptDraft,
    keepMine,
  };
}
