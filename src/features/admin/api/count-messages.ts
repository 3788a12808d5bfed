import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import type { MessageCounts } from './types';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The folder totals, counted by the database in one call (public.contact_message_counts), so they
 * hold for every message and not only for the ones a list has loaded. Any failure rejects with
 * 'Failed to load messages'.
 */
export function countMessages(): Promise<MessageCounts> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('contact_message_counts');
    if (error) throw error;
    const counts = (data ?? {}) as Partial<Record<keyof MessageCounts, unknown>>;
    if (!isCount(counts.inbox) || !isCount(counts.unread) || !isCount(counts.spam)) {
      throw new TypeError('The message counts have an unexpected shape');
    }
    return { inbox: counts.inbox, unread: counts.unread, spam: counts.spam };
  });
}
