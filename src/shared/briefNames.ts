/**
 * The owner's words for the brief's fields and values (the inbox, its CSV export and the owner's
 * email), in English like the rest of the owner's side. Apart from brief.ts so that the public
 * page, which words the brief per language, does not carry them. No imports but brief.ts: the
 * Edge Functions (Deno) read this file too.
 */
import type { Brief, BriefField } from './brief.ts';

/** The owner's words for each value (the inbox, its CSV export and the owner's email). */
export const BRIEF_NAMES: { [F in BriefField]: Record<NonNullable<Brief[F]>, string> } = {
  service: {
    website: 'Website',
    mobile_app: 'Mobile app',
    chatbot: 'Chatbot',
    other: 'Something else',
  },
  budget: {
    under_1k: 'Under 1k',
    '1k_5k': '1-5k',
    '5k_10k': '5-10k',
    over_10k: '10k+',
  },
  timeline: {
    asap: 'As soon as possible',
    '1_month': 'Within a month',
    '3_months': 'Within 3 months',
    flexible: 'Flexible',
  },
};

/** The owner's words for each field. */
export const BRIEF_FIELD_NAMES: Record<BriefField, string> = {
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
};
