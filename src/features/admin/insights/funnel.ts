import type { InsightsFunnelStep } from '../../../content/adminTypes';
import type { SiteInsights } from '../api/types';

/** The funnel's steps, in the order a visitor goes through them. */
export const FUNNEL_STEPS: readonly InsightsFunnelStep[] = [
  'visitors',
  'chatOpened',
  'messageSent',
  'replied',
  'won',
];

/** One step: how many reached it, and their share of the step before and of all visitors. */
export interface FunnelRow {
  step: InsightsFunnelStep;
  count: number;
  /** Null for the first step, and where the step before counted nobody (no share of nothing). */
  ofPrevious: number | null;
  /** Null when no visitor was counted. */
  ofVisits: number | null;
}

/** `part` of `whole`, or null when the whole is nothing. */
export const share = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

/**
 * The funnel as rows. A share may pass 100%: a message sent with the contact form counts without
 * the chat, so more people can send a message than opened the chat. A lead can be won without a
 * reply from the inbox too (answered by phone, say).
 */
export function funnelRows(funnel: SiteInsights['funnel']): FunnelRow[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = FUNNEL_STEPS[index - 1];
    return {
      step,
      count: funnel[step],
      ofPrevious: previous === undefined ? null : share(funnel[step], funnel[previous]),
      ofVisits: share(funnel[step], funnel.visitors),
    };
  });
}
