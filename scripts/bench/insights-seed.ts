/**
 * Visits for `npm run bench:insights`: realistic, varied and reproducible (Postgres's random()
 * after setseed), written straight into the private tables with set-based SQL (generate_series),
 * as a year of beacons would have left them: several hundred visitors a day, each with a
 * language, a referrer and a country for the day; page views of the three languages' pages,
 * projects opened, chats opened, briefs started, languages switched; and a few hundred leads, each
 * a real inbox message with its message_sent event, most of them answered.
 */
import type { PGlite } from '@electric-sql/pglite';

/** The projects and services of src/content, as the beacons name them. */
const PROJECTS = [
  'web-1',
  'web-2',
  'web-3',
  'web-4',
  'web-5',
  'web-6',
  'web-7',
  'mobile-1',
  'mobile-2',
  'chatbot-1',
  'chatbot-2',
];
const SERVICES = ['website', 'mobile_app', 'chatbot', 'other'];

/** SQL array literals of the lists above. */
const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * Each drawn event's day (`ago` days before today: event `n` of `total` falls on the day it would
 * have arrived, oldest first, as beacons fill the table), its visitor (one of 400 to 900 that day
 * unless `visitorsPerDay` is given), and the visitor's fixed traits: half in
 * English, 30% French, 20% Arabic; a quarter direct, the rest from search, social profiles and a
 * newsletter; a country from a list weighted towards Morocco and France (one in twenty unknown).
 */
const DRAWN_VISITORS = `
  numbered as (
    select ($3::integer - 1 - (n - 1) * $3::integer / $5::integer) as ago,
           random() as draw
      from generate_series($1::integer, $2::integer) as n
  ),
  drawn as (
    select p.ago,
           floor(p.draw * coalesce($4::integer, 400 + (p.ago * 7919) % 500))::integer as who,
           random() as pick,
           random() as moment,
           floor(random() * 1000)::integer as spread
      from numbered p
  ),
  visitors as (
    select d.*,
           (now() at time zone 'utc')::date - d.ago as day,
           encode(sha256(convert_to(d.ago || ':' || d.who, 'UTF8')), 'hex') as visitor,
           (array['en', 'en', 'en', 'en', 'en', 'fr', 'fr', 'fr', 'ar', 'ar'])[1 + d.who % 10]
             as language,
           (array[null, null, null, null, 'google.com', 'google.com', 'google.com', 'linkedin',
                  'linkedin', 'github.com', 'bing.com', 'duckduckgo.com', 't.co', 'newsletter',
                  'malt.fr', 'dribbble.com'])[1 + (d.who * 7 + d.ago) % 16] as referrer,
           (array['MA', 'MA', 'MA', 'FR', 'FR', 'FR', 'US', 'DE', 'GB', 'ES', 'CA', 'BE', 'NL',
                  'SA', 'AE', 'EG', 'TN', 'SN', 'CH', null])[1 + (d.who * 13 + d.ago) % 20]
             as country
      from drawn d
  )`;

/**
 * Events numbered `from` to `to` (inclusive) of `total`, over the last `days` days (today
 * included), each batch written in the order the events happened. Kinds:
 * 70% page views (mostly the language's home page, some privacy pages and a few probes for pages
 * that do not exist), 15% projects opened, 6% chats opened, 4% languages switched, 3% briefs
 * started.
 */
export async function seedEvents(
  pg: PGlite,
  from: number,
  to: number,
  total: number,
  days = 90,
  visitorsPerDay: number | null = null,
): Promise<void> {
  await pg.query(
    `with ${DRAWN_VISITORS},
     events as (
       select v.*,
              case when v.pick < 0.72 then 'page_view'
                   when v.pick < 0.87 then 'project_opened'
                   when v.pick < 0.93 then 'chat_opened'
                   when v.pick < 0.97 then 'language_switched'
                   else 'brief_started' end as kind
         from visitors v
     )
     insert into private.site_events
       (day, occurred_at, visitor, kind, path, language, referrer, country, target)
     select e.day,
            least(e.day::timestamp at time zone 'utc' + e.moment * interval '1 day', now()),
            e.visitor,
            e.kind,
            case when e.spread < 880 then case e.language when 'en' then '/' else '/' || e.language || '/' end
                 when e.spread < 960 then case e.language when 'en' then '' else '/' || e.language end || '/privacy'
                 else (array['/wp-login.php', '/.env', '/blog', '/contact', '/en/'])[1 + e.spread % 5] end,
            e.language,
            case when e.kind = 'page_view' then e.referrer end,
            e.country,
            case e.kind
              when 'project_opened' then (${sqlArray(PROJECTS)})[1 + e.spread % ${PROJECTS.length}]
              when 'brief_started' then (${sqlArray(SERVICES)})[1 + e.spread % ${SERVICES.length}]
              when 'language_switched' then (array['en', 'fr', 'ar'])[1 + e.spread % 3]
            end
       from events e
      order by e.day, e.moment`,
    [from, to, days, visitorsPerDay, total],
  );
}

/**
 * `count` leads over the last `days` days: an inbox message each (three in four answered, within
 * two days), its site_leads row (six in ten opened the chat first; none, one or two projects; the
 * brief's service when chosen) and its message_sent event. Returns how many events that adds.
 */
export async function seedLeads(pg: PGlite, count: number, days = 90): Promise<number> {
  await pg.query(
    `with ${DRAWN_VISITORS},
     leads as (
       select v.*,
              gen_random_uuid() as id,
              least(v.day::timestamp at time zone 'utc' + v.moment * interval '1 day',
                    now() - interval '1 minute') as sent_at,
              (${sqlArray(SERVICES)})[1 + v.spread % ${SERVICES.length + 1}] as service,
              random() as answered
         from visitors v
     ),
     messages as (
       insert into public.contact_messages
         (id, name, email, subject, message, created_at, language, brief_service, read, answered_at,
          stage, lost_after, deal_value, deal_currency)
       select l.id, 'Lead ' || l.who, 'lead' || l.who || '@example.com', 'A project',
              'Hello, I would like a quote for a project.', l.sent_at, l.language, l.service,
              l.answered < 0.75,
              case when l.answered < 0.75
                   then least(l.sent_at + l.answered * interval '2 days', now()) end,
              -- Where the answered leads stand, and what proposals and wins are worth.
              s.stage,
              case when s.stage = 'lost' then 'proposal' end,
              case when s.stage in ('proposal', 'won') then 500 + l.spread % 9500 end,
              case when s.stage in ('proposal', 'won')
                   then (array['EUR', 'USD', 'GBP'])[1 + l.spread % 3] end
         from leads l
        cross join lateral (
          select case when l.answered < 0.75
                      then (array['replied', 'call', 'proposal', 'won', 'lost'])[1 + l.spread % 5]
                      else 'new' end as stage) as s
       returning id
     ),
     lead_rows as (
       insert into private.site_leads
         (day, visitor, message_id, opened_chat, projects, services, answered_at)
       select l.day, l.visitor, l.id, l.spread % 10 < 6,
              (array[(${sqlArray(PROJECTS)})[1 + l.spread % ${PROJECTS.length}],
                     (${sqlArray(PROJECTS)})[1 + (l.spread + 1 + l.spread / 7 % 10) % ${PROJECTS.length}]]
              )[1 : l.spread % 3],
              array_remove(array[l.service], null),
              case when l.answered < 0.75
                   then least(l.sent_at + l.answered * interval '2 days', now()) end
         from leads l
       returning id
     )
     insert into private.site_events
       (day, occurred_at, visitor, kind, path, language, referrer, country, target)
     select l.day, l.sent_at, l.visitor, 'message_sent',
            case l.language when 'en' then '/' else '/' || l.language || '/' end,
            l.language, null, l.country, null
       from leads l`,
    [1, count, days, null, count],
  );
  return count;
}
