import { LEAD_STAGES } from '../../../shared/stages';
import type { PipelineStage } from '../api/get-pipeline';
import type { PipelineLead } from '../api/get-pipeline-leads';

/** One column of the Pipeline view: a stage, its count and sums, and its oldest leads. */
export interface PipelineColumn {
  stage: string;
  leads: number;
  totals: PipelineStage['totals'];
  oldest: PipelineLead[];
  /** The stage's leads not shown as cards. */
  more: number;
}

/**
 * A column for every stage, in their order, whether or not a lead stands there (an empty column
 * says so, and the six line up on a wide screen), then any stage the owner's words do not know
 * (a newer database's), as the database ordered it. The count is the database's; it is never
 * less than the cards shown (a lead moved between the two calls).
 */
export function pipelineColumns(stages: PipelineStage[], leads: PipelineLead[]): PipelineColumn[] {
  const names: string[] = [...LEAD_STAGES];
  for (const { stage } of [...stages, ...leads]) {
    if (!names.includes(stage)) names.push(stage);
  }
  return names.map((stage) => {
    const counted = stages.find((entry) => entry.stage === stage);
    const oldest = leads.filter((lead) => lead.stage === stage);
    const count = Math.max(counted?.leads ?? 0, oldest.length);
    return {
      stage,
      leads: count,
      totals: counted?.totals ?? [],
      oldest,
      more: count - oldest.length,
    };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `createdAt` to `now` (0 for a date in the future); null when it is no date. */
export function daysSince(createdAt: string, now: number): number | null {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now - at) / DAY_MS));
}

/**
 * Where a card leads: the inbox, listing the lead's stage, searched for its name (the inbox has
 * no address for one message; a name with its stage finds the lead among a few). A stage the
 * inbox cannot filter by, or a blank name, is left out of the address.
 */
export function inboxSearchFor(stage: string, name?: string): string {
  const params = new URLSearchParams();
  if ((LEAD_STAGES as readonly string[]).includes(stage)) params.set('stage', stage);
  const words = name?.trim();
  if (words) params.set('q', words);
  const text = params.toString();
  return text ? `?${text}` : '';
}
