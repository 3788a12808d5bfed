-- Insights at 100,000 messages: the same figures from public.site_insights, counted without
-- sorting every lead.
--
-- With 100,000 leads in 90 days (bench:insights --leads 100000), the funnel's "sent a message"
-- and "got your reply" each sorted every lead to count distinct (day, visitor) pairs: about 1.2 s
-- of the 1.4 s the function took on the local backend. One hashed group of the period's leads
-- now gives both. Nothing else changes: the same answer, the same rights.

create or replace function public.site_insights(days integer)
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
  ),
  -- The people who sent a message, one per day and visitor, and whether one of theirs was
  -- answered: a hashed group, where count(distinct) sorted every lead, twice.
  senders as (
    select bool_or(l.answered_at is not null) as replied
      from leads l
     group by l.day, l.visitor
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
      'messageSent', (select count(*) from senders),
      'replied', (select count(*) from senders s where s.replied)),
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
