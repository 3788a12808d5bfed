import { projects } from '../../../content';
import type { SiteInsights } from '../api/types';

/** Seven days of a small site: what public.site_insights(7) answers, for the Insights tests. */
export const weekInsights: SiteInsights = {
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  daily: [
    { day: '2026-11-20', visitors: 1, pageViews: 2 },
    { day: '2026-11-21', visitors: 0, pageViews: 0 },
    { day: '2026-11-22', visitors: 4, pageViews: 9 },
    { day: '2026-11-23', visitors: 2, pageViews: 3 },
    { day: '2026-11-24', visitors: 0, pageViews: 0 },
    { day: '2026-11-25', visitors: 2, pageViews: 5 },
    { day: '2026-11-26', visitors: 3, pageViews: 4 },
  ],
  totals: { visitors: 12, pageViews: 23 },
  referrers: [
    { value: null, visitors: 6 },
    { value: 'google.com', visitors: 4 },
    { value: 'linkedin', visitors: 2 },
  ],
  pages: [
    { value: '/', visitors: 7, pageViews: 14 },
    { value: '/fr/', visitors: 5, pageViews: 9 },
  ],
  languages: [
    { value: 'en', visitors: 7 },
    { value: 'fr', visitors: 5 },
  ],
  countries: [
    { value: 'PT', visitors: 8 },
    { value: 'FR', visitors: 4 },
  ],
  funnel: { visitors: 12, chatOpened: 3, messageSent: 2, replied: 1 },
  leadProjects: [
    // A project of the site's content, and one it no longer has.
    { value: projects[0]!.id, messages: 2 },
    { value: 'retired-project', messages: 1 },
  ],
  leadServices: [
    { value: 'mobile_app', messages: 2 },
    { value: 'a-new-service', messages: 1 },
  ],
};

/** A period in which nothing was counted: every day is there, with zeros, and every list empty. */
export const emptyInsights: SiteInsights = {
  ...weekInsights,
  daily: weekInsights.daily.map(({ day }) => ({ day, visitors: 0, pageViews: 0 })),
  totals: { visitors: 0, pageViews: 0 },
  referrers: [],
  pages: [],
  languages: [],
  countries: [],
  funnel: { visitors: 0, chatOpened: 0, messageSent: 0, replied: 0 },
  leadProjects: [],
  leadServices: [],
};
