import { useEffect, useId, useRef, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { ErrorFallback } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/ui/Spinner';
import { ViewHeader } from '../ViewHeader';
import { StageColumn } from './StageColumn';
import { usePipeline } from './usePipeline';

export interface PipelineViewProps {
  onLogout: () => Promise<void>;
}

/**
 * 'Pipeline': the inbox's leads by stage, each stage with its count, what it is worth per
 * currency and its oldest leads, as the database counts and picks them (the page never loads the
 * whole inbox). Stacked on a phone, six columns on a wide screen. Loaded on its own when the owner
 * first opens it.
 */
export default function PipelineView({ onLogout }: PipelineViewProps) {
  const { state, reload } = usePipeline();
  const [retries, setRetries] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const texts = adminTexts.pipeline;

  // The link that opened the view stays, but the page below it is new: start at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const retry = () => {
    setRetries((count) => count + 1);
    reload();
  };

  const ready = state.status === 'ready' ? state : null;
  const total = ready?.columns.reduce((sum, column) => sum + column.leads, 0);

  return (
    <section aria-labelledby={titleId}>
      <ViewHeader
        titleId={titleId}
        headingRef={headingRef}
        heading={texts.heading}
        summary={total === undefined ? null : texts.summary(total)}
        onLogout={onLogout}
      />

      {state.status === 'loading' && <Spinner label={texts.loading} />}
      {state.status === 'error' && (
        <ErrorFallback retry={retry} focus={retries > 0} title={state.error} className="mt-6">
          {texts.retryHint}
        </ErrorFallback>
      )}
      {ready && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {ready.columns.map((column) => (
            <StageColumn key={column.stage} column={column} now={ready.loadedAt} />
          ))}
        </div>
      )}
    </section>
  );
}
