import { getSupabase } from '../../../lib/supabase';
import { LOAD_ERROR_MESSAGE } from './list-messages';
import type { MessageCounts } from './types';

/** A head count's number; an error, or no number, fails the whole load. */
function total({ count, error }: { count: number | null; error: unknown }): number {
  if (error || typeof count !== 'number') throw new Error(LOAD_ERROR_MESSAGE);
  return count;
}

/**
 * The folder totals, counted by the database (head requests: no rows travel), so they hold for
 * every message and not only for the ones a list has loaded. The three counts run in parallel.
 */
export async function countMessages(): Promise<MessageCounts> {
  const supabase = await getSupabase();
  const count = () =>
    supabase.from('contact_messages').select('id', { count: 'exact', head: true });
  const [inbox, unread, spam] = await Promise.all([
    count().eq('status', 'inbox'),
    count().eq('status', 'inbox').eq('read', false),
    count().eq('status', 'spam'),
  ]);
  return { inbox: total(inbox), unread: total(unread), spam: total(spam) };
}
