import { adminTexts } from '../../../content/admin';
import type { InsightsList } from '../../../content/adminTypes';
import { useContent } from '../../../i18n/contentContext';
import type { SiteInsights } from '../api/types';
import { ClientsSection } from './ClientsSection';
import { DailySection } from './DailySection';
import { FunnelTable } from './FunnelTable';
import { PanelBoundary } from './PanelBoundary';
import { RankedTable } from './RankedTable';
import {
  countryRows,
  languageRows,
  pageRows,
  projectRows,
  referrerRows,
  serviceRows,
  type RankedRow,
} from './rankedRows';

const texts = adminTexts.insights;

interface RankedPanelProps {
  list: InsightsList;
  columns: Parameters<typeof RankedTable>[0]['columns'];
  /** The rows the database sent, listed as they are if the table fails on one. */
  stored: unknown;
  /** Builds the table's rows, inside the panel's boundary. */
  rows: () => RankedRow[];
  className?: string;
}

/** A ranked table in a boundary of its own. */
function RankedPanel({ list, columns, stored, rows, className }: RankedPanelProps) {
  return (
    <PanelBoundary heading={texts.lists[list].heading} stored={stored} className={className}>
      {() => <RankedTable list={list} columns={columns} rows={rows()} className={className} />}
    </PanelBoundary>
  );
}

/**
 * The period's numbers: visits per day, the funnel, what brings clients, where visitors came from,
 * what they read, and what preceded a message. Countries only when the platform sent any. Each panel fails on its
 * own: a value it cannot show costs that panel, never the view.
 */
export function InsightsReport({
  insights,
  languages,
}: {
  insights: SiteInsights;
  /** The codes of the languages the site is published in. */
  languages: readonly string[];
}) {
  const { projects } = useContent();

  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <PanelBoundary
        heading={texts.daily.heading}
        stored={insights.daily}
        className="md:col-span-2"
      >
        {() => <DailySection insights={insights} className="md:col-span-2" />}
      </PanelBoundary>
      <PanelBoundary
        heading={texts.funnel.heading}
        stored={insights.funnel}
        className="md:col-span-2"
      >
        {() => <FunnelTable funnel={insights.funnel} className="md:col-span-2" />}
      </PanelBoundary>
      <PanelBoundary
        heading={texts.clients.heading}
        stored={insights.clients}
        className="md:col-span-2"
      >
        {() => <ClientsSection clients={insights.clients} className="md:col-span-2" />}
      </PanelBoundary>
      <RankedPanel
        list="referrers"
        columns={['visitors']}
        stored={insights.referrers}
        rows={() => referrerRows(insights.referrers)}
      />
      <RankedPanel
        list="languages"
        columns={['visitors']}
        stored={insights.languages}
        rows={() => languageRows(insights.languages, languages)}
      />
      <RankedPanel
        list="pages"
        columns={['visitors', 'pageViews']}
        stored={insights.pages}
        rows={() => pageRows(insights.pages)}
        className="md:col-span-2"
      />
      <RankedPanel
        list="projects"
        columns={['messages']}
        stored={insights.leadProjects}
        rows={() => projectRows(insights.leadProjects, projects)}
      />
      <RankedPanel
        list="services"
        columns={['messages']}
        stored={insights.leadServices}
        rows={() => serviceRows(insights.leadServices)}
      />
      {insights.countries.length > 0 && (
        <RankedPanel
          list="countries"
          columns={['visitors']}
          stored={insights.countries}
          rows={() => countryRows(insights.countries)}
          className="md:col-span-2"
        />
      )}
    </div>
  );
}
