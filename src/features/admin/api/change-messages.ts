import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/** What a bulk action does to each chosen message: read or unread, a folder, or delete. */
export type BulkAction = 'read' | 'unread' | 'inbox' | 'spam' | 'delete';

/** The most messages one call may change (the database refuses more). */
export const BULK_LIMIT = 1000;

/**
 * Changes several messages in one database statement (`change_contact_messages`), so they change
 * together or not at all. Resolves to the ids that changed: one that was already gone is left
 * out. Nothing changed at all counts as a failure; any failure rejects with the same text as the
 * single action ('Failed to delete message' or 'Failed to update message status').
 */
export function changeMessages(ids: string[], action: BulkAction): Promise<Set<string>> {
  const text = action === 'delete' ? adminTexts.errors.delete : adminTexts.errors.update;
  return failsWith(text, async () => {
    if (ids.length === 0 || ids.length > BULK_LIMIT) {
      throw new RangeError(`Between 1 and ${BULK_LIMIT} messages can change at once`);
    }
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('change_contact_messages', { ids, action });
    if (error) throw error;
    if (!Array.isArray(data) || data.length === 0) throw new Error('No message was changed');
    return new Set(data.map((row: { id: string }) => row.id));
  });
}
