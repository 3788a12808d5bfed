-- Leads that qualify themselves.
--
-- 1. A project brief: the service, a budget range and a timeline a visitor may choose in the
--    contact form (each optional), stored as typed columns the inbox can filter on.
-- 2. The chat hands a conversation to the owner: the chat function stores it as one message
--    "from the chat" with the transcript (only turns the function signed as its own) and a short
--    summary, through public.receive_chat_handoff, under the same guards, spam rules, retries
--    and owner email as the form: the message is inserted as the visitor's, keyed by the address
--    the function saw.
-- 3. What the assistant could not answer: the questions (text and language only, no address),
--    kept 90 days, listed for the owner most asked first, each dismissable.

-- ---------------------------------------------------------------------------------------------
-- The brief and the chat's columns
-- ---------------------------------------------------------------------------------------------

-- A transcript is a list of turns exactly as the chat function writes it:
-- [{"role": "user" | "assistant", "content": "..."}], at most 60 turns and 100,000 bytes.
create function private.is_chat_transcript(transcript jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(transcript) = 'array'
     and jsonb_array_length(transcript) between 1 and 60
     and octet_length(transcript::text) <= 100000
     and not exists (
       select 1 from jsonb_array_elements(transcript) as turns(turn)
        where jsonb_typeof(turn) <> 'object'
           or coalesce(turn ->> 'role', '') not in ('user', 'assistant')
           or jsonb_typeof(turn -> 'content') is distinct from 'string'
           or char_length(turn ->> 'content') not between 1 and 4000
           or (select count(*) from jsonb_object_keys(turn)) <> 2
     );
$$;

-- The table's CHECK runs it as whoever inserts (a visitor's form included), so the API roles keep
-- the right to run it, and only that: it reads nothing, it only says whether a value is a transcript.
revoke all on function private.is_chat_transcript(jsonb) from public;
grant execute on function private.is_chat_transcript(jsonb) to anon, authenticated, service_role;

alter table public.contact_messages
  -- Where the message came from: the contact form, or a conversation the chat handed over.
  add column source text not null default 'form'
    constraint contact_messages_source check (source in ('form', 'chat')),
  add column brief_service text
    constraint contact_messages_brief_service
      check (brief_service in ('website', 'mobile_app', 'chatbot', 'other')),
  add column brief_budget text
    constraint contact_messages_brief_budget
      check (brief_budget in ('under_1k', '1k_5k', '5k_10k', 'over_10k')),
  add column brief_timeline text
    constraint contact_messages_brief_timeline
      check (brief_timeline in ('asap', '1_month', '3_months', 'flexible')),
  -- A message from the chat: a short summary of what the visitor wants, and the conversation.
  add column chat_summary text
    constraint contact_messages_chat_summary_length check (char_length(chat_summary) <= 500),
  add column chat_transcript jsonb
    constraint contact_messages_chat_transcript check (private.is_chat_transcript(chat_transcript)),
  add constraint contact_messages_chat_has_transcript
    check ((source = 'chat') = (chat_transcript is not null and chat_summary is not null));

comment on column public.contact_messages.source is
  'form (the contact form) or chat (a conversation the chat handed over with its transcript).';
comment on column public.contact_messages.chat_transcript is
  'The conversation a chat message carries: [{"role": "user"|"assistant", "content": "..."}].';

-- A visitor may choose the brief in the form. The chat's columns are written only by
-- receive_chat_handoff (the chat function, with the secret key), never by a browser.
grant insert (brief_service, brief_budget, brief_timeline)
  on table public.contact_messages to anon, authenticated;

-- The search reads a chat message's summary and conversation too (their words, not the JSON).
alter table public.contact_messages drop column search_text;
alter table public.contact_messages
  add column search_text text
  generated always as (
    public.fold_for_search(
      name || ' ' || email || ' ' || subject || ' ' || message
      || coalesce(' ' || chat_summary, '')
      || coalesce(' ' || jsonb_path_query_array(chat_transcript, '$[*].content')::text, '')
    )
  ) stored;

comment on column public.contact_messages.search_text is
  'Name, email, subject, message and a chat''s summary and turns, folded for search (lower case, no accents); written by the database.';

-- ---------------------------------------------------------------------------------------------
-- The chat's hand-over, as the visitor's own message
-- ---------------------------------------------------------------------------------------------

-- While receive_chat_handoff inserts, the visitor's address (as the chat function saw it) stands
-- in for the request's headers, and the insert counts as a visitor's: the flood guard, the
-- site-wide cap, the spam rules and the owner's email treat it as they treat the form's. The
-- setting is transaction-local and only SQL can set it, which no API role can run.
create or replace function private.client_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  handed_over text := btrim(coalesce(current_setting('private.chat_handoff_address', true), ''));
  headers json := nullif(current_setting('request.headers', true), '')::json;
  edge text := btrim(headers ->> 'cf-connecting-ip');
  entries text[] := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  hops integer := (select trusted_proxy_hops from private.abuse_limits);
  address text;
begin
  if handed_over <> '' then
    return handed_over;
  end if;
  if coalesce(edge, '') <> '' then
    return edge;
  end if;
  if cardinality(entries) >= hops then
    address := btrim(entries[cardinality(entries) - hops + 1]);
  end if;
  return coalesce(nullif(address, ''), 'unknown');
end;
$$;

create or replace function private.is_visitor_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) = 'anon'
      or (current_setting('role', true) = 'authenticated'
          and coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin')
      or coalesce(current_setting('private.chat_handoff_address', true), '') <> '';
$$;

-- The folder too: a hand-over is sorted by its spam signals as the form's message is, and an
-- inbox one is due the owner's email (before, only anon and authenticated requests were sorted,
-- so the chat's message, written by the service role, kept the defaults: inbox, never emailed).
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

-- Stores a conversation the chat hands to the owner, as one message from the chat. `handoff` holds
-- id (the widget's, the same on every retry), name, email, message (the visitor's line, or the
-- summary), language, summary, transcript, the brief and the spam signals. Checked by the table's
-- constraints; refused like a form's message when the visitor's address is over its limit.
create function public.receive_chat_handoff(client_address text, handoff jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
  perform set_config('private.chat_handoff_address', '', true);
end;
$$;

revoke all on function public.receive_chat_handoff(text, jsonb) from public, anon, authenticated;
grant execute on function public.receive_chat_handoff(text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The inbox: filters for the brief and the chat; the transcript loads when opened
-- ---------------------------------------------------------------------------------------------

drop function public.list_contact_messages(text, text, text, timestamptz, uuid, integer);

create function public.list_contact_messages(
  folder text,
  filter text default 'all',
  search text default '',
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25,
  service text default null,
  budget text default null,
  timeline text default null,
  source text default null
)
returns setof public.contact_messages
language plpgsql
stable
set search_path = ''
as $$
declare
  words text := btrim(coalesce(search, ''));
  wanted integer := least(greatest(coalesce(page_size, 25), 1), 1000);
  statement text := 'select m.* from public.contact_messages m where m.status = $1';
  matches refcursor;
  next_message public.contact_messages;
begin
  if filter = 'unread' then
    statement := statement || ' and not m.read';
  elsif filter = 'read' then
    statement := statement || ' and m.read';
  elsif filter is distinct from 'all' then
    -- An unknown filter matches nothing, as before.
    return;
  end if;
  if after_created_at is not null then
    statement := statement || ' and (m.created_at, m.id) < ($3, $4)';
  end if;
  if words <> '' then
    -- strpos, not LIKE: the words are looked for as they are, with no pattern characters to
    -- escape, and it is the quicker of the two.
    statement := statement || ' and strpos(m.search_text, $2) > 0';
  end if;
  -- The brief and the source: each narrows the list when given (an unknown value matches none).
  if service is not null then
    statement := statement || ' and m.brief_service = $5';
  end if;
  if budget is not null then
    statement := statement || ' and m.brief_budget = $6';
  end if;
  if timeline is not null then
    statement := statement || ' and m.brief_timeline = $7';
  end if;
  if source is not null then
    statement := statement || ' and m.source = $8';
  end if;

  -- A cursor is planned to return its first rows fast: the newest-first walk of the index,
  -- rather than reading the whole folder to sort it (see 20261123000300_inbox_at_scale.sql).
  open matches no scroll for execute statement || ' order by m.created_at desc, m.id desc'
    using folder,
          public.fold_for_search(words),
          after_created_at,
          coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid),
          service,
          budget,
          timeline,
          source;
  loop
    fetch matches into next_message;
    exit when not found;
    -- The folded copy is for searching, and a chat's transcript is read when the owner opens it:
    -- neither travels with the list.
    next_message.search_text := null;
    next_message.chat_transcript := null;
    return next next_message;
    wanted := wanted - 1;
    exit when wanted = 0;
  end loop;
  close matches;
end;
$$;

revoke all on function public.list_contact_messages(
  text, text, text, timestamptz, uuid, integer, text, text, text, text
) from public, anon;
grant execute on function public.list_contact_messages(
  text, text, text, timestamptz, uuid, integer, text, text, text, text
) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The owner's email names the brief and carries the chat's summary and conversation
-- ---------------------------------------------------------------------------------------------

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
      'language', claimed.language, 'source', claimed.source,
      'brief_service', claimed.brief_service, 'brief_budget', claimed.brief_budget,
      'brief_timeline', claimed.brief_timeline,
      'chat_summary', claimed.chat_summary, 'chat_transcript', claimed.chat_transcript
    )
  );
end;
$$;

-- The hourly digest says which of the messages it lists came from the chat.
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
      select id, name, email, subject, message, created_at, source
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

-- ---------------------------------------------------------------------------------------------
-- Questions the assistant could not answer
-- ---------------------------------------------------------------------------------------------

-- Out of the API (the private schema is not exposed), under row-level security: the owner's
-- list and dismissal run with the owner's own rights, so nobody else can read or delete a row and
-- no SECURITY DEFINER function is open to signed-in users. Only record_unanswered_question (the
-- chat function's) writes.
create table private.unanswered_questions (
  id bigint generated always as identity primary key,
  question text not null check (char_length(question) between 1 and 1000),
  -- The question folded (lower case, no accents, spaces collapsed, no end punctuation): the
  -- same question asked twice is counted once with two askings.
  folded text not null,
  language text check (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
  asked_at timestamptz not null default now()
);
create index unanswered_questions_folded_idx on private.unanswered_questions (folded);
create index unanswered_questions_asked_at_idx on private.unanswered_questions (asked_at);

comment on table private.unanswered_questions is
  'Questions the chat answered with its fallback or "I don''t know": text and language only, kept 90 days.';

revoke all on table private.unanswered_questions from public, anon, authenticated;
grant usage on schema private to authenticated;
grant select, delete on table private.unanswered_questions to authenticated;

alter table private.unanswered_questions enable row level security;

create policy "Only the admin can read unanswered questions."
  on private.unanswered_questions for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Only the admin can dismiss unanswered questions."
  on private.unanswered_questions for delete
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create function private.fold_question(question text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(public.fold_for_search(question), '\s+', ' ', 'g'),
                              '[\s?!.,;:؟،…]+$', ''));
$$;

revoke all on function private.fold_question(text) from public, anon, authenticated;

-- Keeps one question (the chat function calls it, with the secret key). A site-wide ceiling of
-- 500 an hour keeps a flood from filling the table; older than 90 days goes.
create function public.record_unanswered_question(question text, language text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  text_kept text := left(btrim(coalesce(question, '')), 1000);
begin
  if text_kept = '' or private.fold_question(text_kept) = '' then
    return;
  end if;
  delete from private.unanswered_questions where asked_at < now() - interval '90 days';
  if (select count(*) from private.unanswered_questions
       where asked_at > now() - interval '1 hour') >= 500 then
    return;
  end if;
  insert into private.unanswered_questions (question, folded, language)
  values (text_kept, private.fold_question(text_kept),
          case when language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$' then language end);
end;
$$;

revoke all on function public.record_unanswered_question(text, text) from public, anon, authenticated;
grant execute on function public.record_unanswered_question(text, text) to service_role;

-- The owner's list: each question once (as last asked), how often, when last, in which
-- languages; most asked first. With the caller's rights: anyone but the admin gets nothing.
create function public.questions_to_answer(max_questions integer default 50)
returns table (folded text, question text, times integer, last_asked_at timestamptz, languages text[])
language sql
stable
set search_path = ''
as $$
  select q.folded,
         (array_agg(q.question order by q.asked_at desc))[1],
         count(*)::integer,
         max(q.asked_at),
         array_remove(array_agg(distinct q.language), null)
    from private.unanswered_questions q
   where ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin'
     and q.asked_at > now() - interval '90 days'
   group by q.folded
   order by count(*) desc, max(q.asked_at) desc
   limit least(greatest(coalesce(max_questions, 50), 1), 200);
$$;

revoke all on function public.questions_to_answer(integer) from public, anon;
grant execute on function public.questions_to_answer(integer) to authenticated;

-- The owner dismisses a question (answered in the content, or not worth it): every asking of it
-- goes. Returns how many. The admin only: anyone else is refused (the row-level security would
-- only let them delete nothing).
create function public.dismiss_question(folded text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  removed integer;
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise exception using errcode = '42501', message = 'Only the admin can dismiss questions.';
  end if;
  delete from private.unanswered_questions q where q.folded = dismiss_question.folded;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.dismiss_question(text) from public, anon;
grant execute on function public.dismiss_question(text) to authenticated;

create function private.forget_old_questions()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.unanswered_questions where asked_at < now() - interval '90 days';
$$;

revoke all on function private.forget_old_questions() from public, anon, authenticated;

select cron.schedule('forget-old-unanswered-questions', '17 3 * * *', 'select private.forget_old_questions()');
