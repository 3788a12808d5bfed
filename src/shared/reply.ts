/**
 * The owner's reply to a message, as the inbox's composer and the `reply` Edge Function agree on
 * it: the request each route takes, what it answers, and the limits of a reply's fields, which
 * the database checks too (public.message_replies; reply.test.ts proves the two agree).
 */
import type { Tables } from './database.types.ts';

/** The longest subject and body a reply may have, in characters (code points). */
export const REPLY_MAX_LENGTHS = { subject: 300, body: 20_000 } as const;

/** The longest reason a failed reply keeps. */
export const REPLY_ERROR_MAX_LENGTH = 500;

/**
 * A character no subject may hold: a line break or any other control character (Cc: it could start a
 * mail header of its own), and the Unicode line and paragraph separators.
 */
export const SUBJECT_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;

export type ReplyStatus = 'sending' | 'sent' | 'failed';

/** A reply as the table keeps it (and the function answers it). */
export type StoredReply = Omit<Tables<'message_replies'>, 'status'> & { status: ReplyStatus };

/**
 * `POST /functions/v1/reply` (supabase-js: `functions.invoke('reply', { body })`), with the
 * owner's session. The reply goes to the address stored with the message: the request names none.
 */
export interface SendReplyRequest {
  messageId: string;
  /** Made once per reply and sent again with every retry of it: a reply is sent at most once. */
  idempotencyKey: string;
  subject: string;
  body: string;
  /** A language of the site (its quote header's words); another falls back to the base one. */
  language: string;
}

/** 200: sent, or sent before (the same idempotency key). */
export interface SendReplyAnswer {
  reply: StoredReply;
}

/** `POST /functions/v1/reply/draft` (`functions.invoke('reply/draft', { body })`). */
export interface DraftReplyRequest {
  messageId: string;
  language: string;
}

/** 200: the whole text the composer starts from; never sent. */
export interface DraftReplyAnswer {
  body: string;
  /** Written by the AI gateway, or from the language's template (no key, over budget, failed). */
  source: 'ai' | 'template';
}

/** What every refusal answers: a code to act on, and a sentence for the owner. */
export interface ReplyErrorAnswer {
  error: ReplyErrorCode;
  message: string;
  /** With `send_failed`: the reply as kept, failed, with why. */
  reply?: StoredReply;
}

export type ReplyErrorCode =
  /** 400: a field is missing or not what the route takes (message names it). */
  | 'bad_request'
  /** 401: no session, or an expired one. */
  | 'not_signed_in'
  /** 403: signed in, but not the owner; or a page the allow-list does not hold. */
  | 'forbidden'
  /** 404: no such message (or route). */
  | 'not_found'
  /** 405: not a POST. */
  | 'method_not_allowed'
  /** 409: the idempotency key belongs to a reply to another message. */
  | 'idempotency_conflict'
  /** 413: the request body is too large. */
  | 'too_large'
  /** 429: the day's replies to this message, or in all, are used up. */
  | 'too_many_replies'
  /** 502: the email was not sent; the reply is kept as failed, with why. */
  | 'send_failed'
  /** 503: the database could not be reached. */
  | 'unavailable'
  /** 500: anything else. */
  | 'unexpected';
