import { projects } from '../../../content';
import type { LeadInsights, LeadSplitRow, SiteInsights } from '../api/types';

const row = (value: string | null, leads: number, won = 0, eur = 0): LeadSplitRow => ({
  value,
  leads,
  replied: Math.min(leads, won + 1),
  call: won,
  proposal: won,
  won,
  wonValue: eur > 0 ? [{ currency: 'EUR', total: eur }] : [],
});

/** The same week's two leads, as the view gets them: one won for 2,400 EUR, one lost. */
const weekClients: LeadInsights = {
  totals: {
    leads: 2,
    replied: 2,
    call: 1,
    proposal: 1,
    won: 1,
    lost: 1,
    wonValue: [{ currency: 'EUR', total: 2400 }],
    medianFirstReplySeconds: 3 * 3600,
  },
  split: {
    bySource: [row('form', 1, 1, 2400), row('chat', 1)],
    byEntryPage: [row('/', 1, 1, 2400), row(null, 1)],
    byReferrer: [row('linkedin', 1, 1, 2400), row('', 1)],
    byService: [row('mobile_app', 1, 1, 2400), row(null, 1)],
    byBudget: [row('5k_10k', 1, 1, 2400), row(null, 1)],
    byTimeline: [row(null, 2, 1, 2400)],
    byLanguage: [row('en', 1, 1, 2400), row('fr', 1)],
  },
};

const visitFunnel = { won: 1, wonValue: [{ currency: 'EUR', total: 2400 }] };

/** What public.lead_insights(7) answers for that week. */
export const weekLeadAnswer = {
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  totals: weekClients.totals,
  ...weekClients.split,
  visitFunnel,
};

/**
 * Seven days of a small site: what public.site_insights(7) answers, with the funnel's end and
 * the leads of public.lead_insights(7), as getInsights puts them together.
 */
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
  funnel: { visitors: 12, chatOpened: 3, messageSent: 2, replied: 1, ...visitFunnel },
  leadProjects: [
    // A project of the site's content, and one it no longer has.
    { value: projects[0]!.id, messages: 2 },
    { value: 'retired-project', messages: 1 },
  ],
  leadServices: [
    { value: 'mobile_app', messages: 2 },
    { value: 'a-new-service', messages: 1 },
  ],
  clients: weekClients,
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
  funnel: { visitors: 0, chatOpened: 0, messageSent: 0, replied: 0, won: 0, wonValue: [] },
  leadProjects: [],
  leadServices: [],
  clients: {
    totals: {
      leads: 0,
      replied: 0,
      call: 0,
      proposal: 0,
      won: 0,
      lost: 0,
      wonValue: [],
      medianFirstReplySeconds: null,
    },
    split: {
      bySource: [],
      byEntryPage: [],
      byReferrer: [],
      byService: [],
      byBudget: [],
      byTimeline: [],
      byLanguage: [],
    },
  },
};
