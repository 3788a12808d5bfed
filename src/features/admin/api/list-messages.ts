import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import {
  type ContactMessage,
  type Folder,
  type LeadFilters,
  type MessageCursor,
  type MessageFilter,
  type MessagePage,
} from './types';

/**
 * What a listed message carries: all its columns the function returns, and its replies' columns
 * (types.ts LISTED_REPLY_COLUMNS, which a test holds this to).
 */
export const LISTED_MESSAGE_COLUMNS =
  '*, message_replies(id, created_at, language, subject, body, status, error, sent_at)';

/** How many messages a page holds unless the caller asks for another size. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The lead filters (the brief's service, budget and timeline, and the source) narrow the list
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
 * replies to it (`message_replies`, a PostgREST embedding of public.message_replies by its foreign
 * key, oldest first): the function's rows are a table's, so PostgREST can join them, one indexed
 * look-up per listed message; the page is ordered again outside the function, as the join need not
 * keep the function's order. Any failure rejects with 'Failed to load messages'.
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
    const { data, error } = await supabase
      .rpc('list_contact_messages', {
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
      })
      // Each message's replies come with it, oldest first: one request per page still.
      .select(LISTED_MESSAGE_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .order('created_at', { referencedTable: 'message_replies', ascending: true });
    if (error) throw error;
    if (!Array.isArray(data)) throw new TypeError('The message list has an unexpected shape');
    const rows = data as ContactMessage[];
    return { messages: rows.slice(0, size), hasMore: rows.length > size };
  });
}
