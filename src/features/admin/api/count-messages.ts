import { getSupabase } from '../../../lib/supabase';
import { LOAD_ERROR_MESSAGE } from './list-messages';
import type { MessageCounts } from './types';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The folder totals, counted by the database in one call (public.contact_message_counts), so they
 * hold for every message and not only for the ones a list has loaded.
 */
export async function countMessages(): Promise<MessageCounts> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('contact_message_counts');
  const counts = (data ?? {}) as Partial<Record<keyof MessageCounts, unknown>>;
  if (error || !isCount(counts.inbox) || !isCount(counts.unread) || !isCount(counts.spam)) {
    throw new Error(LOAD_ERROR_MESSAGE);
  }
  return { inbox: counts.inbox, unread: counts.unread, spam: counts.spam };
}
