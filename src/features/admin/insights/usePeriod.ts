import { useSearchParams } from 'react-router-dom';
import { INSIGHTS_PERIODS, type InsightsDays } from '../api/types';

/** The address's period parameter: `?view=insights&days=7`; absent or unknown is 30 days. */
export const DAYS_PARAM = 'days';
export const DEFAULT_DAYS: InsightsDays = 30;

/** The period a `days` parameter names: one the view offers, else the default. */
export function parseDays(value: string | null): InsightsDays {
  return INSIGHTS_PERIODS.find((days) => String(days) === value) ?? DEFAULT_DAYS;
}

/**
 * The address's search for `days`, keeping every other parameter (the view among them). The
 * default leaves the parameter out, so `?view=insights` and `?view=insights&days=30` are one place.
 */
export function searchWithDays(search: URLSearchParams, days: InsightsDays): string {
  const next = new URLSearchParams(search);
  if (days === DEFAULT_DAYS) next.delete(DAYS_PARAM);
  else next.set(DAYS_PARAM, String(days));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The period the address names. */
export function usePeriod(): InsightsDays {
  const [searchParams] = useSearchParams();
  return parseDays(searchParams.get(DAYS_PARAM));
}
