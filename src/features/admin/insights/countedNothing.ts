import type { SiteInsights } from '../api/types';

/** True when the period counted no visit at all: the view then says so instead of empty charts. */
export function countedNothing(insights: SiteInsights): boolean {
  return insights.totals.pageViews === 0 && insights.funnel.visitors === 0;
}
