import { getSupabase } from '../../../lib/supabase';
import { DELETE_ERROR_MESSAGE } from './delete-message';
import { UPDATE_ERROR_MESSAGE } from './set-message-read';

/** What a bulk action does to each chosen message: read or unread, a folder, or delete. */
export type BulkAction = 'read' | 'unread' | 'inbox' | 'spam' | 'delete';

/** The most messages one call may change (the database refuses more). */
export const BULK_LIMIT = 1000;

/**
 * Changes several messages in one database statement (`change_contact_messages`), so they change
 * together or not at all. Resolves to the ids that changed: one that was already gone is left
 * out. Nothing changed at all counts as a failure, with the same text as the single action.
 */
export async function changeMessages(ids: string[], action: BulkAction): Promise<Set<string>> {
  const failure = new Error(action === 'delete' ? DELETE_ERROR_MESSAGE : UPDATE_ERROR_MESSAGE);
  if (ids.length === 0 || ids.length > BULK_LIMIT) throw failure;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('change_contact_messages', { ids, action });
  if (error || !Array.isArray(data) || data.length === 0) throw failure;
  return new Set(data.map((row: { id: string }) => row.id));
}
