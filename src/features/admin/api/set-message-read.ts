import { getSupabase } from '../../../lib/supabase';

export const UPDATE_ERROR_MESSAGE = 'Failed to update message status';

/** Marks one message read or unread (the only column the admin may change). */
export async function setMessageRead(id: string, read: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contact_messages').update({ read }).eq('id', id);
  if (error) throw new Error(UPDATE_ERROR_MESSAGE);
}
