import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/**
 * Marks one message read or unread. The changed row's id comes back, so a message that is gone,
 * or a session that may not change it (row-level security filters it out silently), counts as a
 * failure instead of a silent no-op. Any failure rejects with 'Failed to update message status'.
 */
export function setMessageRead(id: string, read: boolean): Promise<void> {
  return failsWith(adminTexts.errors.update, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .update({ read })
      .eq('id', id)
      .select('id');
    if (error) throw error;
    if (!data?.length) throw new Error('No message was changed');
  });
}
