import { adminTexts } from '../../content/admin';
import { locales } from '../../content/locales';
import { ErrorFallback, LazyBoundary, type FallbackProps } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/ui/Spinner';
import { Inbox } from './inbox/Inbox';
import type { InsightsViewProps } from './insights/InsightsView';
import type { PipelineViewProps } from './pipeline/PipelineView';
import { useAdminView } from './useAdminView';
import { ViewSwitch } from './ViewSwitch';

// Insights and its charting library are a chunk of their own, fetched when the owner first opens
// the view: the inbox's first load (and the public page, which never loads /admin) carries none of
// it.
const loadInsights = () => import('./insights/InsightsView');

// The pipeline is a chunk of its own too: the inbox, the first view after signing in, carries none
// of it.
const loadPipeline = () => import('./pipeline/PipelineView');

/**
 * The site's languages, handed to Insights from here. Imported in the Insights chunk, the locale
 * list would be shared by two lazy chunks, and the bundler would split the public page's entry to
 * share it: half a KiB more on every public page's first view.
 */
const published = locales.map(({ code }) => code);

/** In a view's place when its code could not load: "Try again" fetches it again. */
function ViewUnavailable({
  retry,
  retries,
  texts,
}: FallbackProps & { texts: { unavailable: string; retryHint: string } }) {
  return (
    <ErrorFallback retry={retry} focus={retries > 0} title={texts.unavailable}>
      {texts.retryHint}
    </ErrorFallback>
  );
}

interface AdminViewsProps {
  onLogout: () => Promise<void>;
}

/** The signed-in owner's page: the switch between the views, and the view the address names. */
export function AdminViews({ onLogout }: AdminViewsProps) {
  const view = useAdminView();
  return (
    <>
      <ViewSwitch view={view} />
      {view === 'insights' && (
        <LazyBoundary<InsightsViewProps>
          load={loadInsights}
          props={{ onLogout, languages: published }}
          loading={<Spinner label={adminTexts.insights.loading} />}
          fallback={(failure) => <ViewUnavailable {...failure} texts={adminTexts.insights} />}
        />
      )}
      {view === 'pipeline' && (
        <LazyBoundary<PipelineViewProps>
          load={loadPipeline}
          props={{ onLogout }}
          loading={<Spinner label={adminTexts.pipeline.loading} />}
          fallback={(failure) => <ViewUnavailable {...failure} texts={adminTexts.pipeline} />}
        />
      )}
      {view === 'messages' && <Inbox onLogout={onLogout} />}
    </>
  );
}
