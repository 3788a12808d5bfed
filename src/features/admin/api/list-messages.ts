import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import {
  type ContactMessage,
  type Folder,
  type LeadFilters,
  type MessageCursor,
  type MessageFilter,
  type ListedReply,
  type MessagePage,
  LISTED_REPLY_COLUMNS,
} from './types';

/** The columns of a listed message's replies the list asks for: the card's, and whose they are. */
const REPLY_COLUMNS = ['message_id', ...LISTED_REPLY_COLUMNS].join(', ');

/** How many messages a page holds unless the caller asks for another size. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The lead filters (the brief's service, budget and timeline, the source and the stage) narrow the list
 * when given; each one left out narrows nothing.
 */
export interface ListMessagesOptions extends LeadFilters {
  folder: Folder;
  /** Unread or read messages only; 'all' (the default) lists both. */
  filter?: MessageFilter;
  /** Words a message must contain, ignoring case and accents; '' (the default) for all. */
  search?: string;
  /** The last message of the page before; without it, the newest page. */
  after?: MessageCursor;
  limit?: number;
}

/**
 * One page of a folder's messages, newest first (created_at desc, id desc), and whether more
 * follow; row-level security lets only the admin read them. The database does the paging
 * (public.list_contact_messages): keyset pages, never offsets, so the next page is exactly the
 * rows after `after` in the list's order, whatever arrives or leaves meanwhile, and page 400 costs
 * what page 1 costs. One row more than `limit` is asked for: when it comes, more follow.
 * The cursor's timestamp goes back as the server wrote it (microseconds included); a JavaScript
 * Date would round it to milliseconds and match the wrong rows. Each message carries the owner's
 * replies to it (`message_replies`, oldest first), asked for in a second request by the page's
 * message ids (public.message_replies, readable by the owner; one index look-up per message).
 * Any failure rejects with 'Failed to load messages'.
 */
export function listMessages({
  folder,
  filter = 'all',
  search = '',
  after,
  limit = DEFAULT_PAGE_SIZE,
  ...leads
}: ListMessagesOptions): Promise<MessagePage> {
  return failsWith(adminTexts.errors.load, async () => {
    const size = Math.max(1, Math.floor(limit));
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('list_contact_messages', {
      folder,
      filter,
      search: search.trim(),
      after_created_at: after?.created_at,
      after_id: after?.id,
      page_size: size + 1,
      // Only the filters given: one left out is the function's default (null), which narrows
      // nothing.
      ...(leads.service ? { service: leads.service } : {}),
      ...(leads.budget ? { budget: leads.budget } : {}),
      ...(leads.timeline ? { timeline: leads.timeline } : {}),
      ...(leads.source ? { source: leads.source } : {}),
      ...(leads.stage ? { stage: leads.stage } : {}),
    });
    if (error) throw error;
    if (!Array.isArray(data)) throw new TypeError('The message list has an unexpected shape');
    const rows = data as ContactMessage[];
    const messages = rows.slice(0, size);
    if (messages.length === 0) return { messages, hasMore: false };
    const replies = await supabase
      .from('message_replies')
      .select(REPLY_COLUMNS)
      .in(
        'message_id',
        messages.map((message) => message.id),
      )
      .order('created_at', { ascending: true });
    if (replies.error) throw replies.error;
    const byMessage = new Map<string, ListedReply[]>();
    for (const { message_id, ...reply } of (replies.data ?? []) as unknown as (ListedReply & {
      message_id: string;
    })[]) {
      byMessage.set(message_id, [...(byMessage.get(message_id) ?? []), reply]);
    }
    return {
      messages: messages.map((message) => ({
        ...message,
        message_replies: byMessage.get(message.id) ?? [],
      })),
      hasMore: rows.length > size,
    };
  });
}
