-- Nothing a visitor sends can break, or put words into, what the owner sees.
--
-- 1. Values checked at the door against what the site knows. A language is one of the site's
--    languages (private.site_languages, written by the local backend and `npm run deploy` from
--    src/content/locales) or, when the site has not said, a tag of the shape every browser can
--    name; anything else is stored as unknown (null), never refused: no message is lost for it.
--    Visit events: a known language, a referrer or source of host-name characters only.
-- 2. Wider prefixes: an IPv6 client is also counted by its /56 (a home network) and its /48 (a
--    site), each allowed a multiple of what one client may do (two columns of
--    private.abuse_limits). The flood guard, the quiet-sender rule past the site cap, the owner's
--    immediate emails per sender, the chat's turns and refusals, the visit beacons, the visitors
--    an address may count and the unanswered questions all count every level.
-- 3. Costs bounded by what they cost: the chat's daily gateway budget counts the characters a
--    call sends besides the calls; a chat hand-over is stored (and so checked by the flood guard
--    and the retry check) before its summary is written, and its owner email waits for the
--    summary (complete_chat_handoff); owner emails have a daily cap with one notice when it is
--    reached; the digest lists each held sender's first message, oldest first.
-- 4. Unanswered questions are capped per address per day, and one address asking the same
--    question again the same day counts once.

-- ---------------------------------------------------------------------------------------------
-- The site's languages
-- ---------------------------------------------------------------------------------------------

-- A language tag every Intl.DisplayNames can name: a 2-3 letter language, an optional 4-letter
-- script and an optional region (2 letters or 3 digits): en, pt-BR, zh-Hant, es-419.
create function private.is_language_tag(tag text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(tag ~ '^[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?$', false);
$$;

-- The languages the site is published in (src/content/locales/<code>). Empty until the local
-- backend or a deploy says: then any well-formed tag is kept.
create table private.site_languages (
  code text primary key check (private.is_language_tag(code))
);

comment on table private.site_languages is
  'The languages the site is published in; written by the local backend and npm run deploy.';

revoke all on private.site_languages from public, anon, authenticated;

-- The site's spelling of `tag` when it is one of the site's languages (compared without case);
-- null (unknown) otherwise. Before the site has named its languages, a well-formed tag as given.
create function private.known_language(tag text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from private.site_languages)
      then case when private.is_language_tag(btrim(tag)) then btrim(tag) end
    else (select l.code from private.site_languages l where lower(l.code) = lower(btrim(tag)))
  end;
$$;

revoke all on function private.is_language_tag(text) from public, anon, authenticated;
revoke all on function private.known_language(text) from public, anon, authenticated;

-- Names the site's languages (replacing the list). The service role only.
create function public.set_site_languages(codes text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if codes is null or cardinality(codes) = 0
     or exists (select 1 from unnest(codes) as given(code) where not private.is_language_tag(code)) then
    raise exception using
      errcode = '22023',
      message = 'Name the site''s languages as tags such as en, fr or pt-BR.';
  end if;
  delete from private.site_languages where code <> all (codes);
  insert into private.site_languages (code)
  select distinct given.code from unnest(codes) as given(code)
  on conflict (code) do nothing;
end;
$$;

revoke all on function public.set_site_languages(text[]) from public, anon, authenticated;
grant execute on function public.set_site_languages(text[]) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Keys for the wider prefixes
-- ---------------------------------------------------------------------------------------------

alter table private.abuse_limits
  -- What a /56 (a home network) may do, as a multiple of what one client may do.
  add column ipv6_56_factor integer not null default 2 check (ipv6_56_factor >= 1),
  -- What a /48 (an organisation's site) may do, as a multiple of what one client may do.
  add column ipv6_48_factor integer not null default 4 check (ipv6_48_factor >= 1),
  -- Emails to the owner per day (immediate ones and digests); then one notice, and the rest wait.
  add column owner_emails_per_day integer not null default 60 check (owner_emails_per_day > 0),
  -- Distinct visitors one client may count per day (new user agents past it count as one).
  add column site_visitors_per_address_day integer not null default 10
    check (site_visitors_per_address_day > 0),
  -- Unanswered questions one client may leave for the owner per day.
  add column unanswered_questions_per_address_day integer not null default 5
    check (unanswered_questions_per_address_day > 0);

-- The HMACs of `value` with today's address secret and yesterday's (see private.address_keys).
create function private.secret_keys(value text)
returns text[]
language sql
volatile
security definer
set search_path = ''
as $$
  select array_agg(
           encode(extensions.hmac(convert_to(value, 'UTF8'), convert_to(secret, 'UTF8'), 'sha256'),
                  'hex')
           order by position)
    from unnest(private.address_key_secrets()) with ordinality as secrets(secret, position);
$$;

revoke all on function private.secret_keys(text) from public, anon, authenticated;

-- The keys of the IPv6 network of `bits` bits that `address` is in, when that network is wider
-- than the prefix one client is keyed by (private.abuse_limits.ipv6_prefix_length); null for
-- IPv4, an IPv4-mapped address, 'unknown' or anything else.
create function private.network_keys(address text, bits integer)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  value text := btrim(coalesce(address, ''));
  parsed inet;
begin
  if bits >= (select ipv6_prefix_length from private.abuse_limits)
     or value !~ '^[0-9A-Fa-f:.]+$' or position(':' in value) = 0 then
    return null;
  end if;
  begin
    parsed := value::inet;
  exception when others then
    return null;
  end;
  if family(parsed) <> 6 or parsed << '::ffff:0:0/96'::inet then
    return null;
  end if;
  return private.secret_keys(host(network(set_masklen(parsed, bits))) || '/' || bits);
end;
$$;

revoke all on function private.network_keys(text, integer) from public, anon, authenticated;

-- Every level a client is counted at: its own key (IPv4 address or IPv6 /64) with factor 1, and
-- for IPv6 its /56 and /48 with their factors. `keys` holds today's key first.
create function private.client_levels(address text)
returns table (keys text[], factor integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  value text := coalesce(nullif(btrim(address), ''), 'unknown');
begin
  keys := private.address_keys(value);
  factor := 1;
  return next;
  keys := private.network_keys(value, 56);
  factor := limits.ipv6_56_factor;
  if keys is not null then
    return next;
  end if;
  keys := private.network_keys(value, 48);
  factor := limits.ipv6_48_factor;
  if keys is not null then
    return next;
  end if;
end;
$$;

revoke all on function private.client_levels(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The contact intake: language at the door, the flood guard and the quiet-sender rule by level
-- ---------------------------------------------------------------------------------------------

alter table private.contact_message_senders
  add column prefix56_key text,
  add column prefix48_key text;
create index contact_message_senders_prefix56_idx
  on private.contact_message_senders (prefix56_key, sent_at) where prefix56_key is not null;
create index contact_message_senders_prefix48_idx
  on private.contact_message_senders (prefix48_key, sent_at) where prefix48_key is not null;

-- The sorting trigger (visitors' messages and the chat's hand-overs) also keeps the language
-- only when the site knows it.
create or replace function private.sort_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- PostgREST runs each request with SET ROLE; a definer's function still sees that setting.
  if current_setting('role', true) not in ('anon', 'authenticated')
     and coalesce(current_setting('private.chat_handoff_address', true), '') = '' then
    return new;
  end if;

  new.language := private.known_language(new.language);
  new.signal_honeypot := left(new.signal_honeypot, 200);
  new.spam_reasons := private.contact_message_spam_reasons(
    new.signal_honeypot, new.signal_fill_ms, new.signal_touched
  );
  new.status := case when cardinality(new.spam_reasons) = 0 then 'inbox' else 'spam' end;
  -- Spam is never emailed.
  new.notify_state := case when new.status = 'inbox' then 'pending' else 'skipped' end;
  new.notify_attempts := 0;
  new.notify_claimed_at := null;
  new.notified_at := null;
  new.notify_error := null;
  return new;
end;
$$;

-- Messages per window: one client as before, its /56 and /48 a multiple of that. Sender rows
-- are kept a day (they name the sender of a message the digest lists); every count reads its
-- own window.
create or replace function private.guard_contact_message_flood()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  address text;
  own text[];
  prefix56 text[];
  prefix48 text[];
  allowed integer;
  by_client integer;
  by_56 integer;
  by_48 integer;
begin
  if not private.is_visitor_request() then
    return new;
  end if;
  address := private.client_address();
  own := private.address_keys(address);
  prefix56 := private.network_keys(address, 56);
  prefix48 := private.network_keys(address, 48);
  allowed := case when address = 'unknown' then limits.messages_unknown_address
                  else limits.messages_per_address end;

  delete from private.contact_message_senders where sent_at < now() - interval '1 day';

  select count(*) filter (where s.address_key = any(own)),
         count(*) filter (where s.prefix56_key = any(prefix56)),
         count(*) filter (where s.prefix48_key = any(prefix48))
    into by_client, by_56, by_48
    from private.contact_message_senders s
   where s.sent_at > now() - limits.message_window
     and (s.address_key = any(own) or s.prefix56_key = any(prefix56)
          or s.prefix48_key = any(prefix48));

  if by_client >= allowed
     or by_56 >= allowed * limits.ipv6_56_factor
     or by_48 >= allowed * limits.ipv6_48_factor then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages sent from your network. Please wait a few minutes and try again.';
  end if;

  insert into private.contact_message_senders (address_key, prefix56_key, prefix48_key, message_id)
  values (own[1], prefix56[1], prefix48[1], new.id);
  return new;
end;
$$;

-- Past the hourly cap, a sender is heavy when it, its /56 or its /48 sent more than its share of
-- quiet_sender_messages this hour, or any of them was held back in the last day.
create or replace function private.spill_over_site_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  sender private.contact_message_senders;
  by_client integer;
  by_56 integer;
  by_48 integer;
  first_held_back boolean;
begin
  if not private.is_visitor_request()
     or (select count(*) from private.contact_message_senders
          where sent_at > now() - interval '1 hour') <= limits.messages_per_hour_site then
    return new;
  end if;

  select * into sender from private.contact_message_senders s where s.message_id = new.id;
  select count(*) filter (where s.address_key = sender.address_key),
         count(*) filter (where s.prefix56_key = sender.prefix56_key),
         count(*) filter (where s.prefix48_key = sender.prefix48_key)
    into by_client, by_56, by_48
    from private.contact_message_senders s
   where s.sent_at > now() - interval '1 hour'
     and (s.address_key = sender.address_key or s.prefix56_key = sender.prefix56_key
          or s.prefix48_key = sender.prefix48_key);
  delete from private.flooding_senders where held_back_at < now() - interval '1 day';
  if by_client <= limits.quiet_sender_messages
     and by_56 <= limits.quiet_sender_messages * limits.ipv6_56_factor
     and by_48 <= limits.quiet_sender_messages * limits.ipv6_48_factor
     and not exists (
       select 1 from private.flooding_senders f
        where f.address_key in (sender.address_key, sender.prefix56_key, sender.prefix48_key)
     ) then
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
  insert into private.flooding_senders (address_key)
  select key from unnest(array[sender.address_key, sender.prefix56_key, sender.prefix48_key]) as key
   where key is not null
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
-- The owner's email: shared by level, a daily cap, a digest of senders
-- ---------------------------------------------------------------------------------------------

alter table private.owner_emails
  add column prefix56_key text,
  add column prefix48_key text,
  drop constraint owner_emails_kind_check,
  -- 'daily_cap': the one notice of a day that the daily cap holds emails back.
  add constraint owner_emails_kind_check
    check (kind in ('message', 'summary', 'flood', 'daily_cap'));

-- The hourly and daily limits count the emails about messages (one message, or a digest); the
-- two notices (flood, daily cap) take no visitor's place.
create or replace function private.owner_emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 hour' and kind in ('message', 'summary');
$$;

create function private.owner_emails_last_day()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails
   where claimed_at > now() - interval '1 day' and kind in ('message', 'summary');
$$;

revoke all on function private.owner_emails_last_day() from public, anon, authenticated;

-- Asks notify-owner for the daily cap's notice, unless one went out in the last day.
create function private.request_daily_cap_notice()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.owner_emails
                  where kind = 'daily_cap' and claimed_at > now() - interval '1 day') then
    perform private.post_to_notify_owner(jsonb_build_object('daily_cap', true));
  end if;
end;
$$;

revoke all on function private.request_daily_cap_notice() from public, anon, authenticated;

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
  by_client integer;
  by_56 integer;
  by_48 integer;
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

  if private.owner_emails_last_day() >= limits.owner_emails_per_day then
    update public.contact_messages set notify_state = 'held' where id = message_id;
    perform private.request_daily_cap_notice();
    return jsonb_build_object('action', 'hold');
  end if;

  select * into sender from private.contact_message_senders s where s.message_id = claimed.id;
  select count(*) filter (where e.address_key = sender.address_key),
         count(*) filter (where e.prefix56_key = sender.prefix56_key),
         count(*) filter (where e.prefix48_key = sender.prefix48_key)
    into by_client, by_56, by_48
    from private.owner_emails e
   where e.kind = 'message' and e.claimed_at > now() - interval '1 hour';
  if private.owner_emails_last_hour() >= hourly_limit
     or by_client >= limits.owner_emails_per_sender
     or by_56 >= limits.owner_emails_per_sender * limits.ipv6_56_factor
     or by_48 >= limits.owner_emails_per_sender * limits.ipv6_48_factor then
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

-- Claims every held message for one digest email, at most one an hour, when the hourly and daily
-- limits have room. Returns {"action": "send", "count": n, "senders": m, "claimed_at": t,
-- "first_messages": [the first held message of each sender, oldest first, at most 100]}, or
-- {"action": "none"} (nothing held) or {"action": "wait"}. A sender is the widest network the
-- limits know it by (its /48 for IPv6), so many addresses of one network are one line, and a
-- visitor who wrote before a flood is listed before it.
drop function public.claim_owner_summary(integer);
create function public.claim_owner_summary(hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claim_time timestamptz := clock_timestamp();
  held_count integer;
  sender_count integer;
  first_list jsonb;
begin
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  if not exists (
    select 1 from public.contact_messages where notify_state = 'held' and status = 'inbox'
  ) then
    return jsonb_build_object('action', 'none');
  end if;
  if private.owner_emails_last_hour() >= hourly_limit
     or private.owner_emails_last_day() >= (select owner_emails_per_day from private.abuse_limits)
     or exists (select 1 from private.owner_emails
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
  firsts as (
    select distinct on (c.sender) c.*
      from claimed c
     order by c.sender, c.created_at, c.id
  )
  select count(*)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
                    'id', f.id, 'name', f.name, 'email', f.email, 'subject', f.subject,
                    'message', f.message, 'created_at', f.created_at, 'source', f.source)
                  order by f.created_at, f.id) filter (where f.place <= 100), '[]')
    into sender_count, first_list
    from (select firsts.*, row_number() over (order by firsts.created_at, firsts.id) as place
            from firsts) f;

  return jsonb_build_object(
    'action', 'send', 'count', held_count, 'senders', sender_count, 'claimed_at', claim_time,
    'first_messages', first_list
  );
end;
$$;

revoke all on function public.claim_owner_summary(integer) from public, anon, authenticated;
grant execute on function public.claim_owner_summary(integer) to service_role;

-- Claims the daily cap's one notice: {"action": "send", "limit": n, "waiting": m} when the day's
-- emails reached the cap and no notice went out in the last day, else {"action": "none"}.
create function public.claim_daily_cap_notice()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_per_day integer := (select owner_emails_per_day from private.abuse_limits);
begin
  perform pg_advisory_xact_lock(hashtext('private.owner_emails'));
  if private.owner_emails_last_day() < limit_per_day
     or exists (select 1 from private.owner_emails
                 where kind = 'daily_cap' and claimed_at > now() - interval '1 day') then
    return jsonb_build_object('action', 'none');
  end if;
  insert into private.owner_emails (kind) values ('daily_cap');
  return jsonb_build_object(
    'action', 'send',
    'limit', limit_per_day,
    'waiting', (select count(*) from public.contact_messages
                 where notify_state = 'held' and status = 'inbox')
  );
end;
$$;

revoke all on function public.claim_daily_cap_notice() from public, anon, authenticated;
grant execute on function public.claim_daily_cap_notice() to service_role;

-- ---------------------------------------------------------------------------------------------
-- The chat's hand-over: stored first, summarised after, emailed once summarised
-- ---------------------------------------------------------------------------------------------

-- A hand-over's email waits for its summary: complete_chat_handoff asks for it (and if the chat
-- function never does, the sweep sends it with the first question as summary after a minute).
drop trigger contact_messages_notify_owner on public.contact_messages;
create trigger contact_messages_notify_owner
  after insert on public.contact_messages
  for each row
  when (new.notify_state = 'pending' and new.source = 'form')
  execute function private.request_owner_notification();

-- Stores a conversation the chat hands to the owner (see the first definition); returns
-- {"stored": "new" | "retry", "status": "inbox" | "spam"}: "retry" when a hand-over with this id
-- was stored before (nothing new is stored, and nothing should be paid for again).
drop function public.receive_chat_handoff(text, jsonb);
create function public.receive_chat_handoff(client_address text, handoff jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted integer;
  stored_status text;
begin
  perform set_config('private.chat_handoff_address', coalesce(nullif(btrim(client_address), ''), 'unknown'), true);
  insert into public.contact_messages (
    id, name, email, subject, message, language, source, chat_summary, chat_transcript,
    brief_service, brief_budget, brief_timeline, signal_honeypot, signal_fill_ms, signal_touched
  ) values (
    (handoff ->> 'id')::uuid,
    handoff ->> 'name',
    handoff ->> 'email',
    '',
    handoff ->> 'message',
    handoff ->> 'language',
    'chat',
    handoff ->> 'summary',
    handoff -> 'transcript',
    handoff ->> 'brief_service',
    handoff ->> 'brief_budget',
    handoff ->> 'brief_timeline',
    handoff ->> 'signal_honeypot',
    (handoff ->> 'signal_fill_ms')::integer,
    (handoff ->> 'signal_touched')::boolean
  );
  get diagnostics inserted = row_count;
  perform set_config('private.chat_handoff_address', '', true);
  select m.status into stored_status from public.contact_messages m
   where m.id = (handoff ->> 'id')::uuid;
  return jsonb_build_object(
    'stored', case when inserted = 1 then 'new' else 'retry' end,
    'status', stored_status
  );
end;
$$;

revoke all on function public.receive_chat_handoff(text, jsonb) from public, anon, authenticated;
grant execute on function public.receive_chat_handoff(text, jsonb) to service_role;

-- The chat function's last word on a new hand-over: its summary (null keeps the first question),
-- then the owner's email. The message text was the summary when the visitor wrote no line of
-- their own; it follows the summary then.
create function public.complete_chat_handoff(message_id uuid, summary text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  completed public.contact_messages;
  written text := nullif(btrim(coalesce(summary, '')), '');
begin
  update public.contact_messages m
     set chat_summary = coalesce(written, m.chat_summary),
         message = case when written is not null and m.message = m.chat_summary then written
                        else m.message end
   where m.id = message_id and m.source = 'chat'
  returning * into completed;
  if completed.notify_state = 'pending'
     and private.post_to_notify_owner(jsonb_build_object('message_id', completed.id)) is null then
    update public.contact_messages
       set notify_state = 'skipped',
           notify_error = 'Owner emails are not set up (Vault secrets notify_owner_url and notify_owner_secret).'
     where id = completed.id;
  end if;
end;
$$;

revoke all on function public.complete_chat_handoff(uuid, text) from public, anon, authenticated;
grant execute on function public.complete_chat_handoff(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Chat limits by level, and a budget of characters
-- ---------------------------------------------------------------------------------------------

alter table private.chat_gateway_days add column characters bigint not null default 0;

-- A turn is counted under every level's key (one row each): the client's limits as before, its
-- /56 and /48 a multiple of them. gateway is true only while the day has calls left
-- (daily_budget) and room for the characters this call sends (daily_characters); both are then
-- spent.
drop function public.take_chat_turn(text, integer, integer, integer);
create function public.take_chat_turn(
  client_address text,
  per_minute integer,
  per_day integer,
  daily_budget integer,
  daily_characters bigint,
  characters integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  level record;
  last_minute integer;
  last_day integer;
  oldest timestamptz;
  budget_left boolean;
  keys text[] := '{}';
begin
  delete from private.chat_turns where taken_at < now() - interval '1 day';
  for level in select * from private.client_levels(client_address) loop
    -- One turn at a time per key, so parallel requests cannot all pass the count (locks taken
    -- in level order, so two requests never wait on each other in a circle).
    perform pg_advisory_xact_lock(hashtext('chat:' || level.keys[1]));
    select count(*) filter (where taken_at > now() - interval '1 minute'), count(*)
      into last_minute, last_day
      from private.chat_turns where address_key = any(level.keys);
    if last_minute >= per_minute * level.factor then
      select min(taken_at) into oldest from private.chat_turns
       where address_key = any(level.keys) and taken_at > now() - interval '1 minute';
      return jsonb_build_object('allowed', false, 'retry_after',
        greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now()))::integer));
    end if;
    if last_day >= per_day * level.factor then
      select min(taken_at) into oldest from private.chat_turns where address_key = any(level.keys);
      return jsonb_build_object('allowed', false, 'retry_after',
        greatest(1, ceil(extract(epoch from oldest + interval '1 day' - now()))::integer));
    end if;
    keys := keys || level.keys[1];
  end loop;

  insert into private.chat_turns (address_key) select unnest(keys);

  insert into private.chat_gateway_days (day, calls) values (current_date, 0)
    on conflict (day) do nothing;
  update private.chat_gateway_days d
     set calls = d.calls + 1, characters = d.characters + greatest(take_chat_turn.characters, 0)
   where d.day = current_date
     and d.calls < daily_budget
     and d.characters + greatest(take_chat_turn.characters, 0) <= daily_characters
  returning true into budget_left;
  delete from private.chat_gateway_days where day < current_date - 7;

  return jsonb_build_object('allowed', true, 'gateway', coalesce(budget_left, false));
end;
$$;

revoke all on function public.take_chat_turn(text, integer, integer, integer, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.take_chat_turn(text, integer, integer, integer, bigint, integer)
  to service_role;

create or replace function public.take_chat_refusal(client_address text, per_minute integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  level record;
  last_minute integer;
  oldest timestamptz;
  keys text[] := '{}';
begin
  delete from private.chat_refusals where refused_at < now() - interval '1 minute';
  for level in select * from private.client_levels(client_address) loop
    perform pg_advisory_xact_lock(hashtext('chat-refusal:' || level.keys[1]));
    select count(*), min(refused_at) into last_minute, oldest
      from private.chat_refusals where address_key = any(level.keys);
    if last_minute >= per_minute * level.factor then
      return jsonb_build_object('allowed', false, 'retry_after',
        greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now()))::integer));
    end if;
    keys := keys || level.keys[1];
  end loop;
  insert into private.chat_refusals (address_key) select unnest(keys);
  return jsonb_build_object('allowed', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Unanswered questions: per address, once per asker and day
-- ---------------------------------------------------------------------------------------------

-- Who asked what today, by keyed address (each level): the per-address cap and the once-a-day
-- rule read it. Only today's rows are kept.
create table private.question_askers (
  day date not null,
  address_key text not null,
  folded text not null,
  primary key (day, address_key, folded)
);

revoke all on private.question_askers from public, anon, authenticated;

drop function public.record_unanswered_question(text, text);
-- Keeps one question (the chat function calls it, with the secret key), in a language the site
-- knows (else none). Not kept: past the site's 500 an hour, past the asker's (and its /56's and
-- /48's) share of unanswered_questions_per_address_day, or when the asker left the same question
-- today already. Older than 90 days goes.
create function public.record_unanswered_question(
  question text,
  language text default null,
  client_address text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  today date := (now() at time zone 'utc')::date;
  text_kept text := left(btrim(coalesce(question, '')), 1000);
  folded_text text;
  level record;
  keys text[] := '{}';
begin
  folded_text := private.fold_question(text_kept);
  if text_kept = '' or folded_text = '' then
    return;
  end if;
  delete from private.unanswered_questions where asked_at < now() - interval '90 days';
  delete from private.question_askers where day < today;
  if (select count(*) from private.unanswered_questions
       where asked_at > now() - interval '1 hour') >= 500 then
    return;
  end if;
  for level in select * from private.client_levels(client_address) loop
    perform pg_advisory_xact_lock(hashtext('question:' || level.keys[1]));
    if exists (select 1 from private.question_askers a
                where a.day = today and a.address_key = level.keys[1] and a.folded = folded_text)
       or (select count(*) from private.question_askers a
            where a.day = today and a.address_key = level.keys[1])
          >= limits.unanswered_questions_per_address_day * level.factor then
      return;
    end if;
    keys := keys || level.keys[1];
  end loop;
  insert into private.question_askers (day, address_key, folded)
  select today, key, folded_text from unnest(keys) as key;
  insert into private.unanswered_questions (question, folded, language)
  values (text_kept, folded_text, private.known_language(language));
end;
$$;

revoke all on function public.record_unanswered_question(text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_unanswered_question(text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Visit events: values the site knows, caps by level, visitors per address
-- ---------------------------------------------------------------------------------------------

-- As before, with a language of the well-formed shape and a referrer (a host, or a campaign
-- source the visit function normalised) of host-name characters only.
create or replace function private.is_site_event(event jsonb)
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
    and private.is_language_tag(event ->> 'language')
    and (event ->> 'referrer' is null
         or (event ->> 'kind' = 'page_view'
             and char_length(event ->> 'referrer') between 1 and 253
             and event ->> 'referrer' ~ '^[a-z0-9\[][a-z0-9._:\[\]-]*$'))
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

-- The visitors each key (each level of an address) counted today, so that a client changing its
-- user agent cannot mint visitors without end. Only today's rows are kept.
create table private.site_address_visitors (
  day date not null,
  address_key text not null,
  visitor text collate "C" not null,
  primary key (day, address_key, visitor)
);

-- Events per key per hour now hold a row per level of the address (its /56 and /48 too).
comment on table private.site_event_senders is
  'Visit events per keyed address (and IPv6 /56 and /48) per hour, for the caps.';

revoke all on private.site_address_visitors from public, anon, authenticated;

create or replace function public.record_site_event(
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
  event_language text;
  secret text;
  visitor_key text;
  -- Today's key of each level the address is counted at, and what each level may do.
  level_keys text[];
  level_factors integer[];
  level integer;
  address_events integer;
  site_day_events integer;
  counted boolean;
  sent public.contact_messages;
  lead_id bigint;
begin
  if not private.is_site_event(event)
     or char_length(site_host) > 260 or site_host !~ '^[a-z0-9.:\[\]-]+$' then
    return 'invalid';
  end if;
  event_language := private.known_language(event ->> 'language');
  if event_language is null then
    return 'invalid';
  end if;

  select array_agg(l.keys[1] order by l.place), array_agg(l.factor order by l.place)
    into level_keys, level_factors
    from private.client_levels(address) with ordinality as l(keys, factor, place);

  -- The day's keyed hash; the address and user agent go no further than these lines. Past the
  -- number of visitors one address (or its /56, /48) may count today, a new user agent is that
  -- level's one shared visitor of the day.
  secret := (private.address_key_secrets())[1];
  visitor_key := encode(extensions.hmac(
    convert_to(address || '|' || left(coalesce(user_agent, ''), 1000) || '|' || site_host, 'UTF8'),
    convert_to(secret, 'UTF8'), 'sha256'), 'hex');
  for level in 1 .. cardinality(level_keys) loop
    select exists (select 1 from private.site_address_visitors v
                    where v.day = today and v.address_key = level_keys[level]
                      and v.visitor = visitor_key)
      into counted;
    if not counted
       and (select count(*) from private.site_address_visitors v
             where v.day = today and v.address_key = level_keys[level])
           >= limits.site_visitors_per_address_day * level_factors[level] then
      visitor_key := encode(extensions.hmac(
        convert_to(level_keys[level] || '|*|' || site_host, 'UTF8'),
        convert_to(secret, 'UTF8'), 'sha256'), 'hex');
      exit;
    end if;
  end loop;

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
    -- The caps, at every level. A refused event still counts against its address (a flood
    -- stays refused), but not against the site.
    for level in 1 .. cardinality(level_keys) loop
      insert into private.site_event_senders as s (address_key, hour, events)
      values (level_keys[level], date_trunc('hour', now()), 1)
      on conflict (address_key, hour) do update set events = s.events + 1
      returning s.events into address_events;
      if address_events > limits.site_events_per_address_hour * level_factors[level] then
        return 'limited';
      end if;
    end loop;
    insert into private.site_event_days as d (day, events) values (today, 1)
    on conflict (day) do update set events = d.events + 1
    returning d.events into site_day_events;
    if site_day_events > limits.site_events_per_day then
      return 'limited';
    end if;
  end if;

  -- The visitor is now one the address counted today (at each level), unless it is the shared one.
  insert into private.site_address_visitors (day, address_key, visitor)
  select today, key, visitor_key from unnest(level_keys) as key
  on conflict do nothing;

  insert into private.site_events (day, visitor, kind, path, language, referrer, country, target)
  values (today, visitor_key, event_kind, event ->> 'path', event_language,
          event ->> 'referrer', event ->> 'country', event ->> 'target');
  return 'stored';
end;
$$;

-- The hourly job also forgets which visitors each address counted on past days.
create or replace function private.roll_up_site_events()
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
  delete from private.site_address_visitors where day < today;
end;
$$;
