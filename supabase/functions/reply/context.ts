/**
 * What the database answers the reply function (public.reply_context, public.begin_reply,
 * public.finish_reply), read into checked shapes: an answer of another shape is the database's
 * fault, never the caller's, and is refused here rather than half used.
 */
import type { Tables } from '../../../src/shared/database.types.ts';
import type { StoredReply } from '../../../src/shared/reply.ts';

/** A message as a reply needs it (private.reply_context_of builds it). */
export type ReplyContext = Pick<
  Tables<'contact_messages'>,
  | 'id'
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'created_at'
  | 'language'
  | 'source'
  | 'brief_service'
  | 'brief_budget'
  | 'brief_timeline'
  | 'chat_summary'
  | 'chat_transcript'
>;

/** What public.begin_reply answers. */
export interface BegunReply {
  id: string;
  /** Sent, or being sent: send nothing. */
  already: boolean;
  reply: StoredReply;
  context: ReplyContext;
}

export function readContext(value: unknown): ReplyContext {
  const context = value as ReplyContext | null;
  if (
    !context ||
    typeof context.id !== 'string' ||
    typeof context.name !== 'string' ||
    typeof context.email !== 'string' ||
    typeof context.message !== 'string' ||
    typeof context.created_at !== 'string'
  ) {
    throw new TypeError('reply_context answered a message of another shape');
  }
  return context;
}

export function readStoredReply(value: unknown): StoredReply {
  const reply = value as StoredReply | null;
  if (
    !reply ||
    typeof reply.id !== 'string' ||
    typeof reply.subject !== 'string' ||
    typeof reply.body !== 'string' ||
    !['sending', 'sent', 'failed'].includes(reply.status)
  ) {
    throw new TypeError('the database answered a reply of another shape');
  }
  return reply;
}

export function readBegun(value: unknown): BegunReply {
  const begun = value as { already?: unknown; reply?: unknown; context?: unknown } | null;
  const reply = readStoredReply(begun?.reply);
  return {
    id: reply.id,
    already: begun?.already === true,
    reply,
    context: readContext(begun?.context),
  };
}
