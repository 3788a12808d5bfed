import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';

/** Why a lead waits: no reply after 48 hours, or a proposal unanswered after 7 days. */
export type WaitingReason = 'no_reply' | 'proposal_unanswered';

/** A lead waiting for the owner, as public.follow_ups lists it. */
export interface WaitingLead {
  id: string;
  name: string;
  subject: string | null;
  created_at: string;
  /** A stage of src/shared/stages.ts, or one a newer database knows, as it is stored. */
  stage: string;
  stage_changed_at: string | null;
  deal_value: number | null;
  deal_currency: string | null;
  /** A WaitingReason, or one a newer database knows, as it is stored. */
  why: string;
  /** Since when it waits: received (no reply) or moved to proposal. */
  waiting_since: string;
}

export interface FollowUps {
  /** How many leads wait in all. */
  total: number;
  /** The longest waiting first, at most the number asked for. */
  leads: WaitingLead[];
}

/** How many waiting leads the inbox lists; the rest are counted. */
export const FOLLOW_UPS_SHOWN = 5;

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

const isRow = (value: unknown): value is WaitingLead & { total: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    isText(row.id) &&
    isText(row.name) &&
    isTextOrNull(row.subject) &&
    isText(row.created_at) &&
    isText(row.stage) &&
    isTextOrNull(row.stage_changed_at) &&
    (row.deal_value === null ||
      (typeof row.deal_value === 'number' && Number.isFinite(row.deal_value))) &&
    isTextOrNull(row.deal_currency) &&
    isText(row.why) &&
    isText(row.waiting_since) &&
    typeof row.total === 'number' &&
    Number.isInteger(row.total) &&
    row.total >= 0
  );
};

/**
 * The leads waiting for the owner (public.follow_ups: the inbox's new leads without a reply for
 * 48 hours, and its proposals without an answer for 7 days), the longest waiting first, with how
 * many wait in all. One call. Any failure, or an answer of another shape, rejects with 'Failed to
 * load messages'.
 */
export function getFollowUps(limit = FOLLOW_UPS_SHOWN): Promise<FollowUps> {
  return failsWith(adminTexts.errors.load, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('follow_ups', { max_count: limit });
    if (error) throw error;
    if (!Array.isArray(data) || !data.every(isRow)) {
      throw new TypeError('The follow-ups have an unexpected shape');
    }
    const leads = data.map(({ total: _total, ...lead }) => lead);
    return { total: data[0]?.total ?? 0, leads };
  });
}
