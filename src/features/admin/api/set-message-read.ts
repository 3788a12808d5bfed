import { getSupabase } from '../../../lib/supabase';

export const UPDATE_ERROR_MESSAGE = 'Failed to update message status';

/**
 * Marks one message read or unread (the only column the admin may change). The changed row's id
 * comes back, so a message that is gone, or a session that may not change it (row-level security
 * filters it out silently), counts as a failure instead of a silent no-op.
 */
export async function setMessageRead(id: string, read: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .update({ read })
    .eq('id', id)
    .select('id');
  if (error || !data?.length) throw new Error(UPDATE_ERROR_MESSAGE);
}
