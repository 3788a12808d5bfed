import { BRIEF_FIELDS, type BriefField, isBriefValue } from '../../../shared/brief';
import { BRIEF_NAMES } from '../../../shared/briefNames';
import { isLeadStage } from '../../../shared/stages';
import type { ContactMessage, LeadFilters } from '../api/types';

/**
 * The lead filters in the address: `?service=mobile_app&budget=5k_10k&timeline=3_months` (the
 * values of src/shared/brief.ts), `?source=chat` and `?stage=proposal`. They sit beside `folder`, `filter` and `q`.
 */
export const LEAD_PARAMS = ['service', 'budget', 'timeline', 'source', 'stage'] as const;

export type LeadParam = (typeof LEAD_PARAMS)[number];

/** The lead filters the address names. A value that is not one of a field's is ignored. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const leads: LeadFilters = {};
  for (const field of BRIEF_FIELDS) {
    const value = params.get(field);
    if (isBriefValue(field, value)) Object.assign(leads, { [field]: value });
  }
  // Only the chat is offered as a source: the form's messages are every other one.
  if (params.get('source') === 'chat') leads.source = 'chat';
  const stage = params.get('stage');
  if (isLeadStage(stage)) leads.stage = stage;
  return leads;
}

/** Whether any lead filter narrows the list. */
export function hasLeadFilters(leads: LeadFilters): boolean {
  return LEAD_PARAMS.some((param) => leads[param] !== undefined);
}

/**
 * The address's search with `change` applied to the lead filters (undefined takes one off),
 * keeping every other parameter: the folder, the read filter and the search.
 */
export function searchWithLeads(
  search: URLSearchParams,
  change: { [P in LeadParam]?: string | undefined },
): string {
  const next = new URLSearchParams(search);
  for (const param of LEAD_PARAMS) {
    if (!(param in change)) continue;
    const value = change[param];
    if (value) next.set(param, value);
    else next.delete(param);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The address's search with every lead filter taken off. */
export function searchWithoutLeads(search: URLSearchParams): string {
  return searchWithLeads(
    search,
    Object.fromEntries(LEAD_PARAMS.map((param) => [param, undefined])),
  );
}

/** Whether a message belongs in a list narrowed by `leads` (each filter given must match). */
export function matchesLeads(
  message: Pick<
    ContactMessage,
    'source' | 'brief_service' | 'brief_budget' | 'brief_timeline' | 'stage'
  >,
  leads: LeadFilters,
): boolean {
  return (
    (!leads.service || message.brief_service === leads.service) &&
    (!leads.budget || message.brief_budget === leads.budget) &&
    (!leads.timeline || message.brief_timeline === leads.timeline) &&
    (!leads.source || message.source === leads.source) &&
    (!leads.stage || message.stage === leads.stage)
  );
}

/** One chip of a message's brief: the field, and the value in the owner's words. */
export interface BriefChip {
  field: BriefField;
  name: string;
}

/**
 * A message's brief as chips, in the brief's order (service, budget, timeline); none unset. A value
 * the owner's words do not know (a newer database) is left out rather than shown raw; so is one
 * that only an object's prototype knows ('constructor', '__proto__').
 */
export function briefChips(
  message: Pick<ContactMessage, 'brief_service' | 'brief_budget' | 'brief_timeline'>,
): BriefChip[] {
  return BRIEF_FIELDS.flatMap((field) => {
    const value = message[`brief_${field}`];
    const names: Record<string, string> = BRIEF_NAMES[field];
    return value && Object.hasOwn(names, value) ? [{ field, name: names[value]! }] : [];
  });
}
