import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import {
  INSIGHTS_PERIODS,
  LEAD_DIMENSIONS,
  type InsightsDays,
  type LeadInsights,
  type LeadSplitRow,
  type LeadSteps,
  type MoneyTotal,
  type SiteInsights,
} from './types';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `value`, when it is a row whose `keys` are all counts; else a TypeError naming `what`. */
function counts<K extends string>(value: unknown, keys: readonly K[], what: string) {
  if (!isRow(value) || !keys.every((key) => isCount(value[key]))) {
    throw new TypeError(`The insights' ${what} have an unexpected shape`);
  }
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Record<K, number>;
}

/** A list of rows, each a value (a string, or null where `nullable`) with the counts `keys`. */
function list<K extends string>(
  value: unknown,
  keys: readonly K[],
  what: string,
): ({ value: string } & Record<K, number>)[];
function list<K extends string>(
  value: unknown,
  keys: readonly K[],
  what: string,
  nullable: true,
): ({ value: string | null } & Record<K, number>)[];
function list<K extends string>(
  value: unknown,
  keys: readonly K[],
  what: string,
  nullable = false,
) {
  if (!Array.isArray(value)) throw new TypeError(`The insights' ${what} are not a list`);
  return value.map((row: unknown) => {
    const item = isRow(row) ? row.value : undefined;
    if (!(typeof item === 'string' || (nullable && item === null))) {
      throw new TypeError(`The insights' ${what} have an unexpected value`);
    }
    return { value: item, ...counts(row, keys, what) };
  });
}

/** Sums per currency: each a currency (a string) and a total (a number, 0 or more). */
function money(value: unknown, what: string): MoneyTotal[] {
  if (
    !Array.isArray(value) ||
    !value.every(
      (row) =>
        isRow(row) &&
        typeof row.currency === 'string' &&
        typeof row.total === 'number' &&
        Number.isFinite(row.total) &&
        row.total >= 0,
    )
  ) {
    throw new TypeError(`The insights' ${what} values have an unexpected shape`);
  }
  return value.map((row: Row) => ({
    currency: row.currency as string,
    total: row.total as number,
  }));
}

const STEPS = ['leads', 'replied', 'call', 'proposal', 'won'] as const;

function steps(value: unknown, what: string): LeadSteps {
  return { ...counts(value, STEPS, what), wonValue: money(isRow(value) && value.wonValue, what) };
}

/** public.lead_insights' answer, checked as site_insights' is. */
export function parseLeadInsights(data: unknown): LeadInsights {
  if (!isRow(data) || !isRow(data.totals))
    throw new TypeError('The lead insights are not an object');
  const median = data.totals.medianFirstReplySeconds;
  if (median !== null && !isCount(median)) {
    throw new TypeError('The lead insights have an unexpected median');
  }
  const split = Object.fromEntries(
    LEAD_DIMENSIONS.map((dimension) => {
      const rows = data[dimension];
      if (!Array.isArray(rows))
        throw new TypeError(`The lead insights' ${dimension} are not a list`);
      return [
        dimension,
        rows.map((row: unknown): LeadSplitRow => {
          const item = isRow(row) ? row.value : undefined;
          if (!(typeof item === 'string' || item === null)) {
            throw new TypeError(`The lead insights' ${dimension} have an unexpected value`);
          }
          return { value: item, ...steps(row, dimension) };
        }),
      ];
    }),
  ) as LeadInsights['split'];
  return {
    totals: {
      ...steps(data.totals, 'totals'),
      ...counts(data.totals, ['lost'], 'totals'),
      medianFirstReplySeconds: median,
    },
    split,
  };
}

/**
 * public.site_insights' answer, checked: a number where a count belongs, a date where a day
 * does, lists that are lists. Anything else is a TypeError (an old or broken database), which the
 * view shows as its one error text.
 */
export function parseInsights(data: unknown, leadData: unknown): SiteInsights {
  if (!isRow(data)) throw new TypeError('The insights are not an object');
  const days = data.days as InsightsDays;
  if (!INSIGHTS_PERIODS.includes(days) || !isDay(data.from) || !isDay(data.to)) {
    throw new TypeError('The insights have no period');
  }
  if (!Array.isArray(data.daily) || !data.daily.every((row) => isRow(row) && isDay(row.day))) {
    throw new TypeError('The insights have no days');
  }
  return {
    days,
    from: data.from,
    to: data.to,
    daily: data.daily.map((row: Row) => ({
      day: row.day as string,
      ...counts(row, ['visitors', 'pageViews'], 'days'),
    })),
    totals: counts(data.totals, ['visitors', 'pageViews'], 'totals'),
    referrers: list(data.referrers, ['visitors'], 'referrers', true),
    pages: list(data.pages, ['visitors', 'pageViews'], 'pages'),
    languages: list(data.languages, ['visitors'], 'languages'),
    countries: list(data.countries, ['visitors'], 'countries'),
    funnel: {
      ...counts(data.funnel, ['visitors', 'chatOpened', 'messageSent', 'replied'], 'funnel'),
      ...counts(isRow(leadData) && leadData.visitFunnel, ['won'], 'funnel'),
      wonValue: money(
        isRow(leadData) && isRow(leadData.visitFunnel) && leadData.visitFunnel.wonValue,
        'funnel',
      ),
    },
    leadProjects: list(data.leadProjects, ['messages'], 'lead projects'),
    leadServices: list(data.leadServices, ['messages'], 'lead services'),
    clients: parseLeadInsights(leadData),
  };
}

/**
 * The site's counted visits over the last `days` days, today included, and the period's leads
 * (public.site_insights and public.lead_insights, asked at once; only the signed-in owner may run
 * them). Any failure rejects with 'Failed to load the insights'.
 */
export function getInsights(days: InsightsDays): Promise<SiteInsights> {
  return failsWith(adminTexts.errors.insights, async () => {
    const supabase = await getSupabase();
    const [visits, leads] = await Promise.all([
      supabase.rpc('site_insights', { days }),
      supabase.rpc('lead_insights', { days }),
    ]);
    if (visits.error) throw visits.error;
    if (leads.error) throw leads.error;
    return parseInsights(visits.data, leads.data);
  });
}
