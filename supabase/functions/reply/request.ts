/**
 * The two routes' request bodies, checked: what the function may use of them. Every other field
 * is ignored, an address above all: a reply goes to the address stored with the message.
 */
import { UUID_PATTERN } from '../../../src/shared/messageId.ts';
import {
  REPLY_MAX_LENGTHS,
  SUBJECT_FORBIDDEN,
  type DraftReplyRequest,
  type SendReplyRequest,
} from '../../../src/shared/reply.ts';
import { BASE_LANGUAGE, isLanguage } from '../chat/languages.ts';

/**
 * The largest body either route reads: a body of 20,000 characters, each escaped as JSON may
 * escape it (six bytes), with room for the rest.
 */
export const MAX_BODY_BYTES = 6 * REPLY_MAX_LENGTHS.body + 16 * 1024;

export const FIELD_ERRORS = {
  notJson: 'The request body must be a JSON object.',
  messageId: 'The "messageId" must be the id (a UUID) of a message.',
  idempotencyKey:
    'The "idempotencyKey" must be a UUID, made once per reply and sent again with every retry of it.',
  subject: `The "subject" must be one line of 1 to ${REPLY_MAX_LENGTHS.subject} characters.`,
  body: `The "body" must hold text, at most ${REPLY_MAX_LENGTHS.body.toLocaleString('en')} characters.`,
} as const;

type Checked<T> = T | { error: string };

/** `{ messageId, idempotencyKey, subject, body, language }`: trimmed, the language known. */
export function readSendRequest(raw: string): Checked<SendReplyRequest> {
  const fields = jsonObject(raw);
  if (!fields) return { error: FIELD_ERRORS.notJson };
  const { messageId, idempotencyKey, subject, body, language } = fields;
  if (!isUuid(messageId)) return { error: FIELD_ERRORS.messageId };
  if (!isUuid(idempotencyKey)) return { error: FIELD_ERRORS.idempotencyKey };
  if (typeof subject !== 'string') return { error: FIELD_ERRORS.subject };
  const oneLine = subject.trim();
  if (
    oneLine === '' ||
    characters(oneLine) > REPLY_MAX_LENGTHS.subject ||
    SUBJECT_FORBIDDEN.test(oneLine)
  ) {
    return { error: FIELD_ERRORS.subject };
  }
  if (typeof body !== 'string') return { error: FIELD_ERRORS.body };
  const text = body.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
  if (text.trim() === '' || characters(text) > REPLY_MAX_LENGTHS.body) {
    return { error: FIELD_ERRORS.body };
  }
  return {
    messageId: messageId.toLowerCase(),
    idempotencyKey: idempotencyKey.toLowerCase(),
    subject: oneLine,
    body: text,
    language: knownLanguage(language),
  };
}

/** `{ messageId, language }`, the language known. */
export function readDraftRequest(raw: string): Checked<DraftReplyRequest> {
  const fields = jsonObject(raw);
  if (!fields) return { error: FIELD_ERRORS.notJson };
  if (!isUuid(fields.messageId)) return { error: FIELD_ERRORS.messageId };
  return { messageId: fields.messageId.toLowerCase(), language: knownLanguage(fields.language) };
}

/** A language the site is published in, as given; anything else: the site's base language. */
export function knownLanguage(value: unknown): string {
  return isLanguage(value) ? value : BASE_LANGUAGE;
}

function jsonObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Characters as the database counts them: code points. */
function characters(text: string): number {
  return Array.from(text).length;
}
