/**
 * Where a lead stands, as the owner records it (public.contact_messages.stage and the columns
 * beside it, supabase/migrations/20261129000400_lead_stages.sql): the lists the database checks,
 * for the inbox and for the owner's words about them.
 */

/** The stages, in the order a lead usually moves. */
export const LEAD_STAGES = ['new', 'replied', 'call', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** Why a lost lead was lost (only on a lost lead). */
export const LOST_REASONS = [
  'too_expensive',
  'no_answer',
  'chose_another',
  'not_a_fit',
  'timing',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The stages that carry a deal's value and currency; the database refuses one on any other. */
export const STAGES_WITH_VALUE: readonly LeadStage[] = ['proposal', 'won'];

/** The largest deal value the database accepts, and the longest stage note. */
export const MAX_DEAL_VALUE = 10_000_000;
export const MAX_STAGE_NOTE = 500;

/** A currency as the database takes it: an ISO 4217 code's shape, three capital letters. */
export const CURRENCY_SHAPE = /^[A-Z]{3}$/;

export function isLeadStage(value: unknown): value is LeadStage {
  return LEAD_STAGES.some((stage) => stage === value);
}

export function isLostReason(value: unknown): value is LostReason {
  return LOST_REASONS.some((reason) => reason === value);
}
