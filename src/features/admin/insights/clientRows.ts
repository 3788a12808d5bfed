import { adminTexts } from '../../../content/admin';
import type { LeadDimensionName, LeadStep } from '../../../content/adminTypes';
import { BRIEF_NAMES } from '../../../shared/briefNames';
import type { LeadSplitRow, LeadSteps } from '../api/types';
import { share } from './funnel';

const texts = adminTexts.insights;

/** The steps from a lead to a client, in order. */
export const LEAD_STEPS: readonly LeadStep[] = ['leads', 'replied', 'call', 'proposal', 'won'];

/** Each step's count and its share of the step before (null for the first, or after nobody). */
export function stepCounts(
  steps: LeadSteps,
): { step: LeadStep; count: number; ofPrevious: number | null }[] {
  return LEAD_STEPS.map((step, index) => {
    const previous = LEAD_STEPS[index - 1];
    return {
      step,
      count: steps[step],
      ofPrevious: previous === undefined ? null : share(steps[step], steps[previous]),
    };
  });
}

/** The owner's word for a stored value of a dictionary; one it does not know, as stored. */
const named = (names: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

/**
 * A split row's name: the source, brief and language in the owner's words, a direct visit as
 * 'Direct', and a lead without the value as 'Not recorded' (no visit kept) or 'Not given'. `ltr`
 * marks a host or a path, which read left to right in any page.
 */
export function splitLabel(
  dimension: LeadDimensionName,
  value: LeadSplitRow['value'],
): { label: string; ltr: boolean } {
  const { clients } = texts;
  const visit = dimension === 'byEntryPage' || dimension === 'byReferrer';
  if (value === null) return { label: visit ? clients.notRecorded : clients.notGiven, ltr: false };
  switch (dimension) {
    case 'bySource':
      return { label: named(clients.sources, value), ltr: false };
    case 'byReferrer':
      return value === '' ? { label: texts.direct, ltr: false } : { label: value, ltr: true };
    case 'byEntryPage':
      return { label: value, ltr: true };
    case 'byService':
      return { label: named(BRIEF_NAMES.service, value), ltr: false };
    case 'byBudget':
      return { label: named(BRIEF_NAMES.budget, value), ltr: false };
    case 'byTimeline':
      return { label: named(BRIEF_NAMES.timeline, value), ltr: false };
    case 'byLanguage':
      return { label: texts.language(value), ltr: false };
  }
}
