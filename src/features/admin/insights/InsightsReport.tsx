import { useContent } from '../../../i18n/contentContext';
import type { SiteInsights } from '../api/types';
import { DailySection } from './DailySection';
import { FunnelTable } from './FunnelTable';
import { RankedTable } from './RankedTable';
import {
  countryRows,
  languageRows,
  pageRows,
  projectRows,
  referrerRows,
  serviceRows,
} from './rankedRows';

/**
 * The period's numbers: visits per day, the funnel, where visitors came from, what they read, and
 * what preceded a message. Countries only when the platform sent any.
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
      <DailySection insights={insights} className="md:col-span-2" />
      <FunnelTable funnel={insights.funnel} className="md:col-span-2" />
      <RankedTable
        list="referrers"
        columns={['visitors']}
        rows={referrerRows(insights.referrers)}
      />
      <RankedTable
        list="languages"
        columns={['visitors']}
        rows={languageRows(insights.languages, languages)}
      />
      <RankedTable
        list="pages"
        columns={['visitors', 'pageViews']}
        rows={pageRows(insights.pages)}
        className="md:col-span-2"
      />
      <RankedTable
        list="projects"
        columns={['messages']}
        rows={projectRows(insights.leadProjects, projects)}
      />
      <RankedTable
        list="services"
        columns={['messages']}
        rows={serviceRows(insights.leadServices)}
      />
      {insights.countries.length > 0 && (
        <RankedTable
          list="countries"
          columns={['visitors']}
          rows={countryRows(insights.countries)}
          className="md:col-span-2"
        />
      )}
    </div>
  );
}
