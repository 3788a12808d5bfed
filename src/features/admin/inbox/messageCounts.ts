import { adminTexts } from '../../../content/admin';
import type { ContactMessage, MessageCounts } from '../api/types';

/**
 * The counts after one message joins (+1) or leaves (-1) the folder it is filed in. An unread
 * message counts toward unread only in the inbox: Spam has no unread count. No count goes below 0.
 */
export function tally(
  counts: MessageCounts,
  message: Pick<ContactMessage, 'status' | 'read'>,
  delta: 1 | -1,
): MessageCounts {
  const next = { ...counts };
  if (message.status === 'spam') next.spam = Math.max(0, next.spam + delta);
  if (message.status === 'inbox') {
    next.inbox = Math.max(0, next.inbox + delta);
    if (!message.read) next.unread = Math.max(0, next.unread + delta);
  }
  return next;
}

/** '1 message', '12 messages'. */
export function messagesLabel(count: number): string {
  return adminTexts.inbox.messages(count);
}
