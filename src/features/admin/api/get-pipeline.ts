import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/** One stage of the pipeline: how many leads stand there, and their values' sum per currency. */
export interface PipelineStage {
  /** A stage of src/shared/stages.ts, or one a newer database knows, as it is stored. */
  stage: string;
  leads: number;
  totals: { currency: string; total: number }[];
}

interface Row {
  stage: string;
  currency: string | null;
  leads: number;
  total: number | null;
}

const isRow = (value: unknown): value is Row => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.stage === 'string' &&
    (row.currency === null || typeof row.currency === 'string') &&
    typeof row.leads === 'number' &&
    Number.isInteger(row.leads) &&
    row.leads >= 0 &&
    (row.total === null || (typeof row.total === 'number' && Number.isFinite(row.total)))
  );
};

/**
 * The pipeline as the database counts it (public.lead_pipeline: the inbox's leads per stage and
 * currency), one entry per stage in the database's order, its currencies' sums beside its count.
 * Any failure, or an answer of another shape, rejects with 'Failed to load messages'.
 */
export function getPipeline(): Promise<PipelineStage[]> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('lead_pipeline');
    if (error) throw error;
    if (!Array.isArray(data) || !data.every(isRow)) {
      throw new TypeError('The pipeline has an unexpected shape');
    }
    const stages: PipelineStage[] = [];
    for (const row of data) {
      let entry = stages.at(-1);
      if (entry?.stage !== row.stage) {
        entry = { stage: row.stage, leads: 0, totals: [] };
        stages.push(entry);
      }
      entry.leads += row.leads;
      if (row.currency !== null && row.total !== null) {
        entry.totals.push({ currency: row.currency, total: row.total });
      }
    }
    return stages;
  });
}
