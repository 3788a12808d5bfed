-- Guards that hold on the hosted platform.
--
-- On Supabase the X-Forwarded-For header that reaches PostgREST starts with whatever the client
-- wrote; the platform's proxy appends the address it saw (and its edge sets cf-connecting-ip,
-- which no client can set). The earlier flood guard keyed on the FIRST entry, so a made-up
-- address per request escaped it, a blank header switched it off, and anyone could use up a
-- chosen victim's quota. Every guard now asks one function, private.client_address(), which
-- trusts only what the platform vouches for, and a missing address is one shared bucket with its
-- own limit, never "no limit".
--
-- Also here: visitors insert one message per request (a bulk array is refused), a site-wide
-- hourly cap past which messages are still stored but filed under Spam (so a flood can neither
-- bury the inbox nor flood the owner's mailbox nor lock real visitors out), and the chat
-- function's limits, counted in Postgres so they hold across the function's many instances.

-- The limits, in one row the owner can change with an UPDATE (see the README).
create table private.abuse_limits (
  only_row boolean primary key default true check (only_row),
  -- Messages one client address may send per window.
  messages_per_address integer not null default 5 check (messages_per_address > 0),
  message_window interval not null default interval '10 minutes',
  -- Messages all clients without a known address may send per window, together.
  messages_unknown_address integer not null default 20 check (messages_unknown_address > 0),
  -- Visitor messages per hour for the whole site; past it they go to Spam, unemailed.
  messages_per_hour_site integer not null default 200 check (messages_per_hour_site > 0),
  -- How many of the platform's proxies append to X-Forwarded-For: the client is this many
  -- entries from the right. 1 on Supabase.
  trusted_proxy_hops integer not null default 1 check (trusted_proxy_hops > 0)
);
insert into private.abuse_limits default values;
revoke all on private.abuse_limits from public, anon, authenticated;

-- The client address of the current request as the platform vouches for it: cf-connecting-ip
-- when the edge set it, else the X-Forwarded-For entry the trusted proxy appended (the
-- rightmost, with one hop). 'unknown' when there is none: one shared bucket.
create function private.client_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  edge text := btrim(headers ->> 'cf-connecting-ip');
  entries text[] := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  hops integer := (select trusted_proxy_hops from private.abuse_limits);
  address text;
begin
  if coalesce(edge, '') <> '' then
    return edge;
  end if;
  if cardinality(entries) >= hops then
    address := btrim(entries[cardinality(entries) - hops + 1]);
  end if;
  return coalesce(nullif(address, ''), 'unknown');
end;
$$;

revoke all on function private.client_address() from public, anon, authenticated;

-- Whether the current request is a visitor's: anon, or a signed-in user who is not the admin.
-- The service role and the owner are never counted by the visitor limits.
create function private.is_visitor_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) = 'anon'
      or (current_setting('role', true) = 'authenticated'
          and coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin');
$$;

revoke all on function private.is_visitor_request() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- One message per request
-- ---------------------------------------------------------------------------------------------

-- PostgREST inserts a JSON array in one statement. A visitor sends one message at a time, so a
-- second row in the same statement is refused with 400 (SQLSTATE PT400) before any row is
-- counted or stored. The row number lives in a transaction-local setting that a BEFORE STATEMENT
-- trigger resets.
create function private.reset_contact_message_row_count()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('private.contact_message_rows', '0', true);
  return null;
end;
$$;

create function private.accept_one_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rows_so_far integer := coalesce(nullif(current_setting('private.contact_message_rows', true), ''), '0')::integer + 1;
begin
  perform set_config('private.contact_message_rows', rows_so_far::text, true);
  if rows_so_far > 1 and private.is_visitor_request() then
    raise exception using
      errcode = 'PT400',
      message = 'Send one message at a time.';
  end if;
  return new;
end;
$$;

revoke all on function private.reset_contact_message_row_count() from public, anon, authenticated;
revoke all on function private.accept_one_contact_message() from public, anon, authenticated;

create trigger contact_messages_count_rows
  before insert on public.contact_messages
  for each statement execute function private.reset_contact_message_row_count();

-- Named to fire before every other row trigger (they fire in name order).
create trigger contact_messages_accept_one_at_a_time
  before insert on public.contact_messages
  for each row execute function private.accept_one_contact_message();

-- ---------------------------------------------------------------------------------------------
-- The flood guard, keyed on the trusted address
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
  digest text;
  allowed integer;
  recent integer;
begin
  if not private.is_visitor_request() then
    return new;
  end if;
  address := private.client_address();
  digest := encode(sha256(convert_to(address, 'UTF8')), 'hex');
  allowed := case when address = 'unknown' then limits.messages_unknown_address
                  else limits.messages_per_address end;

  delete from private.contact_message_senders where sent_at < now() - interval '1 hour';

  select count(*) into recent
    from private.contact_message_senders
   where address_digest = digest
     and sent_at > now() - limits.message_window;

  if recent >= allowed then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages sent from your network. Please wait a few minutes and try again.';
  end if;

  insert into private.contact_message_senders (address_digest) values (digest);
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The site-wide cap: a rule of the spam sorting
-- ---------------------------------------------------------------------------------------------

-- Past the hourly cap a visitor's message is still stored, but in Spam with the reason
-- 'site_limit' (and so never emailed). The flood guard has already recorded this message.
-- Named to fire after contact_messages_sort_into_folder (triggers fire in name order).
create function private.spill_over_site_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_visitor_request()
     and (select count(*) from private.contact_message_senders
           where sent_at > now() - interval '1 hour')
         > (select messages_per_hour_site from private.abuse_limits) then
    new.spam_reasons := array_append(new.spam_reasons, 'site_limit');
    new.status := 'spam';
    new.notify_state := 'skipped';
  end if;
  return new;
end;
$$;

revoke all on function private.spill_over_site_cap() from public, anon, authenticated;

create trigger contact_messages_spill_over_site_cap
  before insert on public.contact_messages
  for each row execute function private.spill_over_site_cap();

-- ---------------------------------------------------------------------------------------------
-- Chat limits, shared by every instance of the chat function
-- ---------------------------------------------------------------------------------------------

create table private.chat_turns (
  address_digest text not null,
  taken_at timestamptz not null default now()
);
create index chat_turns_lookup_idx on private.chat_turns (address_digest, taken_at);

create table private.chat_gateway_days (
  day date primary key,
  calls integer not null default 0
);

revoke all on private.chat_turns, private.chat_gateway_days from public, anon, authenticated;

-- Takes one chat turn for a client address. Returns {"allowed": false, "retry_after": seconds}
-- past the per-minute or per-day limit of the address; else {"allowed": true, "gateway": bool},
-- where gateway is false once the site's daily budget of gateway calls is spent (the function
-- then answers from its built-in responder). Only the service role may call it.
create function public.take_chat_turn(
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
  digest text := encode(sha256(convert_to(coalesce(nullif(btrim(client_address), ''), 'unknown'), 'UTF8')), 'hex');
  last_minute integer;
  last_day integer;
  oldest timestamptz;
  budget_left boolean;
begin
  -- One turn at a time per address, so parallel requests cannot all pass the count.
  perform pg_advisory_xact_lock(hashtext('chat:' || digest));
  delete from private.chat_turns where taken_at < now() - interval '1 day';

  select count(*) filter (where taken_at > now() - interval '1 minute'), count(*)
    into last_minute, last_day
    from private.chat_turns where address_digest = digest;

  if last_minute >= per_minute then
    select min(taken_at) into oldest from private.chat_turns
     where address_digest = digest and taken_at > now() - interval '1 minute';
    return jsonb_build_object('allowed', false, 'retry_after',
      greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now()))::integer));
  end if;
  if last_day >= per_day then
    select min(taken_at) into oldest from private.chat_turns where address_digest = digest;
    return jsonb_build_object('allowed', false, 'retry_after',
      greatest(1, ceil(extract(epoch from oldest + interval '1 day' - now()))::integer));
  end if;

  insert into private.chat_turns (address_digest) values (digest);

  insert into private.chat_gateway_days (day, calls) values (current_date, 0)
    on conflict (day) do nothing;
  update private.chat_gateway_days set calls = calls + 1
   where day = current_date and calls < daily_budget
  returning true into budget_left;
  delete from private.chat_gateway_days where day < current_date - 7;

  return jsonb_build_object('allowed', true, 'gateway', coalesce(budget_left, false));
end;
$$;

revoke all on function public.take_chat_turn(text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.take_chat_turn(text, integer, integer, integer) to service_role;
