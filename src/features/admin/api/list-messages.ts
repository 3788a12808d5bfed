import { getSupabase } from '../../../lib/supabase';
import { CONTACT_MESSAGE_COLUMNS, type ContactMessage } from './types';

export const LOAD_ERROR_MESSAGE = 'Failed to load messages';

/** Every message, newest first. Row-level security lets only the admin read them. */
export async function listMessages(): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .order('created_at', { ascending: false });
  if (error || !data) throw new Error(LOAD_ERROR_MESSAGE);
  return data as ContactMessage[];
}
