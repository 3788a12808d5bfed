import { adminTexts } from '../../../content/admin';
import type { SendReplyRequest } from '../../../shared/reply';
import { withoutReordering } from '../../../shared/visitorText';
import { AdminError } from './errors';
import { FunctionFailure, invokeFunction } from './invoke-function';
import type { ReplyStatus, StoredReply } from './types';

/**
 * What Send sends: one reply to one message, with the key made when the composer opened and kept
 * while the text is the same (the function sends a key once).
 */
export type ReplyToSend = SendReplyRequest;

/** Why a reply was not sent, each with its text in `adminTexts.composer.errors`. */
export type ReplyFailureReason =
  'connection' | 'session' | 'limit' | 'provider' | 'tooLong' | 'notFound' | 'refused' | 'failed';

/** The most characters of the function's own words (the provider's, a limit's) a failure shows. */
export const REASON_LENGTH = 300;

/**
 * A reply that was not sent: the text the composer shows (an AdminError's), why, and the reply as
 * the function stored it when it stored one (the provider refused it: it shows in the history as
 * not sent).
 */
export class ReplyError extends AdminError {
  readonly reason: ReplyFailureReason;
  readonly reply: StoredReply | undefined;

  constructor(
    reason: ReplyFailureReason,
    text: string,
    options: { cause?: unknown; reply?: StoredReply } = {},
  ) {
    super(text, { cause: options.cause });
    this.name = 'ReplyError';
    this.reason = reason;
    this.reply = options.reply;
  }
}

const STATUSES: readonly ReplyStatus[] = ['sending', 'sent', 'failed'];

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether `value` is a row of message_replies as the function answers it. */
export function isStoredReply(value: unknown): value is StoredReply {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    isText(row.id) &&
    isText(row.message_id) &&
    isText(row.created_at) &&
    isText(row.language) &&
    isText(row.subject) &&
    isText(row.body) &&
    STATUSES.includes(row.status as ReplyStatus) &&
    isTextOrNull(row.error) &&
    isTextOrNull(row.sent_at) &&
    (row.provider_id === undefined || isTextOrNull(row.provider_id))
  );
}

/**
 * The function's words on why (the email provider's, or which limit), shown as text: one line,
 * nothing that reorders it, not too long, and without a last full stop (the text around it has
 * its own).
 */
function reasonText(text: string | undefined): string {
  const line = withoutReordering(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  const characters = Array.from(line);
  return characters.length > REASON_LENGTH
    ? `${characters.slice(0, REASON_LENGTH).join('').trimEnd()}…`
    : line;
}

/** What a failed send rejects with, from whatever it threw. */
export function replyFailure(error: unknown): ReplyError {
  if (error instanceof ReplyError) return error;
  const texts = adminTexts.composer.errors;
  const fail = (reason: ReplyFailureReason, text: string, reply?: StoredReply) =>
    new ReplyError(reason, text, { cause: error, reply });
  // Not the function's answer: the client's code did not load, or the request never left.
  if (!(error instanceof FunctionFailure)) return fail('connection', texts.connection);
  switch (error.status) {
    case 0:
      return fail('connection', texts.connection);
    case 401:
      return fail('session', texts.session);
    case 400:
    case 403:
      return fail('refused', texts.refused);
    case 404:
      return fail('notFound', texts.notFound);
    case 413:
      return fail('tooLong', texts.tooLong);
    case 429: {
      // The function names the limit reached: the day's, or this message's.
      const reason = reasonText(error.text);
      return fail('limit', reason ? texts.limit(reason) : texts.limitUnknown);
    }
    case 502: {
      const reason = reasonText(error.text);
      const stored = isStoredReply(error.body.reply) ? error.body.reply : undefined;
      return fail('provider', reason ? texts.provider(reason) : texts.providerUnknown, stored);
    }
    default:
      return fail('failed', texts.failed);
  }
}

/**
 * Sends the owner's reply to a message by email, through the reply function (`POST
 * /functions/v1/reply`), which stores it in public.message_replies, hands it to the email provider
 * and marks the message answered. The same key sends once: a retry after a lost answer gets the
 * reply already stored. Resolves with the stored reply; rejects with a ReplyError saying why.
 */
export async function sendReply(reply: ReplyToSend): Promise<StoredReply> {
  try {
    const data = await invokeFunction('reply', { ...reply });
    const stored = (data as { reply?: unknown } | null)?.reply;
    if (!isStoredReply(stored)) {
      throw new ReplyError('failed', adminTexts.composer.errors.failed, {
        cause: new TypeError('The reply function answered with an unexpected shape'),
      });
    }
    return stored;
  } catch (error) {
    throw replyFailure(error);
  }
}
