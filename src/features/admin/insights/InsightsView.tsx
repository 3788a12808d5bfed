import { ChartNoAxesColumn } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { ErrorFallback } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/ui/Spinner';
import { IgnoreBrowserSwitch } from './IgnoreBrowserSwitch';
import { countedNothing } from './countedNothing';
import { InsightsReport } from './InsightsReport';
import { PeriodSwitch } from './PeriodSwitch';
import { useInsights } from './useInsights';
import { ViewHeader } from '../ViewHeader';
import { usePeriod } from './usePeriod';

export interface InsightsViewProps {
  onLogout: () => Promise<void>;
  /** The codes of the languages the site is published in: each gets a row, read or not. */
  languages: readonly string[];
}

/**
 * 'Insights': the site's counted visits over 7, 30 or 90 days (the period lives in the address),
 * from a visit to the owner's reply. Loaded on its own, with its charting library, when the owner
 * first opens it.
 */
export default function InsightsView({ onLogout, languages }: InsightsViewProps) {
  const days = usePeriod();
  const { state, reload } = useInsights(days);
  const [retries, setRetries] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const texts = adminTexts.insights;

  // The link that opened the view stays, but the page below it is new: start at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const retry = () => {
    setRetries((count) => count + 1);
    reload();
  };

  const insights = state.status === 'ready' ? state.insights : null;

  return (
    <section aria-labelledby={titleId}>
      <ViewHeader
        titleId={titleId}
        headingRef={headingRef}
        heading={texts.heading}
        summary={insights && texts.summary(insights.days, insights.from, insights.to)}
        onLogout={onLogout}
      >
        <div className="basis-full">
          <PeriodSwitch days={days} />
        </div>
      </ViewHeader>

      {state.status === 'loading' && <Spinner label={texts.loading} />}
      {state.status === 'error' && (
        <ErrorFallback retry={retry} focus={retries > 0} title={state.error} className="mt-6">
          {texts.retryHint}
        </ErrorFallback>
      )}
      {insights &&
        (countedNothing(insights) ? (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-contrast/10 px-6 py-16 text-center">
            <ChartNoAxesColumn aria-hidden="true" className="size-10 text-faint" />
            <p className="mt-4 font-semibold text-strong">{texts.empty}</p>
            <p className="mt-2 max-w-md text-sm text-muted">{texts.emptyHint}</p>
          </div>
        ) : (
          <InsightsReport insights={insights} languages={languages} />
        ))}

      <div className="mt-8 border-t border-contrast/10 pt-6">
        <IgnoreBrowserSwitch />
      </div>
    </section>
  );
}
