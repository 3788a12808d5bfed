import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/**
 * When the newest inbox message arrived (the database's clock), or null for an empty inbox: the
 * point from which an open inbox counts new messages.
 */
export function newestInboxMessageAt(): Promise<string | null> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .select('created_at')
      .eq('status', 'inbox')
      .order('created_at', { ascending: false })
      .limit(1);
    if (error || !Array.isArray(data)) throw error ?? new TypeError('Not a list');
    return (data[0] as { created_at?: string } | undefined)?.created_at ?? null;
  });
}

/**
 * How many inbox messages arrived after `after` (all of them for null), counted by the database
 * (one id at most travels with the count). Messages deleted or moved meanwhile do not hide the
 * ones that arrived.
 */
export function countInboxMessagesAfter(after: string | null): Promise<number> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    let query = supabase
      .from('contact_messages')
      .select('id', { count: 'exact' })
      .eq('status', 'inbox')
      .limit(1);
    if (after !== null) query = query.gt('created_at', after);
    const { count, error } = await query;
    if (error || typeof count !== 'number') throw error ?? new TypeError('No count');
    return count;
  });
}
