import type { SiteInsights } from '../api/types';

/**
 * True when the period counted no visit and no lead at all: the view then says so instead of
 * empty charts. Leads alone are worth showing (visits may have been ignored or blocked).
 */
export function countedNothing(insights: SiteInsights): boolean {
  return (
    insights.totals.pageViews === 0 &&
    insights.funnel.visitors === 0 &&
    insights.clients.totals.leads === 0
  );
}
