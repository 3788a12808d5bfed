import { getSupabase } from '../../../lib/supabase';

/**
 * Records that the owner answered a message: `answered_at` becomes now where it is still empty
 * (the database keeps the first answer's time and stamps its own clock; marking a message read
 * sets it too, by trigger). It feeds the Insights funnel's last step and nothing the owner sees
 * here, so it never fails the Reply it goes with: a failure is logged once, and the promise
 * resolves either way.
 */
export async function markAnswered(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', id)
      .is('answered_at', null);
    if (error) throw error;
  } catch (error) {
    console.warn('Could not record the reply to message', id, error);
  }
}
