import { getSupabase } from '../../../lib/supabase';
import { UPDATE_ERROR_MESSAGE } from './set-message-read';
import type { Folder } from './types';

/**
 * Files one message in the inbox or in Spam (with read, the only columns the admin may change).
 * As with the read toggle, the changed row's id comes back, so a message that is gone or may not
 * be changed counts as a failure instead of a silent no-op.
 */
export async function setMessageStatus(id: string, status: Folder): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error || !data?.length) throw new Error(UPDATE_ERROR_MESSAGE);
}
