import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import type { StageFields } from './types';

/** The stage as the database now has it: the fields sent, and when the stage last changed. */
export type SavedStage = StageFields & { stage_changed_at: string | null };

/**
 * Sets one message's stage with its reason, note, value and currency, all in one update (the
 * database checks them together and dates the move itself). Undo is this same call with the
 * values the message had before. The changed row comes back, so a message that is gone or may
 * not be changed counts as a failure. Any failure rejects with 'Failed to update message status'.
 */
export function setMessageStage(id: string, fields: StageFields): Promise<SavedStage> {
  return failsWith(adminTexts.errors.update, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .update({
        stage: fields.stage,
        lost_reason: fields.lost_reason,
        stage_note: fields.stage_note,
        deal_value: fields.deal_value,
        deal_currency: fields.deal_currency,
      })
      .eq('id', id)
      .select('stage, lost_reason, stage_note, deal_value, deal_currency, stage_changed_at');
    if (error) throw error;
    const saved = (data as SavedStage[] | null)?.[0];
    if (!saved) throw new Error('No message was changed');
    return saved;
  });
}
