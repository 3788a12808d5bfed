-- Is the site working? Visits and leads counted for the owner, without cookies or personal data.
--
-- 1. One function writes: public.record_site_event, called by the `visit` Edge Function with the
--    secret key. A visitor is a keyed hash of (client address, user agent, site) with the day's
--    secret (private.address_key_secrets, rotated daily, the old one dropped): unique per day,
--    unlinkable the day after, and neither the address nor the user agent is ever stored. Each
--    event is checked here too (kinds, formats, lengths), so even a caller holding the secret key
--    stores nothing but well-formed events.
-- 2. A beacon flood cannot fill the database: events are capped per client address per hour and
--    site-wide per day (two columns of private.abuse_limits), counted in two small counter tables
--    rather than by counting raw rows. "Message sent" is not capped: it is stored only for a real
--    inbox message of the last hour, once, so a flood can neither fake nor hide a lead.
-- 3. Raw events are kept 30 days. An hourly job rolls every finished day up into daily counts
--    (private.site_daily: at most about 400 rows a day, whatever the traffic) and deletes older raw
--    events; site_insights reads finished days from the roll-up and only today (and a finished day
--    the job has not reached yet) from the raw events, so 90 days read as fast as 7.
-- 4. The funnel's last steps: a message sent from the site is a lead (private.site_leads: which
--    projects and services the visitor looked at first), and answered_at on the message says the
--    owner answered (Reply, or marking it read), copied onto the lead.
-- 5. The owner reads it all through public.site_insights with their own rights: admin-only
--    row-level security on the private tables, no SECURITY DEFINER function open to signed-in users.

-- ---------------------------------------------------------------------------------------------
-- The caps
-- ---------------------------------------------------------------------------------------------

alter table private.abuse_limits
  -- Visit events one client address (keyed as the other limits key it) may record per hour.
  add column site_events_per_address_hour integer not null default 120
    check (site_events_per_address_hour > 0),
  -- Visit events the whole site may record per day (UTC); past it they are dropped.
  add column site_events_per_day integer not null default 50000 check (site_events_per_day > 0);

-- Events per address key per hour. Rows of past hours are deleted by the hourly job.
create table private.site_event_senders (
  address_key text not null,
  hour timestamptz not null,
  events integer not null,
  primary key (address_key, hour)
);
create index site_event_senders_hour_idx on private.site_event_senders (hour);

-- Events per day (UTC) for the whole site. Past days are deleted by the hourly job.
create table private.site_event_days (
  day date primary key,
  events integer not null
);

revoke all on private.site_event_senders, private.site_event_days from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What is stored
-- ---------------------------------------------------------------------------------------------

-- One event as the visit function hands it over:
-- {"kind", "path", "language", "referrer", "country", "target", "message"}, each a string or
-- null. kind is one of six; path a URL path (printable ASCII, no query or fragment, <= 200);
-- language a language code; referrer (page views only) a lower-case host or campaign source;
-- country two capital letters; target (project, service or language id) for the three kinds that
-- name one; message (message_sent only, required there) the id of the message sent.
create function private.is_site_event(event jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(event) = 'object'
    and not exists (
      select 1 from jsonb_each(event) as fields(name, value)
       where name not in ('kind', 'path', 'language', 'referrer', 'country', 'target', 'message')
          or jsonb_typeof(value) not in ('string', 'null')
    )
    and event ->> 'kind' in ('page_view', 'chat_opened', 'brief_started', 'message_sent',
                             'project_opened', 'language_switched')
    and char_length(event ->> 'path') <= 200
    and event ->> 'path' ~ '^/[!-~]*$'
    and event ->> 'path' !~ '[?#]'
    and char_length(event ->> 'language') <= 35
    and event ->> 'language' ~ '^[a-z]{2,3}(-[a-z0-9]+)*$'
    and (event ->> 'referrer' is null
         or (event ->> 'kind' = 'page_view'
             and char_length(event ->> 'referrer') between 1 and 253
             and event ->> 'referrer' = lower(btrim(event ->> 'referrer'))
             and event ->> 'referrer' !~ '[\x01-\x1f\x7f]'))
    and (event ->> 'country' is null
         or (event ->> 'country' ~ '^[A-Z]{2}$' and event ->> 'country' <> 'XX'))
    and (event ->> 'target' is null
         or (event ->> 'kind' in ('project_opened', 'brief_started', 'language_switched')
             and event ->> 'target' ~ '^[A-Za-z0-9_-]{1,64}$'))
    and ((event ->> 'kind' = 'message_sent')
         = coalesce(event ->> 'message' ~ '^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$',
                    false))
    and (event ->> 'kind' = 'message_sent' or event ->> 'message' is null),
    false);
$$;

revoke all on function private.is_site_event(jsonb) from public, anon, authenticated;

-- Raw events, 30 days. `visitor` is the day's keyed hash, never the address or user agent.
create table private.site_events (
  id bigint generated always as identity primary key,
  day date not null,
  occurred_at timestamptz not null default now(),
  -- Compared byte by byte ("C"): a hex key has no language to sort it by, and the counts sort it.
  visitor text collate "C" not null check (visitor ~ '^[0-9a-f]{64}$'),
  kind text not null check (kind in ('page_view', 'chat_opened', 'brief_started', 'message_sent',
                                     'project_opened', 'language_switched')),
  path text not null check (char_length(path) <= 200),
  language text not null check (char_length(language) <= 35),
  referrer text check (char_length(referrer) <= 253),
  country text check (country ~ '^[A-Z]{2}$'),
  target text check (char_length(target) <= 64)
);
-- A day's events (the roll-up, today's figures, the clean-up) and one visitor's events of the day
-- (what a lead looked at first).
create index site_events_day_visitor_idx on private.site_events (day, visitor, kind);

comment on table private.site_events is
  'Visit events of the last 30 days: the day''s keyed visitor hash, never an address or user agent.';

-- Daily counts of finished days, kept 400 days. dimension: total (page views and their distinct
-- visitors; value ''), kind (events of each kind and their visitors, the funnel), page, referrer
-- ('' for a direct visit), language and country (page views). A day keeps its 100 most visited
-- values of each dimension: a real site has fewer, and made-up paths cannot grow the roll-up.
create table private.site_daily (
  day date not null,
  dimension text not null
    check (dimension in ('total', 'kind', 'page', 'referrer', 'language', 'country')),
  value text not null,
  visitors integer not null,
  events integer not null,
  primary key (day, dimension, value)
);

comment on table private.site_daily is
  'Visit counts per finished day (UTC) and dimension, rolled up from private.site_events.';

-- One row per message sent from the site: what its sender did that day. Kept 400 days; the
-- message may be deleted (then message_id is null), the lead stays in the figures.
create table private.site_leads (
  id bigint generated always as identity primary key,
  day date not null,
  visitor text collate "C" not null,
  message_id uuid unique references public.contact_messages (id) on delete set null,
  -- The visitor opened the chat that day.
  opened_chat boolean not null,
  -- The projects they opened and the services they started a brief for (and the message's own).
  projects text[] not null default '{}',
  services text[] not null default '{}',
  -- When the owner answered the message (copied from contact_messages.answered_at).
  answered_at timestamptz
);
create index site_leads_day_idx on private.site_leads (day);

comment on table private.site_leads is
  'Messages sent from the site, with what their sender looked at first and when the owner answered.';

-- The per-day counts of the raw events, as the roll-up stores them and site_insights reads today:
-- one definition for both. With the caller's rights (security_invoker), so row-level security on
-- site_events applies to whoever reads it.
create view private.site_day_counts
with (security_invoker = true)
as
select ranked.day, ranked.dimension, ranked.value, ranked.visitors, ranked.events
  from (
    select counted.day, counted.dimension, counted.value, counted.visitors, counted.events,
           row_number() over (partition by counted.day, counted.dimension
                              order by counted.visitors desc, counted.events desc, counted.value)
             as place
      from (
        select e.day, 'total' as dimension, '' as value,
               (count(distinct e.visitor) filter (where e.kind = 'page_view'))::integer as visitors,
               (count(*) filter (where e.kind = 'page_view'))::integer as events
          from private.site_events e
         group by e.day
        union all
        select e.day, 'kind', e.kind, count(distinct e.visitor)::integer, count(*)::integer
          from private.site_events e
         group by e.day, e.kind
        union all
        select e.day, 'page', e.path, count(distinct e.visitor)::integer, count(*)::integer
          from private.site_events e
         where e.kind = 'page_view'
         group by e.day, e.path
        union all
        select e.day, 'referrer', coalesce(e.referrer, ''), count(distinct e.visitor)::integer,
               count(*)::integer
          from private.site_events e
         where e.kind = 'page_view'
         group by e.day, coalesce(e.referrer, '')
        union all
        select e.day, 'language', e.language, count(distinct e.visitor)::integer, count(*)::integer
          from private.site_events e
         where e.kind = 'page_view'
         group by e.day, e.language
        union all
        select e.day, 'country', e.country, count(distinct e.visitor)::integer, count(*)::integer
          from private.site_events e
         where e.kind = 'page_view' and e.country is not null
         group by e.day, e.country
      ) as counted
  ) as ranked
 where ranked.place <= 100;

comment on view private.site_day_counts is
  'Per-day counts of private.site_events, as private.site_daily stores them.';

-- The owner reads, under row-level security, exactly the columns site_insights counts. Nobody
-- else reads, and nobody writes but the database's own functions.
revoke all on private.site_events, private.site_daily, private.site_leads, private.site_day_counts
  from public, anon, authenticated;
grant usage on schema private to authenticated;
grant select (day, visitor, kind, path, language, referrer, country)
  on private.site_events to authenticated;
grant select (day, dimension, value, visitors, events) on private.site_daily to authenticated;
grant select (day, visitor, projects, services, answered_at) on private.site_leads to authenticated;
grant select on private.site_day_counts to authenticated;

alter table private.site_events enable row level security;
alter table private.site_daily enable row level security;
alter table private.site_leads enable row level security;

create policy "Only the admin can read site events."
  on private.site_events for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Only the admin can read daily site counts."
  on private.site_daily for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Only the admin can read leads."
  on private.site_leads for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- ---------------------------------------------------------------------------------------------
-- Recording an event
-- ---------------------------------------------------------------------------------------------

-- Records one event for the visit function (the secret key). client_address: the address the
-- platform vouches for ('unknown' when none); user_agent: the request's; site: the page's host.
-- Returns 'stored', 'limited' (over a cap: dropped) or 'invalid' (not a well-formed event, or a
-- message_sent that names no inbox message of the last hour, or one already counted).
create function public.record_site_event(
  client_address text,
  user_agent text,
  site text,
  event jsonb
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  today date := (now() at time zone 'utc')::date;
  address text := coalesce(nullif(btrim(client_address), ''), 'unknown');
  site_host text := lower(btrim(coalesce(site, '')));
  event_kind text := event ->> 'kind';
  visitor_key text;
  address_events integer;
  site_day_events integer;
  sent public.contact_messages;
  lead_id bigint;
begin
  if not private.is_site_event(event)
     or char_length(site_host) > 260 or site_host !~ '^[a-z0-9.:\[\]-]+$' then
    return 'invalid';
  end if;

  -- The day's keyed hash; the address and user agent go no further than this line.
  visitor_key := encode(extensions.hmac(
    convert_to(address || '|' || left(coalesce(user_agent, ''), 1000) || '|' || site_host, 'UTF8'),
    convert_to((private.address_key_secrets())[1], 'UTF8'),
    'sha256'), 'hex');

  if event_kind = 'message_sent' then
    select * into sent from public.contact_messages m
     where m.id = (event ->> 'message')::uuid
       and m.status = 'inbox'
       and m.created_at > now() - interval '1 hour';
    if not found then
      return 'invalid';
    end if;
    insert into private.site_leads (day, visitor, message_id, opened_chat, projects, services,
                                    answered_at)
    select today, visitor_key, sent.id,
           exists (select 1 from private.site_events e
                    where e.day = today and e.visitor = visitor_key and e.kind = 'chat_opened'),
           coalesce((select array_agg(distinct e.target order by e.target)
                       from private.site_events e
                      where e.day = today and e.visitor = visitor_key
                        and e.kind = 'project_opened' and e.target is not null), '{}'),
           coalesce((select array_agg(distinct service order by service)
                       from (select e.target from private.site_events e
                              where e.day = today and e.visitor = visitor_key
                                and e.kind = 'brief_started' and e.target is not null
                             union all
                             select sent.brief_service) as services(service)
                      where service is not null), '{}'),
           sent.answered_at
    on conflict (message_id) do nothing
    returning id into lead_id;
    if lead_id is null then
      return 'invalid';
    end if;
  else
    -- The caps. A refused event still counts against its address (a flood stays refused), but
    -- not against the site.
    insert into private.site_event_senders as s (address_key, hour, events)
    values ((private.address_keys(address))[1], date_trunc('hour', now()), 1)
    on conflict (address_key, hour) do update set events = s.events + 1
    returning s.events into address_events;
    if address_events > limits.site_events_per_address_hour then
      return 'limited';
    end if;
    insert into private.site_event_days as d (day, events) values (today, 1)
    on conflict (day) do update set events = d.events + 1
    returning d.events into site_day_events;
    if site_day_events > limits.site_events_per_day then
      return 'limited';
    end if;
  end if;

  insert into private.site_events (day, visitor, kind, path, language, referrer, country, target)
  values (today, visitor_key, event_kind, event ->> 'path', event ->> 'language',
          event ->> 'referrer', event ->> 'country', event ->> 'target');
  return 'stored';
end;
$$;

revoke all on function public.record_site_event(text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_site_event(text, text, text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Answered: the funnel's last step
-- ---------------------------------------------------------------------------------------------

alter table public.contact_messages add column answered_at timestamptz;

comment on column public.contact_messages.answered_at is
  'When the owner answered (clicked Reply, or marked the message read); set once, by the database''s clock.';

-- The owner records a reply with `update ... set answered_at = now()`, under the policy that lets
-- the admin alone update messages.
grant update (answered_at) on table public.contact_messages to authenticated;

-- answered_at is set once and only to the database's now(): when the owner sets it, or when the
-- message is first marked read. After that it never moves, whatever an update says.
create function private.stamp_answered_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.answered_at is not null then
    new.answered_at := old.answered_at;
  elsif new.answered_at is not null or (new.read and not old.read) then
    new.answered_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.stamp_answered_at() from public, anon, authenticated;

create trigger contact_messages_stamp_answered_at
  before update on public.contact_messages
  for each row execute function private.stamp_answered_at();

-- The lead learns its message was answered. SECURITY DEFINER: the owner may not write leads.
create function private.copy_answered_at_to_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_leads set answered_at = new.answered_at where message_id = new.id;
  return null;
end;
$$;

revoke all on function private.copy_answered_at_to_lead() from public, anon, authenticated;

create trigger contact_messages_copy_answered_at_to_lead
  after update on public.contact_messages
  for each row
  when (old.answered_at is distinct from new.answered_at)
  execute function private.copy_answered_at_to_lead();

-- ---------------------------------------------------------------------------------------------
-- The hourly roll-up and clean-up
-- ---------------------------------------------------------------------------------------------

-- Rolls up every finished day that has raw events and no roll-up yet (the 'total' row marks a
-- rolled-up day), then deletes raw events older than 30 days, roll-ups and leads older than 400
-- days, and the counters of past hours and days. Idempotent: a day is rolled up once.
create function private.roll_up_site_events()
returns void
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  first_raw date := (select min(day) from private.site_events);
begin
  insert into private.site_daily (day, dimension, value, visitors, events)
  select c.day, c.dimension, c.value, c.visitors, c.events
    from private.site_day_counts c
   where c.day = any (array(
           select first_raw + n
             from generate_series(0, today - 1 - first_raw) as n
            where not exists (select 1 from private.site_daily s
                               where s.day = first_raw + n and s.dimension = 'total')));

  delete from private.site_events where day < today - 30;
  delete from private.site_daily where day < today - 400;
  delete from private.site_leads where day < today - 400;
  delete from private.site_event_senders where hour < date_trunc('hour', now());
  delete from private.site_event_days where day < today;
end;
$$;

revoke all on function private.roll_up_site_events() from public, anon, authenticated;

select cron.schedule('roll-up-site-events', '7 * * * *', 'select private.roll_up_site_events()');

-- ---------------------------------------------------------------------------------------------
-- The owner's view
-- ---------------------------------------------------------------------------------------------

-- The figures of the last `days` days (7, 30 or 90; today included, UTC):
-- {"days", "from", "to", "daily": [{"day", "visitors", "pageViews"}], "totals": {"visitors",
--  "pageViews"}, "referrers" (value null: direct), "pages", "languages", "countries": top 10
--  [{"value", "visitors"(, "pageViews")}], "funnel": {"visitors", "chatOpened", "messageSent",
--  "replied"}, "leadProjects", "leadServices": top 10 [{"value", "messages"}]}.
-- Visitors over several days are the sum of each day's (the key changes daily). Runs with the
-- caller's rights: anyone but the admin reads no rows, so gets zeros.
create function public.site_insights(days integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  last_day date := (now() at time zone 'utc')::date;
  first_day date;
  raw_days date[];
  answer jsonb;
begin
  if days is null or days not in (7, 30, 90) then
    raise exception using errcode = '22023', message = 'Insights cover 7, 30 or 90 days.';
  end if;
  first_day := last_day - (days - 1);

  -- Today, and a finished day the hourly job has not rolled up yet, are counted from raw events.
  select coalesce(array_agg(first_day + n), '{}') into raw_days
    from generate_series(0, days - 1) as n
   where first_day + n not in (select s.day from private.site_daily s
                                where s.day between first_day and last_day
                                  and s.dimension = 'total');

  with counts as materialized (
    select s.day, s.dimension, s.value, s.visitors, s.events
      from private.site_daily s
     where s.day between first_day and last_day and s.day <> all (raw_days)
    union all
    select c.day, c.dimension, c.value, c.visitors, c.events
      from private.site_day_counts c
     where c.day = any (raw_days)
  ),
  leads as materialized (
    select l.day, l.visitor, l.projects, l.services, l.answered_at
      from private.site_leads l
     where l.day between first_day and last_day
  )
  select jsonb_build_object(
    'days', days,
    'from', first_day,
    'to', last_day,
    'daily', (
      select jsonb_agg(jsonb_build_object('day', first_day + n,
                                          'visitors', coalesce(t.visitors, 0),
                                          'pageViews', coalesce(t.events, 0)) order by n)
        from generate_series(0, days - 1) as n
        left join counts t on t.day = first_day + n and t.dimension = 'total'),
    'totals', (
      select jsonb_build_object('visitors', coalesce(sum(t.visitors), 0),
                                'pageViews', coalesce(sum(t.events), 0))
        from counts t where t.dimension = 'total'),
    'referrers', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'visitors', top.visitors)
                                order by top.visitors desc, top.value), '[]')
        from (select nullif(c.value, '') as value, sum(c.visitors) as visitors
                from counts c where c.dimension = 'referrer'
               group by c.value order by 2 desc, 1 limit 10) as top),
    'pages', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'visitors', top.visitors,
                                                   'pageViews', top.page_views)
                                order by top.visitors desc, top.page_views desc, top.value), '[]')
        from (select c.value, sum(c.visitors) as visitors, sum(c.events) as page_views
                from counts c where c.dimension = 'page'
               group by c.value order by 2 desc, 3 desc, 1 limit 10) as top),
    'languages', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'visitors', top.visitors)
                                order by top.visitors desc, top.value), '[]')
        from (select c.value, sum(c.visitors) as visitors
                from counts c where c.dimension = 'language'
               group by c.value order by 2 desc, 1 limit 10) as top),
    'countries', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'visitors', top.visitors)
                                order by top.visitors desc, top.value), '[]')
        from (select c.value, sum(c.visitors) as visitors
                from counts c where c.dimension = 'country'
               group by c.value order by 2 desc, 1 limit 10) as top),
    'funnel', jsonb_build_object(
      'visitors', (select coalesce(sum(t.visitors), 0) from counts t where t.dimension = 'total'),
      'chatOpened', (select coalesce(sum(k.visitors), 0) from counts k
                      where k.dimension = 'kind' and k.value = 'chat_opened'),
      'messageSent', (select count(distinct (l.day, l.visitor)) from leads l),
      'replied', (select count(distinct (l.day, l.visitor)) from leads l
                   where l.answered_at is not null)),
    'leadProjects', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'messages', top.messages)
                                order by top.messages desc, top.value), '[]')
        from (select p.value, count(*) as messages
                from leads l cross join unnest(l.projects) as p(value)
               group by p.value order by 2 desc, 1 limit 10) as top),
    'leadServices', (
      select coalesce(jsonb_agg(jsonb_build_object('value', top.value, 'messages', top.messages)
                                order by top.messages desc, top.value), '[]')
        from (select s.value, count(*) as messages
                from leads l cross join unnest(l.services) as s(value)
               group by s.value order by 2 desc, 1 limit 10) as top)
  ) into answer;
  return answer;
end;
$$;

revoke all on function public.site_insights(integer) from public, anon;
grant execute on function public.site_insights(integer) to authenticated;
