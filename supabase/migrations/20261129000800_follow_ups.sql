-- Follow-ups: the leads waiting for the owner, at the top of the inbox and in one morning email.
--
-- A lead waits when
-- * it has had no reply for 48 hours: an inbox message still at stage new, received more than 48
--   hours ago. The stage, not answered_at, says so: marking a message read stamps answered_at,
--   and reading is not answering; a reply from the inbox or Mark answered moves it to replied;
-- * its proposal has had no answer for 7 days: stage proposal, moved there more than 7 days ago.
-- Spam is never a lead. A lead leaves the list when the owner replies, moves its stage, or files
-- it in Spam.
--
-- The morning email: once an hour pg_cron asks notify-owner, while leads wait and none went out
-- in the last 12 hours. The function knows the owner's time zone (NOTIFY_TIME_ZONE, as for the
-- dates of every owner email), so it decides whether it is morning there and claims the email
-- for that calendar day. The database keeps it to one a day (a row per day, and none within 12
-- hours of the last, so a change of time zone cannot make two), and counts it as one of the
-- owner's emails under the hourly and daily limits: on a day the limits are reached it waits,
-- and the inbox still shows the list.

-- ---------------------------------------------------------------------------------------------
-- The list
-- ---------------------------------------------------------------------------------------------

-- Each kind of waiting lead is a range of its own small index, oldest first: the list reads its
-- first rows and the count reads the index alone, whatever the size of the table.
create index contact_messages_waiting_no_reply_idx
  on public.contact_messages (created_at, id)
  where status = 'inbox' and stage = 'new';
create index contact_messages_waiting_proposal_idx
  on public.contact_messages (stage_changed_at, id)
  where status = 'inbox' and stage = 'proposal';

-- The waiting leads, the longest waiting first (since: received, or moved to proposal), at most
-- max_count of them (1 to 100, 10 by default), each row with the total. Runs with the caller's
-- rights: row-level security lets only the admin read messages, so anyone else gets no rows; an
-- anonymous caller has no EXECUTE.
create function public.follow_ups(max_count integer default 10)
returns table (
  id uuid,
  name text,
  subject text,
  created_at timestamptz,
  stage text,
  stage_changed_at timestamptz,
  deal_value numeric,
  deal_currency text,
  why text,
  waiting_since timestamptz,
  total bigint
)
language sql
stable
set search_path = ''
as $$
  -- now() in each condition, not a joined row of bounds: each branch stays a plain range of its
  -- index, read in order and stopped at the limit.
  with waiting as (
    (select m.id, m.name, m.subject, m.created_at, m.stage, m.stage_changed_at, m.deal_value,
            m.deal_currency, 'no_reply'::text as why, m.created_at as waiting_since
       from public.contact_messages m
      where m.status = 'inbox' and m.stage = 'new'
        and m.created_at < now() - interval '48 hours'
      order by m.created_at, m.id
      limit least(greatest(coalesce(max_count, 10), 1), 100))
    union all
    (select m.id, m.name, m.subject, m.created_at, m.stage, m.stage_changed_at, m.deal_value,
            m.deal_currency, 'proposal_unanswered'::text, m.stage_changed_at
       from public.contact_messages m
      where m.status = 'inbox' and m.stage = 'proposal'
        and m.stage_changed_at < now() - interval '7 days'
      order by m.stage_changed_at, m.id
      limit least(greatest(coalesce(max_count, 10), 1), 100))
  ),
  counted as (
    select (select count(*) from public.contact_messages m
             where m.status = 'inbox' and m.stage = 'new'
               and m.created_at < now() - interval '48 hours')
         + (select count(*) from public.contact_messages m
             where m.status = 'inbox' and m.stage = 'proposal'
               and m.stage_changed_at < now() - interval '7 days') as total
  )
  select w.*, c.total
    from waiting w, counted c
   order by w.waiting_since, w.id
   limit least(greatest(coalesce(max_count, 10), 1), 100);
$$;

revoke all on function public.follow_ups(integer) from public, anon;
grant execute on function public.follow_ups(integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The morning email
-- ---------------------------------------------------------------------------------------------

alter table private.owner_emails
  drop constraint owner_emails_kind_check,
  -- 'follow_up': the morning email of the leads waiting for the owner.
  add constraint owner_emails_kind_check
    check (kind in ('message', 'summary', 'flood', 'daily_cap', 'follow_up'));

-- The follow-up email takes its place under the hourly and daily caps beside the immediate
-- emails: at most one a day, and never past what the owner agreed to receive.
create or replace function private.owner_emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 hour' and kind in ('message', 'follow_up');
$$;

create or replace function private.owner_emails_last_day()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 day' and kind in ('message', 'follow_up');
$$;

-- One row per morning email, by the owner's calendar day: the key is what keeps it to one a day.
-- A failed send gives its day back, so the next hour of the morning tries again.
create table private.follow_up_emails (
  day date primary key,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz
);

-- Claims the morning email for local_day (the owner's date, as the function reads it in
-- NOTIFY_TIME_ZONE). Answers {"action": "send", "day", "total", "leads": [the longest waiting,
-- at most 20]}, or "done" (one went out for that day, or in the last 12 hours), "none" (no lead
-- waits) or "wait" (the hourly or daily cap of owner emails is reached).
create function public.claim_follow_up_email(local_day date, hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  leads jsonb;
  waiting bigint;
begin
  if local_day is null then
    raise exception 'local_day is required' using errcode = '22023';
  end if;
  -- The same lock as every other owner email, so the caps are counted one claim at a time.
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  delete from private.follow_up_emails where day < local_day - 31;
  if exists (select 1 from private.follow_up_emails f
              where f.day = local_day or f.claimed_at > now() - interval '12 hours') then
    return jsonb_build_object('action', 'done');
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', w.id, 'name', w.name, 'subject', w.subject, 'created_at', w.created_at,
           'stage', w.stage, 'stage_changed_at', w.stage_changed_at, 'deal_value', w.deal_value,
           'deal_currency', w.deal_currency, 'why', w.why, 'waiting_since', w.waiting_since)
           order by w.waiting_since, w.id), '[]'::jsonb),
         coalesce(max(w.total), 0)
    into leads, waiting
    from public.follow_ups(20) w;
  if waiting = 0 then
    return jsonb_build_object('action', 'none');
  end if;

  if private.owner_emails_last_day() >= limits.owner_emails_per_day
     or private.owner_emails_last_hour() >= hourly_limit then
    return jsonb_build_object('action', 'wait');
  end if;

  insert into private.follow_up_emails (day) values (local_day);
  insert into private.owner_emails (kind) values ('follow_up');
  return jsonb_build_object('action', 'send', 'day', local_day, 'total', waiting, 'leads', leads);
end;
$$;

-- Records how the morning email went. A failure gives the day back (the next hour of the
-- morning tries again); the try still counts under the caps, so a broken provider is not hammered.
create function public.finish_follow_up_email(local_day date, error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if error is null then
    update private.follow_up_emails set sent_at = now() where day = local_day;
  else
    delete from private.follow_up_emails where day = local_day and sent_at is null;
  end if;
end;
$$;

revoke all on function public.claim_follow_up_email(date, integer) from public, anon, authenticated;
revoke all on function public.finish_follow_up_email(date, text) from public, anon, authenticated;
grant execute on function public.claim_follow_up_email(date, integer) to service_role;
grant execute on function public.finish_follow_up_email(date, text) to service_role;

-- Asks notify-owner for the morning email while a lead waits and none went out in the last 12
-- hours; the function answers at once when it is not morning where the owner is.
create function private.request_follow_up_email()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.follow_ups(1))
     and not exists (select 1 from private.follow_up_emails
                      where claimed_at > now() - interval '12 hours') then
    perform private.post_to_notify_owner(jsonb_build_object('follow_ups', true));
  end if;
end;
$$;

revoke all on function private.request_follow_up_email() from public, anon, authenticated;

-- Hourly, so every time zone's morning hour comes once (zones are whole hours, or 30 or 45
-- minutes off, from UTC).
select cron.schedule('follow-up-email', '5 * * * *', 'select private.request_follow_up_email()');
