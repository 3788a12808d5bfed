-- The owner always hears of waiting messages.
--
-- Before, the digest of held messages waited on the same hourly and daily caps as the immediate
-- emails: 70 senders from 70 addresses used up the hour's emails, the digest waited, three such
-- hours used up the day's 60, and for up to a day the owner heard nothing but one notice. Now:
--
-- * The digest has a budget of its own: while messages wait, one goes out at the next sweep (a
--   minute at most) unless one went out in the last hour, so at most 24 a day, whatever the
--   immediate emails did. It no longer counts against their caps.
-- * It lists the newest message of each sender, newest first: a visitor who writes during a
--   flood is at the top, not under a hundred flood lines.
-- * The day's immediate emails are shared: one address may take owner_emails_per_sender_day of
--   them (its /56 twice that, its /48 four times), and the last owner_emails_new_sender_reserve
--   of the day's owner_emails_per_day go only to a sender the site has not seen in the last day.
--
-- What an attacker can make the owner receive in a day is bounded: owner_emails_per_day immediate
-- emails (60), 24 digests, 24 flood notices and 1 daily-cap notice (docs/limits-and-privacy.md).

alter table private.abuse_limits
  add column owner_emails_per_sender_day integer not null default 3
    check (owner_emails_per_sender_day > 0),
  add column owner_emails_new_sender_reserve integer not null default 10
    check (owner_emails_new_sender_reserve >= 0);

-- The hourly and daily caps count the immediate emails only: the digest and the notices take no
-- visitor's place.
create or replace function private.owner_emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 hour' and kind = 'message';
$$;

create or replace function private.owner_emails_last_day()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 day' and kind = 'message';
$$;

create or replace function public.claim_owner_notification(message_id uuid, hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  claimed public.contact_messages;
  sender private.contact_message_senders;
  hour_client integer;
  hour_56 integer;
  hour_48 integer;
  day_client integer;
  day_56 integer;
  day_48 integer;
  day_total integer;
  seen_before boolean;
begin
  -- One claim at a time, so deliveries running side by side cannot both pass a limit.
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  delete from private.owner_emails where claimed_at < now() - interval '1 day';

  select * into claimed from public.contact_messages m
   where m.id = message_id
     and m.status = 'inbox'
     and (m.notify_state = 'pending'
          -- A delivery that died mid-way (the function was stopped) may be claimed again.
          or (m.notify_state = 'sending' and m.notify_claimed_at < now() - interval '10 minutes'))
   for update;
  if not found then
    return jsonb_build_object('action', 'skip');
  end if;

  day_total := private.owner_emails_last_day();
  if day_total >= limits.owner_emails_per_day then
    update public.contact_messages set notify_state = 'held' where id = message_id;
    perform private.request_daily_cap_notice();
    return jsonb_build_object('action', 'hold');
  end if;

  -- A message without a sender row (stored by the service, or its row gone) is a new sender.
  select * into sender from private.contact_message_senders s where s.message_id = claimed.id;
  seen_before := exists (
    select 1 from private.contact_message_senders s
     where s.message_id <> claimed.id
       and s.sent_at <= sender.sent_at
       and (s.address_key = sender.address_key or s.prefix48_key = sender.prefix48_key)
  );
  select count(*) filter (where e.address_key = sender.address_key and e.claimed_at > now() - interval '1 hour'),
         count(*) filter (where e.prefix56_key = sender.prefix56_key and e.claimed_at > now() - interval '1 hour'),
         count(*) filter (where e.prefix48_key = sender.prefix48_key and e.claimed_at > now() - interval '1 hour'),
         count(*) filter (where e.address_key = sender.address_key),
         count(*) filter (where e.prefix56_key = sender.prefix56_key),
         count(*) filter (where e.prefix48_key = sender.prefix48_key)
    into hour_client, hour_56, hour_48, day_client, day_56, day_48
    from private.owner_emails e
   where e.kind = 'message' and e.claimed_at > now() - interval '1 day';
  if private.owner_emails_last_hour() >= hourly_limit
     or (seen_before
         and day_total >= limits.owner_emails_per_day - limits.owner_emails_new_sender_reserve)
     or hour_client >= limits.owner_emails_per_sender
     or hour_56 >= limits.owner_emails_per_sender * limits.ipv6_56_factor
     or hour_48 >= limits.owner_emails_per_sender * limits.ipv6_48_factor
     or day_client >= limits.owner_emails_per_sender_day
     or day_56 >= limits.owner_emails_per_sender_day * limits.ipv6_56_factor
     or day_48 >= limits.owner_emails_per_sender_day * limits.ipv6_48_factor then
    -- Waits for the digest, which has a budget of its own.
    update public.contact_messages set notify_state = 'held' where id = message_id;
    return jsonb_build_object('action', 'hold');
  end if;

  insert into private.owner_emails (kind, address_key, prefix56_key, prefix48_key)
  values ('message', sender.address_key, sender.prefix56_key, sender.prefix48_key);
  update public.contact_messages
     set notify_state = 'sending', notify_claimed_at = now()
   where id = message_id;
  return jsonb_build_object(
    'action', 'send',
    'message', jsonb_build_object(
      'id', claimed.id, 'name', claimed.name, 'email', claimed.email,
      'subject', claimed.subject, 'message', claimed.message, 'created_at', claimed.created_at,
      'language', claimed.language, 'source', claimed.source,
      'brief_service', claimed.brief_service, 'brief_budget', claimed.brief_budget,
      'brief_timeline', claimed.brief_timeline,
      'chat_summary', claimed.chat_summary, 'chat_transcript', claimed.chat_transcript
    )
  );
end;
$$;

-- Claims every held message for one digest email, unless one went out in the last hour. Returns
-- {"action": "send", "count": n, "senders": m, "claimed_at": t, "newest_messages": [the newest
-- held message of each sender, newest first, at most 100]}, or {"action": "none"} (nothing
-- held) or {"action": "wait"}. A sender is the widest network the limits know it by (its /48 for
-- IPv6), so many addresses of one network are one line.
drop function public.claim_owner_summary(integer);
create function public.claim_owner_summary()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claim_time timestamptz := clock_timestamp();
  held_count integer;
  sender_count integer;
  newest_list jsonb;
begin
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  if not exists (
    select 1 from public.contact_messages where notify_state = 'held' and status = 'inbox'
  ) then
    return jsonb_build_object('action', 'none');
  end if;
  if exists (select 1 from private.owner_emails
              where kind = 'summary' and claimed_at > now() - interval '1 hour') then
    return jsonb_build_object('action', 'wait');
  end if;

  insert into private.owner_emails (kind) values ('summary');
  update public.contact_messages
     set notify_state = 'summarized', notify_claimed_at = claim_time
   where notify_state = 'held' and status = 'inbox';
  get diagnostics held_count = row_count;

  with claimed as (
    select m.id, m.name, m.email, m.subject, m.message, m.created_at, m.source,
           -- A message with no sender row left (its sender sent it over a day ago) is its own.
           coalesce(s.prefix48_key, s.address_key, m.id::text) as sender
      from public.contact_messages m
      left join private.contact_message_senders s on s.message_id = m.id
     where m.notify_state = 'summarized' and m.notify_claimed_at = claim_time
  ),
  newest as (
    select distinct on (c.sender) c.*
      from claimed c
     order by c.sender, c.created_at desc, c.id desc
  )
  select count(*)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
                    'id', n.id, 'name', n.name, 'email', n.email, 'subject', n.subject,
                    'message', n.message, 'created_at', n.created_at, 'source', n.source)
                  order by n.created_at desc, n.id desc) filter (where n.place <= 100), '[]')
    into sender_count, newest_list
    from (select newest.*,
                 row_number() over (order by newest.created_at desc, newest.id desc) as place
            from newest) n;

  return jsonb_build_object(
    'action', 'send', 'count', held_count, 'senders', sender_count, 'claimed_at', claim_time,
    'newest_messages', newest_list
  );
end;
$$;

revoke all on function public.claim_owner_summary() from public, anon, authenticated;
grant execute on function public.claim_owner_summary() to service_role;
