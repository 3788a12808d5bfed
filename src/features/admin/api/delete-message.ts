import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/**
 * Deletes one message for good. As with the read toggle, the deleted row's id comes back so that
 * deleting nothing (already gone, or not allowed) is reported. Any failure rejects with 'Failed to
 * delete message'.
 */
export function deleteMessage(id: string): Promise<void> {
  return failsWith(adminTexts.errors.delete, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .delete()
      .eq('id', id)
      .select('id');
    if (error) throw error;
    if (!data?.length) throw new Error('No message was deleted');
  });
}
