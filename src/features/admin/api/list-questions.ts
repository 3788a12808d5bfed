import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import type { UnansweredQuestion } from './types';

/** How many questions the list asks for: the most asked, enough to work through at a sitting. */
export const QUESTIONS_SHOWN = 50;

/**
 * The questions the chat assistant could not answer in the last 90 days, each once, most asked
 * first (public.questions_to_answer, the admin's only). Any failure rejects with 'Failed to load
 * the questions'.
 */
export function listQuestions(max = QUESTIONS_SHOWN): Promise<UnansweredQuestion[]> {
  return failsWith(adminTexts.errors.questions, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('questions_to_answer', { max_questions: max });
    if (error) throw error;
    if (!Array.isArray(data)) throw new TypeError('The questions have an unexpected shape');
    return data.map((row) => ({ ...row, languages: row.languages ?? [] }));
  });
}
