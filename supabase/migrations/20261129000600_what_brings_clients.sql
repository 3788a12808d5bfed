-- What brings clients: each lead of a period, how far it came (replied, call, proposal, won),
-- what the wins are worth, split by where it came from.
--
-- 1. A lead sent from the site keeps the first page and the referrer (a host, or the campaign's
--    utm_source) of the visit that sent it: private.site_leads gains entry_path and referrer,
--    copied from that visitor's first page view of the day when the lead is recorded. Both come
--    from events already stored without cookies; nothing that identifies the visitor is added.
--    A message sent after midnight (UTC) from a visit that began before it has none: the day's
--    keyed visitor changes at midnight, by design.
-- 2. public.lead_insights(days) counts the period's leads (the Inbox folder's messages received in
--    it): how many reached each step, the value won per currency (never converted), the median
--    time to the first reply, split by source (form or chat), first page, referrer, the brief's
--    service, budget and timeline, and language. A lost lead counts for the steps before the one
--    it was lost from (contact_messages.lost_after). It also ends the visit funnel: how many of
--    site_insights' messageSent were won, and for how much.
--
-- The period's leads are a range of contact_messages_status_created_at_idx. Runs with the
-- caller's rights, as site_insights does: row-level security lets only the admin
-- read messages, replies and leads, so anyone else gets zeros; an anonymous caller has no EXECUTE.

alter table private.site_leads
  add column entry_path text check (char_length(entry_path) <= 200),
  add column referrer text check (char_length(referrer) <= 253);

comment on column private.site_leads.entry_path is
  'The first page the sender viewed that day (UTC), or null when no page view of theirs was kept.';
comment on column private.site_leads.referrer is
  'Where that first page view came from (a host or campaign source); null for a direct visit.';

create function private.remember_lead_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select e.path, e.referrer into new.entry_path, new.referrer
    from private.site_events e
   where e.day = new.day and e.visitor = new.visitor and e.kind = 'page_view'
   order by e.occurred_at, e.id
   limit 1;
  return new;
end;
$$;

revoke all on function private.remember_lead_entry() from public, anon, authenticated;

create trigger site_leads_remember_entry
  before insert on private.site_leads
  for each row execute function private.remember_lead_entry();

grant select (message_id, entry_path, referrer) on private.site_leads to authenticated;

-- {"days", "from", "to",
--  "totals": {"leads", "replied", "call", "proposal", "won", "lost",
--             "wonValue": [{"currency", "total"}], "medianFirstReplySeconds" (null: no reply)},
--  "bySource", "byEntryPage", "byReferrer", "byService", "byBudget", "byTimeline", "byLanguage":
--    top 10 by leads [{"value", "leads", "replied", "call", "proposal", "won",
--                      "wonValue": [{"currency", "total"}]}],
--  "visitFunnel": {"won", "wonValue"}}.
-- A value is null where the lead has none: no brief, no language, no visit kept (entry page and
-- referrer), or a direct visit (referrer: "" then; null is a lead with no visit kept).
create function public.lead_insights(days integer)
returns jsonb
language plpgsql
stable
set search_path = ''
-- Planned for the period's own dates: a plan for any dates guessed two leads, and joined each
-- of 67,000 (at 100,000 messages) to its visit one by one instead of in one hash join.
set plan_cache_mode = force_custom_plan
-- Row-level security's check on each message is a condition the planner cannot estimate: it
-- guessed 500 of 100,000 leads, and probed each one's visit through an index, one by one. Hash
-- joins read each table once, which is what counting a period's leads needs.
set enable_nestloop = off
as $$
declare
  last_day date := (now() at time zone 'utc')::date;
  first_day date;
  answer jsonb;
begin
  if days is null or days not in (7, 30, 90) then
    raise exception using errcode = '22023', message = 'Insights cover 7, 30 or 90 days.';
  end if;
  first_day := last_day - (days - 1);

  with first_replies as (
    select r.message_id, min(r.sent_at) as sent_at
      from public.message_replies r
     where r.status = 'sent'
     group by r.message_id
  ),
  leads as materialized (
    select m.source, m.language, m.brief_service, m.brief_budget, m.brief_timeline, m.stage,
           m.deal_value, m.deal_currency,
           l.day as visit_day, l.visitor, l.entry_path,
           case when l.message_id is null then null else coalesce(l.referrer, '') end as referrer,
           -- How far it came: new 0, replied 1, call 2, proposal 3, won 4; a lost lead where it
           -- was lost from. Written out here: a function with its own search_path is not inlined,
           -- and a call per lead cost more than the rest of the query.
           array_position(array['new', 'replied', 'call', 'proposal', 'won'],
                          case when m.stage = 'lost' then m.lost_after else m.stage end) - 1
             as reached,
           -- The first reply sent from the inbox; else answered_at (marked answered, or read).
           coalesce(r.sent_at, m.answered_at) - m.created_at as first_reply
      from public.contact_messages m
      left join private.site_leads l on l.message_id = m.id
      left join first_replies r on r.message_id = m.id
     where m.status = 'inbox'
       and m.created_at >= (first_day::timestamp at time zone 'utc')
       and m.created_at < ((last_day + 1)::timestamp at time zone 'utc')
  ),
  -- Each dimension in one pass over the leads (grouping sets). grouping() says which one a row
  -- counts: one bit per column, the first the highest (64), clear for the column grouped by.
  steps as (
    select case grouping(l.source, l.entry_path, l.referrer, l.brief_service, l.brief_budget,
                         l.brief_timeline, l.language)
             when 63 then 'bySource' when 95 then 'byEntryPage' when 111 then 'byReferrer'
             when 119 then 'byService' when 123 then 'byBudget' when 125 then 'byTimeline'
             else 'byLanguage' end as dimension,
           coalesce(l.source, l.entry_path, l.referrer, l.brief_service, l.brief_budget,
                    l.brief_timeline, l.language) as value,
           count(*) as leads,
           count(*) filter (where l.reached >= 1) as replied,
           count(*) filter (where l.reached >= 2) as call,
           count(*) filter (where l.reached >= 3) as proposal,
           count(*) filter (where l.stage = 'won') as won
      from leads l
     group by grouping sets ((l.source), (l.entry_path), (l.referrer), (l.brief_service),
                             (l.brief_budget), (l.brief_timeline), (l.language))
  ),
  ranked as (
    select s.*, row_number() over (partition by s.dimension
                                   order by s.leads desc, s.won desc, s.value nulls last) as place
      from steps s
  ),
  -- The same for the won leads alone, per currency: few rows.
  won_sums as (
    select case grouping(l.source, l.entry_path, l.referrer, l.brief_service, l.brief_budget,
                         l.brief_timeline, l.language)
             when 63 then 'bySource' when 95 then 'byEntryPage' when 111 then 'byReferrer'
             when 119 then 'byService' when 123 then 'byBudget' when 125 then 'byTimeline'
             else 'byLanguage' end as dimension,
           coalesce(l.source, l.entry_path, l.referrer, l.brief_service, l.brief_budget,
                    l.brief_timeline, l.language) as value,
           l.deal_currency as currency,
           sum(l.deal_value) as total
      from leads l
     where l.stage = 'won' and l.deal_value is not null
     group by grouping sets ((l.source, l.deal_currency), (l.entry_path, l.deal_currency),
                             (l.referrer, l.deal_currency), (l.brief_service, l.deal_currency),
                             (l.brief_budget, l.deal_currency), (l.brief_timeline, l.deal_currency),
                             (l.language, l.deal_currency))
  ),
  won_values as (
    select w.dimension, w.value,
           jsonb_agg(jsonb_build_object('currency', w.currency, 'total', w.total)
                     order by w.currency) as won_value
      from won_sums w
     group by w.dimension, w.value
  ),
  split as (
    select s.dimension,
           jsonb_agg(jsonb_build_object('value', s.value, 'leads', s.leads,
                                        'replied', s.replied, 'call', s.call,
                                        'proposal', s.proposal, 'won', s.won,
                                        'wonValue', coalesce(w.won_value, '[]'))
                     order by s.place) as list
      from ranked s
      left join won_values w on w.dimension = s.dimension
                            and w.value is not distinct from s.value
     where s.place <= 10
     group by s.dimension
  ),
  -- The leads sent from a visit and won: the end of site_insights' funnel, whose messageSent
  -- counts the same leads (a lead is recorded within the hour its message arrived).
  visit_wins as (
    select l.visit_day as day, l.visitor, l.deal_value, l.deal_currency
      from leads l
     where l.visitor is not null and l.stage = 'won'
  )
  select jsonb_build_object(
    'days', days,
    'from', first_day,
    'to', last_day,
    'totals', (
      select jsonb_build_object(
        'leads', count(*),
        'replied', count(*) filter (where l.reached >= 1),
        'call', count(*) filter (where l.reached >= 2),
        'proposal', count(*) filter (where l.reached >= 3),
        'won', count(*) filter (where l.stage = 'won'),
        'lost', count(*) filter (where l.stage = 'lost'),
        'wonValue', (select coalesce(jsonb_agg(jsonb_build_object('currency', v.currency,
                                                                  'total', v.total)
                                               order by v.currency), '[]')
                       from (select w.deal_currency as currency, sum(w.deal_value) as total
                               from leads w
                              where w.stage = 'won' and w.deal_value is not null
                              group by w.deal_currency) as v),
        'medianFirstReplySeconds',
          round(extract(epoch from percentile_cont(0.5) within group (order by l.first_reply)))
      )
        from leads l),
    'bySource', coalesce((select list from split where dimension = 'bySource'), '[]'),
    'byEntryPage', coalesce((select list from split where dimension = 'byEntryPage'), '[]'),
    'byReferrer', coalesce((select list from split where dimension = 'byReferrer'), '[]'),
    'byService', coalesce((select list from split where dimension = 'byService'), '[]'),
    'byBudget', coalesce((select list from split where dimension = 'byBudget'), '[]'),
    'byTimeline', coalesce((select list from split where dimension = 'byTimeline'), '[]'),
    'byLanguage', coalesce((select list from split where dimension = 'byLanguage'), '[]'),
    'visitFunnel', jsonb_build_object(
      -- Visitors of a day, as messageSent counts them (a hashed distinct, not a sort).
      'won', (select count(*) from (select distinct w.day, w.visitor from visit_wins w) as v),
      'wonValue', (select coalesce(jsonb_agg(jsonb_build_object('currency', v.currency,
                                                                'total', v.total)
                                             order by v.currency), '[]')
                     from (select w.deal_currency as currency, sum(w.deal_value) as total
                             from visit_wins w
                            where w.deal_value is not null
                            group by w.deal_currency) as v))
  ) into answer;
  return answer;
end;
$$;

revoke all on function public.lead_insights(integer) from public, anon;
grant execute on function public.lead_insights(integer) to authenticated;
