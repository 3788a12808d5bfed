import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/** How many of each stage's oldest leads the pipeline view shows. */
export const PIPELINE_LEADS_PER_STAGE = 5;

/** One lead of the pipeline view: what its card shows, never the message or the email. */
export interface PipelineLead {
  /** A stage of src/shared/stages.ts, or one a newer database knows, as it is stored. */
  stage: string;
  id: string;
  name: string;
  subject: string;
  created_at: string;
  stage_changed_at: string | null;
  deal_value: number | null;
  deal_currency: string | null;
  source: string;
  brief_service: string | null;
}

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

const isLead = (value: unknown): value is PipelineLead => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    ['stage', 'id', 'name', 'subject', 'created_at', 'source'].every((key) => isText(row[key])) &&
    ['stage_changed_at', 'deal_currency', 'brief_service'].every((key) => isTextOrNull(row[key])) &&
    (row.deal_value === null ||
      (typeof row.deal_value === 'number' && Number.isFinite(row.deal_value)))
  );
};

/**
 * Each stage's oldest leads of the inbox, oldest first, `perStage` at most per stage, as the
 * database picks them (public.pipeline_leads): the page never loads the whole inbox to find
 * them. Any failure, or an answer of another shape, rejects with 'Failed to load messages'.
 */
export function getPipelineLeads(perStage = PIPELINE_LEADS_PER_STAGE): Promise<PipelineLead[]> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('pipeline_leads', { per_stage: perStage });
    if (error) throw error;
    if (!Array.isArray(data) || !data.every(isLead)) {
      throw new TypeError('The pipeline’s leads have an unexpected shape');
    }
    return data;
  });
}
