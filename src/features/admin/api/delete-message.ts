import { getSupabase } from '../../../lib/supabase';

export const DELETE_ERROR_MESSAGE = 'Failed to delete message';

/**
 * Deletes one message for good. As with the read toggle, the deleted row's id comes back so that
 * deleting nothing (already gone, or not allowed) is reported.
 */
export async function deleteMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .delete()
    .eq('id', id)
    .select('id');
  if (error || !data?.length) throw new Error(DELETE_ERROR_MESSAGE);
}
