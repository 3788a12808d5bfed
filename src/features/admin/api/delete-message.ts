import { getSupabase } from '../../../lib/supabase';

export const DELETE_ERROR_MESSAGE = 'Failed to delete message';

/** Deletes one message for good. */
export async function deleteMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contact_messages').delete().eq('id', id);
  if (error) throw new Error(DELETE_ERROR_MESSAGE);
}
