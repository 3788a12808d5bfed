import { useCallback, useEffect, useState } from 'react';
import { getInsights } from '../api/get-insights';
import type { InsightsDays, SiteInsights } from '../api/types';

export type InsightsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; insights: SiteInsights };

/**
 * The insights for `days`, loaded when the period changes and on `reload` (Try again). Each answer
 * is kept with the request it answers, so the view shows loading until the current one came, and
 * a slow 90 days that arrives after the owner picked 7 is never shown for them.
 */
export function useInsights(days: InsightsDays) {
  const [attempt, setAttempt] = useState(0);
  const request = `${days}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: InsightsState } | null>(null);

  useEffect(() => {
    let current = true;
    getInsights(days).then(
      (insights) => {
        if (current) setAnswer({ request, state: { status: 'ready', insights } });
      },
      (failure: Error) => {
        if (current) setAnswer({ request, state: { status: 'error', error: failure.message } });
      },
    );
    return () => {
      current = false;
    };
  }, [days, request]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state: InsightsState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, reload };
}
