import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import type { Folder } from './types';

/**
 * Files one message in the inbox or in Spam (with read, the only columns the admin may change).
 * As with the read toggle, the changed row's id comes back, so a message that is gone or may not
 * be changed counts as a failure instead of a silent no-op. Any failure rejects with 'Failed to
 * update message status'.
 */
export function setMessageStatus(id: string, status: Folder): Promise<void> {
  return failsWith(adminTexts.errors.update, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .update({ status })
      .eq('id', id)
      .select('id');
    if (error) throw error;
    if (!data?.length) throw new Error('No message was changed');
  });
}
