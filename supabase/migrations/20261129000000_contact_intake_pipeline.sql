-- The intake of a message as one pipeline.
--
-- Until now six BEFORE INSERT triggers on public.contact_messages, written over four migrations,
-- ran in the alphabetical order of their names, and their order was part of their meaning (a
-- trigger was named "accept_one_at_a_time" so that it would sort first). Now one trigger runs one
-- function, private.take_in_contact_message, and it calls each step by name in the order written
-- there. The steps keep what they did (each is the latest definition, moved here as it was), so no
-- behaviour changes; supabase/tests/contact-intake.test.ts proves the order.
--
-- A message comes in two ways, and both pass the same pipeline:
-- - the contact form: an INSERT through the API (PostgREST), as anon or a signed-in visitor;
-- - the chat's hand-over: public.receive_chat_handoff, called by the chat function with the
--   service role, which names the visitor's address in private.chat_handoff_address first.
-- The owner's own inserts, the service role's imports and migrations are trusted: they pass only
-- the retry step, and are stored as written.

-- ---------------------------------------------------------------------------------------------
-- The old triggers and their functions
-- ---------------------------------------------------------------------------------------------

drop trigger contact_messages_count_rows on public.contact_messages;
drop trigger contact_messages_accept_one_at_a_time on public.contact_messages;
drop trigger contact_messages_deduplicate_retries on public.contact_messages;
drop trigger contact_messages_flood_guard on public.contact_messages;
drop trigger contact_messages_sort_into_folder on public.contact_messages;
drop trigger contact_messages_spill_over_site_cap on public.contact_messages;

drop function private.reset_contact_message_row_count();
drop function private.accept_one_contact_message();
drop function private.ignore_contact_message_retry();
drop function private.guard_contact_message_flood();
drop function private.sort_contact_message();
drop function private.spill_over_site_cap();

-- ---------------------------------------------------------------------------------------------
-- The steps, in the order the pipeline runs them
-- ---------------------------------------------------------------------------------------------
-- Each step runs inside the pipeline, a security definer function, so the steps need no rights
-- of their own and no API role may call them.

-- 1. One message per request. PostgREST inserts a JSON array in one statement; a visitor sends
--    one message at a time, so a second row of one statement is refused with 400 (SQLSTATE PT400)
--    before any step counts or stores it. The rows of the statement so far are counted in a
--    transaction-local setting that the statement's end clears (see the AFTER STATEMENT trigger
--    below), so two statements of one transaction are two requests.
create function private.refuse_second_row_of_request(from_visitor boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  rows_so_far integer := coalesce(nullif(current_setting('private.contact_message_rows', true), ''), '0')::integer + 1;
begin
  perform set_config('private.contact_message_rows', rows_so_far::text, true);
  if rows_so_far > 1 and from_visitor then
    raise exception using
      errcode = 'PT400',
      message = 'Send one message at a time.';
  end if;
end;
$$;

create function private.forget_contact_message_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('private.contact_message_rows', '0', true);
  return null;
end;
$$;

-- 2. A retry stores nothing new. The site gives each message its id before the first attempt and
--    resends it with the same id when an answer was lost: the insert then succeeds, stores
--    nothing, and no later step counts it (so a retry is never turned away as a flood).
create function private.is_stored_contact_message(message_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.contact_messages where id = message_id);
$$;

-- 3. The flood guard. Messages per window: one client, its /56 and its /48 (a multiple of that),
--    then 429 with a clear message. Records the sender (as keyed hashes, kept a day: they name
--    the sender of a message the digest lists), which step 5 reads.
create function private.guard_contact_message_flood(message_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  address text := private.client_address();
  own text[] := private.address_keys(address);
  prefix56 text[] := private.network_keys(address, 56);
  prefix48 text[] := private.network_keys(address, 48);
  allowed integer := case when address = 'unknown' then limits.messages_unknown_address
                          else limits.messages_per_address end;
  by_client integer;
  by_56 integer;
  by_48 integer;
begin
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
  values (own[1], prefix56[1], prefix48[1], message_id);
end;
$$;

-- 4. Sorting into the inbox or spam folder by the form's signals (the honeypot, the time to fill,
--    whether it was touched), and what the visitor may not choose: the language is kept only
--    when the site knows it, and the owner's email is owed only for the inbox (spam is never
--    emailed).
create function private.sort_contact_message(message public.contact_messages)
returns public.contact_messages
language plpgsql
set search_path = ''
as $$
begin
  message.language := private.known_language(message.language);
  message.signal_honeypot := left(message.signal_honeypot, 200);
  message.spam_reasons := private.contact_message_spam_reasons(
    message.signal_honeypot, message.signal_fill_ms, message.signal_touched
  );
  message.status := case when cardinality(message.spam_reasons) = 0 then 'inbox' else 'spam' end;
  message.notify_state := case when message.status = 'inbox' then 'pending' else 'skipped' end;
  message.notify_attempts := 0;
  message.notify_claimed_at := null;
  message.notified_at := null;
  message.notify_error := null;
  return message;
end;
$$;

-- 5. The site's hourly cap. Past it, a quiet sender (a few messages in the hour, on every prefix
--    level, and not held back within a day) still reaches the inbox; a loud one's message goes to
--    spam with the reason "site_limit", and the owner hears of the flood once an hour. Reads the
--    sender row step 3 wrote for this message.
create function private.spill_over_site_cap(message public.contact_messages)
returns public.contact_messages
language plpgsql
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
  if (select count(*) from private.contact_message_senders
       where sent_at > now() - interval '1 hour') <= limits.messages_per_hour_site then
    return message;
  end if;

  select * into sender from private.contact_message_senders s where s.message_id = message.id;
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
    return message;
  end if;

  message.spam_reasons := array_append(message.spam_reasons, 'site_limit');
  message.status := 'spam';
  message.notify_state := 'skipped';

  first_held_back := not exists (
    select 1 from private.contact_message_senders
     where held_back and sent_at > now() - interval '1 hour'
  );
  update private.contact_message_senders set held_back = true where message_id = message.id;
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
  return message;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The pipeline
-- ---------------------------------------------------------------------------------------------

-- Who a step applies to:
-- - from_visitor (private.is_visitor_request): anon, a signed-in user who is not the owner, or a
--   chat hand-over. The limits count these only.
-- - through_api: whatever the API or a hand-over writes, the owner's own test messages included,
--   is sorted; a trusted server (the service role, a migration) sets its own folder.
--   PostgREST runs each request with SET ROLE; a definer's function still sees that setting.
create function private.take_in_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_visitor boolean := private.is_visitor_request();
  through_api boolean := current_setting('role', true) in ('anon', 'authenticated')
                         or coalesce(current_setting('private.chat_handoff_address', true), '') <> '';
begin
  perform private.refuse_second_row_of_request(from_visitor);             -- 1. one per request

  if private.is_stored_contact_message(new.id) then                      -- 2. a retry
    return null; -- skips the row: the insert succeeds and stores nothing new
  end if;

  if from_visitor then
    perform private.guard_contact_message_flood(new.id);                  -- 3. the flood guard
  end if;

  if through_api then
    new := private.sort_contact_message(new);                             -- 4. inbox or spam
  end if;

  if from_visitor then
    new := private.spill_over_site_cap(new);                              -- 5. the site's cap
  end if;

  return new;
end;
$$;

revoke all on function private.refuse_second_row_of_request(boolean) from public, anon, authenticated;
revoke all on function private.forget_contact_message_rows() from public, anon, authenticated;
revoke all on function private.is_stored_contact_message(uuid) from public, anon, authenticated;
revoke all on function private.guard_contact_message_flood(uuid) from public, anon, authenticated;
revoke all on function private.sort_contact_message(public.contact_messages) from public, anon, authenticated;
revoke all on function private.spill_over_site_cap(public.contact_messages) from public, anon, authenticated;
revoke all on function private.take_in_contact_message() from public, anon, authenticated;

create trigger contact_messages_intake
  before insert on public.contact_messages
  for each row execute function private.take_in_contact_message();

-- After every insert statement, step 1's count starts again (AFTER, so that it is no second
-- BEFORE trigger whose place in the order would matter).
create trigger contact_messages_forget_rows
  after insert on public.contact_messages
  for each statement execute function private.forget_contact_message_rows();
