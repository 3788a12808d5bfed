import { getSupabase } from '../../../lib/supabase';
import { CONTACT_MESSAGE_COLUMNS, type ContactMessage, type Folder } from './types';

export const LOAD_ERROR_MESSAGE = 'Failed to load messages';

/** One folder's messages, newest first. Row-level security lets only the admin read them. */
export async function listMessages(folder: Folder): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .eq('status', folder)
    .order('created_at', { ascending: false });
  if (error || !data) throw new Error(LOAD_ERROR_MESSAGE);
  return data as ContactMessage[];
}
