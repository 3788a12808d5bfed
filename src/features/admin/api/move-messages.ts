import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { BULK_LIMIT } from './change-messages';
import { failsWith } from './errors';
import type { LeadStage } from './types';

/**
 * Moves several messages to one stage in one database statement (`move_contact_messages`), so
 * they move together or not at all; a reason or a value the stage cannot carry is cleared, notes
 * stay. Resolves to the ids that moved; nothing moved at all counts as a failure, which rejects
 * with 'Failed to update message status'.
 */
export function moveMessages(ids: string[], stage: LeadStage): Promise<Set<string>> {
  return failsWith(adminTexts.errors.update, async () => {
    if (ids.length === 0 || ids.length > BULK_LIMIT) {
      throw new RangeError(`Between 1 and ${BULK_LIMIT} messages can change at once`);
    }
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('move_contact_messages', { ids, stage });
    if (error) throw error;
    if (!Array.isArray(data) || data.length === 0) throw new Error('No message was changed');
    return new Set(data.map((row: { id: string }) => row.id));
  });
}
