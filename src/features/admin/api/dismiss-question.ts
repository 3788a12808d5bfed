import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/**
 * Dismisses a question (answered in the content, or not worth it): every asking of it goes
 * (public.dismiss_question, the admin's only). Any failure rejects with 'Failed to dismiss the
 * question'.
 */
export function dismissQuestion(folded: string): Promise<void> {
  return failsWith(adminTexts.errors.dismissQuestion, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('dismiss_question', { folded });
    if (error) throw error;
  });
}
