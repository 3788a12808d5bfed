/**
 * The project brief a visitor may add to a message (the contact form's "Get a Quote", the chat's
 * hand-over): the service, a budget range and a timeline, each optional. The values are what the
 * database stores and checks (public.contact_messages.brief_*, constraints of the same names);
 * the page words them per language in `ui.brief`, the owner's side in English in briefNames.ts.
 * No imports: the Edge Functions (Deno) read this file too.
 */

export const BRIEF_SERVICES = ['website', 'mobile_app', 'chatbot', 'other'] as const;
export const BRIEF_BUDGETS = ['under_1k', '1k_5k', '5k_10k', 'over_10k'] as const;
export const BRIEF_TIMELINES = ['asap', '1_month', '3_months', 'flexible'] as const;

export type BriefService = (typeof BRIEF_SERVICES)[number];
export type BriefBudget = (typeof BRIEF_BUDGETS)[number];
export type BriefTimeline = (typeof BRIEF_TIMELINES)[number];

/** What the visitor chose; a field left out was not chosen. */
export interface Brief {
  service?: BriefService;
  budget?: BriefBudget;
  timeline?: BriefTimeline;
}

export type BriefField = keyof Brief;

/** Each field's values, in the order they are offered. */
export const BRIEF_VALUES = {
  service: BRIEF_SERVICES,
  budget: BRIEF_BUDGETS,
  timeline: BRIEF_TIMELINES,
} as const satisfies Record<BriefField, readonly string[]>;

export const BRIEF_FIELDS = Object.keys(BRIEF_VALUES) as BriefField[];

/** Whether `value` is one of `field`'s values (for data from an address bar or a request). */
export function isBriefValue<F extends BriefField>(
  field: F,
  value: unknown,
): value is NonNullable<Brief[F]> {
  return (BRIEF_VALUES[field] as readonly unknown[]).includes(value);
}

/** Whether two briefs chose the same values (a field left out equals one set to undefined). */
export function sameBrief(a: Brief, b: Brief): boolean {
  return BRIEF_FIELDS.every((field) => a[field] === b[field]);
}

/** `brief` with `field` set to `value`, or unchosen when `value` is undefined. */
export function withBriefValue<F extends BriefField>(
  brief: Brief,
  field: F,
  value: Brief[F] | undefined,
): Brief {
  const next: Brief = { ...brief, [field]: value };
  if (value === undefined) delete next[field];
  return next;
}

/** The brief's columns as the database names them: brief_service, brief_budget, brief_timeline. */
export function briefColumns(brief: Brief) {
  return {
    brief_service: brief.service ?? null,
    brief_budget: brief.budget ?? null,
    brief_timeline: brief.timeline ?? null,
  };
}

/**
 * The brief in `data` (stored JSON), keeping only known values: a value this version does not
 * offer (an older or edited draft, an older function's reply) is dropped rather than sent for the
 * database to refuse.
 */
export function readBrief(data: unknown): Brief {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  return Object.fromEntries(
    BRIEF_FIELDS.flatMap((field) =>
      isBriefValue(field, record[field]) ? [[field, record[field]]] : [],
    ),
  ) as Brief;
}
