/**
 * What the owner's Insights count: the events the page sends (src/lib/visits/track.ts), the visit
 * function takes (supabase/functions/visit/event.ts) and the database keeps. The database repeats
 * them (private.site_events' CHECK constraint, private.is_site_event): visitEvents.test.ts reads
 * supabase/current-schema.sql and proves that the lists agree.
 */
export const VISIT_EVENTS = [
  'page_view',
  'chat_opened',
  'brief_started',
  'message_sent',
  'project_opened',
  'language_switched',
] as const;

export type VisitEvent = (typeof VISIT_EVENTS)[number];
