-- Limits an attacker cannot turn against the owner.
--
-- 1. Addresses are keyed, not guessable: every limit keys a client by an HMAC of its address with
--    a secret from Vault that changes every day (UTC); the day's key and the one before are kept,
--    older ones are deleted, so after two days no stored value can be linked to an address.
-- 2. IPv6 by prefix: an IPv6 client is keyed by its /64 (private.abuse_limits.ipv6_prefix_length),
--    the block any one host or home network gets; IPv4 by the address.
-- 3. Past the site-wide hourly cap only the heaviest senders are held back (to Spam, unemailed):
--    a sender who has sent more than `quiet_sender_messages` in the hour, or was held back in
--    the last day. Everyone else still reaches the inbox and the owner's email.
-- 4. The owner's email is shared fairly: one email per sender per hour at once, the rest in the
--    hourly digest (at most one an hour); a flood is announced by one email, not one per message.
-- 5. The chat counts invalid requests apart from turns, so they never spend the AI budget.
-- 6. Primary keys on the private tables that had none.

create extension if not exists pgcrypto with schema extensions;

alter table private.abuse_limits
  -- IPv6 clients are keyed by this many leading bits of their address.
  add column ipv6_prefix_length integer not null default 64
    check (ipv6_prefix_length between 16 and 128),
  -- Past the hourly cap, a sender with more messages than this in the hour is held back.
  add column quiet_sender_messages integer not null default 3 check (quiet_sender_messages > 0),
  -- Owner emails sent at once per sender per hour; the rest go into the hourly digest.
  add column owner_emails_per_sender integer not null default 1
    check (owner_emails_per_sender > 0);

-- ---------------------------------------------------------------------------------------------
-- Keys for client addresses
-- ---------------------------------------------------------------------------------------------

-- The part of an address the limits count: IPv4 as it is, IPv6 as its network prefix (an
-- IPv4-mapped IPv6 address as the IPv4 address), anything else ('unknown') as it is.
create function private.address_prefix(address text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  value text := btrim(coalesce(address, ''));
  parsed inet;
  bits integer := (select ipv6_prefix_length from private.abuse_limits);
begin
  if value = '' then
    return 'unknown';
  end if;
  if value !~ '^[0-9A-Fa-f:.]+$' then
    return value;
  end if;
  begin
    parsed := value::inet;
  exception when others then
    return value;
  end;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  if parsed << '::ffff:0:0/96'::inet then
    return substr(host(parsed), 8);
  end if;
  return host(network(set_masklen(parsed, bits))) || '/' || bits;
end;
$$;

revoke all on function private.address_prefix(text) from public, anon, authenticated;

-- The secrets that key addresses: today's first, then yesterday's when it exists. Today's is
-- made on first use (a random 32 bytes, in Vault); any older one is deleted then.
create function private.address_key_secrets()
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  today_name text := 'client_address_key_' || to_char(today, 'YYYYMMDD');
  yesterday_name text := 'client_address_key_' || to_char(today - 1, 'YYYYMMDD');
  current_secret text;
  previous_secret text;
begin
  select decrypted_secret into current_secret
    from vault.decrypted_secrets where name = today_name;
  if current_secret is null then
    -- One rotation at a time: the second caller finds the first one's key.
    perform pg_advisory_xact_lock(hashtext('private.address_key_secrets'));
    select decrypted_secret into current_secret
      from vault.decrypted_secrets where name = today_name;
    if current_secret is null then
      current_secret := encode(extensions.gen_random_bytes(32), 'hex');
      perform vault.create_secret(
        current_secret, today_name,
        'Keys client addresses for the abuse limits on ' || today || ' (UTC). Made and deleted by the database.'
      );
      delete from vault.secrets
       where name like 'client\_address\_key\_%'
         and name not in (today_name, yesterday_name);
    end if;
  end if;
  select decrypted_secret into previous_secret
    from vault.decrypted_secrets where name = yesterday_name;
  return array_remove(array[current_secret, previous_secret], null);
end;
$$;

revoke all on function private.address_key_secrets() from public, anon, authenticated;

-- The keys a client address may be stored under: its HMAC with today's secret (what new rows
-- store), then with yesterday's (rows written before midnight still count).
create function private.address_keys(address text)
returns text[]
language sql
volatile
security definer
set search_path = ''
as $$
  select array_agg(
           encode(extensions.hmac(convert_to(private.address_prefix(address), 'UTF8'),
                                  convert_to(secret, 'UTF8'), 'sha256'), 'hex')
           order by position)
    from unnest(private.address_key_secrets()) with ordinality as secrets(secret, position);
$$;

revoke all on function private.address_keys(text) from public, anon, authenticated;

-- Rotates the key at midnight even on a day nobody writes (so yesterday's is deleted on time).
create function private.rotate_address_keys()
returns void
language sql
security definer
set search_path = ''
as $$
  select private.address_key_secrets();
$$;

revoke all on function private.rotate_address_keys() from public, anon, authenticated;

select cron.schedule('rotate-client-address-keys', '1 0 * * *', 'select private.rotate_address_keys()');

-- ---------------------------------------------------------------------------------------------
-- The private tables: keyed addresses and primary keys
-- ---------------------------------------------------------------------------------------------

-- What was stored under plain SHA-256 (reversible for IPv4) goes; it was at most a day old.
delete from private.contact_message_senders;
delete from private.chat_turns;

alter table private.contact_message_senders rename column address_digest to address_key;
alter table private.contact_message_senders
  add column id bigint generated always as identity primary key,
  -- The message this send stored (the owner's email is shared per sender), and whether the
  -- site-wide cap held it back.
  add column message_id uuid,
  add column held_back boolean not null default false;
alter index private.contact_message_senders_lookup_idx rename to contact_message_senders_key_idx;
create index contact_message_senders_message_idx on private.contact_message_senders (message_id);
create index contact_message_senders_sent_at_idx on private.contact_message_senders (sent_at);

alter table private.chat_turns rename column address_digest to address_key;
alter table private.chat_turns add column id bigint generated always as identity primary key;
alter index private.chat_turns_lookup_idx rename to chat_turns_key_idx;

alter table private.owner_emails
  add column id bigint generated always as identity primary key,
  -- 'message' (one visitor's message, address_key its sender), 'summary' (the digest) or
  -- 'flood' (the notice that the cap held messages back).
  add column kind text not null default 'message' check (kind in ('message', 'summary', 'flood')),
  add column address_key text;

-- Senders the cap held back, remembered for a day: past the cap they are held back again even
-- after their hour's count has gone.
create table private.flooding_senders (
  address_key text primary key,
  held_back_at timestamptz not null default now()
);

-- Invalid chat requests, counted per key apart from turns (they never touch the AI budget).
create table private.chat_refusals (
  id bigint generated always as identity primary key,
  address_key text not null,
  refused_at timestamptz not null default now()
);
create index chat_refusals_key_idx on private.chat_refusals (address_key, refused_at);

revoke all on private.flooding_senders, private.chat_refusals from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The flood guard and the site-wide cap, keyed
-- ---------------------------------------------------------------------------------------------

create or replace function private.guard_contact_message_flood()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  address text;
  keys text[];
  allowed integer;
  recent integer;
begin
  if not private.is_visitor_request() then
    return new;
  end if;
  address := private.client_address();
  keys := private.address_keys(address);
  allowed := case when address = 'unknown' then limits.messages_unknown_address
                  else limits.messages_per_address end;

  delete from private.contact_message_senders where sent_at < now() - interval '1 hour';

  select count(*) into recent
    from private.contact_message_senders
   where address_key = any(keys)
     and sent_at > now() - limits.message_window;

  if recent >= allowed then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages sent from your network. Please wait a few minutes and try again.';
  end if;

  insert into private.contact_message_senders (address_key, message_id) values (keys[1], new.id);
  return new;
end;
$$;

-- Past the hourly cap, a message from a heavy sender (more than quiet_sender_messages this
-- hour, or held back in the last day) is stored in Spam with the reason 'site_limit' and never
-- emailed; everyone else's is sorted as usual. The first message held back in an hour asks
-- notify-owner for the one flood notice. The flood guard has already recorded this message.
create or replace function private.spill_over_site_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  keys text[];
  sent_this_hour integer;
  first_held_back boolean;
begin
  if not private.is_visitor_request()
     or (select count(*) from private.contact_message_senders
          where sent_at > now() - interval '1 hour') <= limits.messages_per_hour_site then
    return new;
  end if;

  keys := private.address_keys(private.client_address());
  select count(*) into sent_this_hour
    from private.contact_message_senders
   where address_key = any(keys) and sent_at > now() - interval '1 hour';
  delete from private.flooding_senders where held_back_at < now() - interval '1 day';
  if sent_this_hour <= limits.quiet_sender_messages
     and not exists (select 1 from private.flooding_senders where address_key = any(keys)) then
    return new;
  end if;

  new.spam_reasons := array_append(new.spam_reasons, 'site_limit');
  new.status := 'spam';
  new.notify_state := 'skipped';

  first_held_back := not exists (
    select 1 from private.contact_message_senders
     where held_back and sent_at > now() - interval '1 hour'
  );
  update private.contact_message_senders set held_back = true where message_id = new.id;
  insert into private.flooding_senders (address_key) values (keys[1])
    on conflict (address_key) do update set held_back_at = now();
  if first_held_back and not exists (
    select 1 from private.owner_emails
     where kind = 'flood' and claimed_at > now() - interval '1 hour'
  ) then
    perform private.post_to_notify_owner(jsonb_build_object('flood', true));
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The owner's email, shared fairly
-- ---------------------------------------------------------------------------------------------

-- The flood notice (at most one an hour) does not take a visitor's place under the hourly limit.
create or replace function private.owner_emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 hour' and kind <> 'flood';
$$;

-- Claims one message for its email, atomically. Returns {"action": "send", "message": {...}}
-- when the caller should send it now; "hold" when the hourly limit is reached or its sender had
-- their email this hour (the digest will count it); "skip" when no email is due.
create or replace function public.claim_owner_notification(message_id uuid, hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.contact_messages;
  sender text;
begin
  -- One claim at a time, so deliveries running side by side cannot both pass the limit.
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

  select s.address_key into sender
    from private.contact_message_senders s where s.message_id = claimed.id;
  if private.owner_emails_last_hour() >= hourly_limit
     or (select count(*) from private.owner_emails e
          where e.kind = 'message' and e.address_key = sender
            and e.claimed_at > now() - interval '1 hour')
        >= (select owner_emails_per_sender from private.abuse_limits) then
    update public.contact_messages set notify_state = 'held' where id = message_id;
    return jsonb_build_object('action', 'hold');
  end if;

  insert into private.owner_emails (kind, address_key) values ('message', sender);
  update public.contact_messages
     set notify_state = 'sending', notify_claimed_at = now()
   where id = message_id;
  return jsonb_build_object(
    'action', 'send',
    'message', jsonb_build_object(
      'id', claimed.id, 'name', claimed.name, 'email', claimed.email,
      'subject', claimed.subject, 'message', claimed.message, 'created_at', claimed.created_at,
      'language', claimed.language
    )
  );
end;
$$;

-- Claims every held message for one digest email, at most one an hour and when the hourly limit
-- has room. Returns {"action": "send", "count": n, "claimed_at": t, "recent": [newest 10]}, or
-- {"action": "none"} (nothing held) or {"action": "wait"}.
create or replace function public.claim_owner_summary(hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claim_time timestamptz := clock_timestamp();
  held_count integer;
  recent jsonb;
begin
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  if not exists (
    select 1 from public.contact_messages where notify_state = 'held' and status = 'inbox'
  ) then
    return jsonb_build_object('action', 'none');
  end if;
  if private.owner_emails_last_hour() >= hourly_limit
     or exists (select 1 from private.owner_emails
                 where kind = 'summary' and claimed_at > now() - interval '1 hour') then
    return jsonb_build_object('action', 'wait');
  end if;

  insert into private.owner_emails (kind) values ('summary');
  update public.contact_messages
     set notify_state = 'summarized', notify_claimed_at = claim_time
   where notify_state = 'held' and status = 'inbox';
  get diagnostics held_count = row_count;

  select coalesce(jsonb_agg(m order by m.created_at desc), '[]') into recent
    from (
      select id, name, email, subject, message, created_at
        from public.contact_messages
       where notify_state = 'summarized' and notify_claimed_at = claim_time
       order by created_at desc
       limit 10
    ) m;
  return jsonb_build_object(
    'action', 'send', 'count', held_count, 'claimed_at', claim_time, 'recent', recent
  );
end;
$$;

-- What the cap held back in the last hour: {"messages": n, "senders": m}.
create function private.held_back_last_hour()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('messages', count(*), 'senders', count(distinct address_key))
    from private.contact_message_senders
   where held_back and sent_at > now() - interval '1 hour';
$$;

revoke all on function private.held_back_last_hour() from public, anon, authenticated;

-- Claims the one flood notice of the hour: {"action": "send", "messages": n, "senders": m} when
-- the cap held messages back and no notice went out in the last hour, else {"action": "none"}.
-- Not bound by the hourly limit: it is at most one an hour, and it is the email that matters.
create function public.claim_flood_notice()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb;
begin
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  if exists (select 1 from private.owner_emails
              where kind = 'flood' and claimed_at > now() - interval '1 hour') then
    return jsonb_build_object('action', 'none');
  end if;
  held := private.held_back_last_hour();
  if (held ->> 'messages')::integer = 0 then
    return jsonb_build_object('action', 'none');
  end if;
  insert into private.owner_emails (kind) values ('flood');
  return held || jsonb_build_object('action', 'send');
end;
$$;

revoke all on function public.claim_flood_notice() from public, anon, authenticated;
grant execute on function public.claim_flood_notice() to service_role;

-- The banner in /admin: what the cap held back in the last hour. It runs with the caller's own
-- rights (no SECURITY DEFINER open to signed-in users): row-level security lets the admin alone
-- read the three columns it counts, so anyone else gets zeros, like the folder counts.
grant usage on schema private to authenticated;
grant select (address_key, sent_at, held_back) on private.contact_message_senders to authenticated;
alter table private.contact_message_senders enable row level security;

create policy "Only the admin can see who the cap held back."
  on private.contact_message_senders for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create function public.held_back_summary()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object('messages', count(*), 'senders', count(distinct address_key))
    from private.contact_message_senders
   where held_back and sent_at > now() - interval '1 hour';
$$;

revoke all on function public.held_back_summary() from public, anon;
grant execute on function public.held_back_summary() to authenticated;

-- The sweep also sends the flood notice when a held-back message has none yet (its call was lost).
create or replace function private.sweep_owner_notifications()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_messages
     set notify_state = 'failed',
         notify_error = coalesce(notify_error, 'The notify-owner function did not answer for a day.')
   where notify_state in ('pending', 'sending')
     and created_at < now() - interval '1 day';

  if public.owed_owner_notifications(1) <> '[]'::jsonb
     or exists (select 1 from public.contact_messages where notify_state = 'held')
     or (exists (select 1 from private.contact_message_senders
                  where held_back and sent_at > now() - interval '1 hour')
         and not exists (select 1 from private.owner_emails
                          where kind = 'flood' and claimed_at > now() - interval '1 hour')) then
    perform private.post_to_notify_owner(jsonb_build_object('sweep', true));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Chat limits, keyed
-- ---------------------------------------------------------------------------------------------

create or replace function public.take_chat_turn(
  client_address text,
  per_minute integer,
  per_day integer,
  daily_budget integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys text[] := private.address_keys(coalesce(nullif(btrim(client_address), ''), 'unknown'));
  last_minute integer;
  last_day integer;
  oldest timestamptz;
  budget_left boolean;
begin
  -- One turn at a time per client, so parallel requests cannot all pass the count.
  perform pg_advisory_xact_lock(hashtext('chat:' || keys[1]));
  delete from private.chat_turns where taken_at < now() - interval '1 day';

  select count(*) filter (where taken_at > now() - interval '1 minute'), count(*)
    into last_minute, last_day
    from private.chat_turns where address_key = any(keys);

  if last_minute >= per_minute then
    select min(taken_at) into oldest from private.chat_turns
     where address_key = any(keys) and taken_at > now() - interval '1 minute';
    return jsonb_build_object('allowed', false, 'retry_after',
      greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now()))::integer));
  end if;
  if last_day >= per_day then
    select min(taken_at) into oldest from private.chat_turns where address_key = any(keys);
    return jsonb_build_object('allowed', false, 'retry_after',
      greatest(1, ceil(extract(epoch from oldest + interval '1 day' - now()))::integer));
  end if;

  insert into private.chat_turns (address_key) values (keys[1]);

  insert into private.chat_gateway_days (day, calls) values (current_date, 0)
    on conflict (day) do nothing;
  update private.chat_gateway_days set calls = calls + 1
   where day = current_date and calls < daily_budget
  returning true into budget_left;
  delete from private.chat_gateway_days where day < current_date - 7;

  return jsonb_build_object('allowed', true, 'gateway', coalesce(budget_left, false));
end;
$$;

-- Counts one invalid chat request (a body the function refused) for a client: {"allowed": true},
-- or {"allowed": false, "retry_after": seconds} past per_minute in the last minute. Cheap, and
-- apart from turns: an invalid request never spends the site's daily budget.
create function public.take_chat_refusal(client_address text, per_minute integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys text[] := private.address_keys(coalesce(nullif(btrim(client_address), ''), 'unknown'));
  last_minute integer;
  oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('chat-refusal:' || keys[1]));
  delete from private.chat_refusals where refused_at < now() - interval '1 minute';
  select count(*), min(refused_at) into last_minute, oldest
    from private.chat_refusals where address_key = any(keys);
  if last_minute >= per_minute then
    return jsonb_build_object('allowed', false, 'retry_after',
      greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now()))::integer));
  end if;
  insert into private.chat_refusals (address_key) values (keys[1]);
  return jsonb_build_object('allowed', true);
end;
$$;

revoke all on function public.take_chat_refusal(text, integer) from public, anon, authenticated;
grant execute on function public.take_chat_refusal(text, integer) to service_role;
