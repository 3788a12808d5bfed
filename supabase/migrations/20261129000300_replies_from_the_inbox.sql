-- The owner answers a lead from the inbox.
--
-- The inbox's composer hands a reply to the `reply` Edge Function, which emails it to the
-- address stored with the message (never one the request names) and keeps it here, under the
-- message. The function calls the three owner-only functions below with the owner's own token,
-- so Postgres decides who the owner is:
--
-- * public.reply_context(message_id): the message as a reply (or its draft) needs it;
-- * public.begin_reply(...): records the reply as 'sending' before anything is sent; the same
--   idempotency key again answers the reply it already made (a send under way or done is never
--   sent twice; a failed one is sent again with the new text); caps what a day may send;
-- * public.finish_reply(...): records the outcome; the first reply sent marks the message
--   answered, so the Insights funnel counts it.
--
-- Nobody writes the table directly: these functions are SECURITY DEFINER, executable by
-- `authenticated` only, and each refuses any JWT but the admin's (42501: 403 from PostgREST; an
-- anonymous caller has no EXECUTE at all: 401). A draft written by the AI costs one call of the
-- chat's daily gateway budget: public.take_gateway_call, for the function's service role.

-- ---------------------------------------------------------------------------------------------
-- The caps
-- ---------------------------------------------------------------------------------------------

alter table private.abuse_limits
  -- Replies sent (or being sent) in the last 24 hours, to one message and in all: a stolen
  -- session cannot turn the owner's address into a mass mailer.
  add column replies_per_message_day integer not null default 5
    check (replies_per_message_day > 0),
  add column replies_per_day integer not null default 50
    check (replies_per_day > 0);

-- ---------------------------------------------------------------------------------------------
-- The replies
-- ---------------------------------------------------------------------------------------------

create table public.message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  -- Made by the composer once per reply and sent again on every retry of it.
  idempotency_key uuid not null unique,
  created_at timestamptz not null default now(),
  -- The language the reply is written in (its quote header's words): a language tag.
  language text not null,
  subject text not null,
  body text not null,
  status text not null,
  -- The email API's id of the sent email.
  provider_id text,
  -- Why the last attempt failed, in words the owner reads.
  error text,
  sent_at timestamptz,
  -- When the last attempt began: a 'sending' reply older than ten minutes died on the way (its
  -- function was stopped) and may be sent again.
  attempted_at timestamptz not null default now(),

  constraint message_replies_language check (private.is_language_tag(language)),
  -- One line, as a mail header needs: a line break or any other control character could start a
  -- header of its own.
  constraint message_replies_subject_length
    check (char_length(subject) between 1 and 300 and btrim(subject) <> ''),
  constraint message_replies_subject_one_line
    check (subject !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  constraint message_replies_body_length
    check (char_length(body) between 1 and 20000
           and body ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  constraint message_replies_status check (status in ('sending', 'sent', 'failed')),
  constraint message_replies_sent_at check ((status = 'sent') = (sent_at is not null)),
  constraint message_replies_provider_id_length check (char_length(provider_id) <= 200),
  constraint message_replies_error_length check (char_length(error) <= 500)
);

comment on table public.message_replies is
  'The owner''s replies to messages, sent from the inbox by the reply function.';

-- A message's replies, oldest first, and the caps' counts.
create index message_replies_message_idx on public.message_replies (message_id, created_at);
create index message_replies_created_at_idx on public.message_replies (created_at);

revoke all on table public.message_replies from anon, authenticated;
grant select on table public.message_replies to authenticated;
grant select on table public.message_replies to service_role;

alter table public.message_replies enable row level security;

create policy "Only the admin can read replies."
  on public.message_replies for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- ---------------------------------------------------------------------------------------------
-- The owner's functions
-- ---------------------------------------------------------------------------------------------

-- The message as the reply function needs it: who to write to, what they wrote, the brief and
-- the chat's hand-over. Called only from the functions below, which check the caller first.
create function private.reply_context_of(replied public.contact_messages)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', replied.id,
    'name', replied.name,
    'email', replied.email,
    'subject', replied.subject,
    'message', replied.message,
    'created_at', replied.created_at,
    'language', replied.language,
    'source', replied.source,
    'brief_service', replied.brief_service,
    'brief_budget', replied.brief_budget,
    'brief_timeline', replied.brief_timeline,
    'chat_summary', replied.chat_summary,
    'chat_transcript', replied.chat_transcript,
    'answered_at', replied.answered_at
  );
$$;

revoke all on function private.reply_context_of(public.contact_messages)
  from public, anon, authenticated;

create function public.reply_context(message_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  replied public.contact_messages;
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise exception using errcode = '42501', message = 'Only the admin can reply to messages.';
  end if;
  select * into replied from public.contact_messages m where m.id = reply_context.message_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'There is no message with that id.';
  end if;
  return private.reply_context_of(replied);
end;
$$;

revoke all on function public.reply_context(uuid) from public, anon;
grant execute on function public.reply_context(uuid) to authenticated;

-- Records a reply as 'sending' and answers {id, already, status, reply, context}. The same
-- idempotency key again answers the reply it made: `already` when it was sent or is being sent
-- (the caller then sends nothing); a failed one, or one whose sending died ten minutes ago, is
-- taken again with the new text (`already` false). Over a cap: 429 (PT429), nothing recorded.
create function public.begin_reply(
  message_id uuid,
  idempotency_key uuid,
  subject text,
  body text,
  language text
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.abuse_limits := (select l from private.abuse_limits l);
  replied public.contact_messages;
  taken public.message_replies;
  to_message integer;
  in_all integer;
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise exception using errcode = '42501', message = 'Only the admin can reply to messages.';
  end if;
  -- One at a time, so two sends side by side can neither both pass a cap nor both take one key.
  perform pg_advisory_xact_lock(hashtext('public.message_replies'));

  select * into taken from public.message_replies r
   where r.idempotency_key = begin_reply.idempotency_key;
  if found and taken.message_id <> begin_reply.message_id then
    raise exception using
      errcode = 'PT409',
      message = 'That idempotency key belongs to a reply to another message.';
  end if;

  select * into replied from public.contact_messages m where m.id = begin_reply.message_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'There is no message with that id.';
  end if;

  if taken.id is not null
     and (taken.status = 'sent'
          or (taken.status = 'sending' and taken.attempted_at > now() - interval '10 minutes')) then
    return json_build_object(
      'id', taken.id, 'already', true, 'status', taken.status, 'reply', to_json(taken),
      'context', private.reply_context_of(replied)
    );
  end if;

  select count(*) filter (where r.message_id = begin_reply.message_id), count(*)
    into to_message, in_all
    from public.message_replies r
   where r.status in ('sending', 'sent')
     and r.created_at > now() - interval '1 day'
     and r.id is distinct from taken.id;
  if to_message >= limits.replies_per_message_day then
    raise exception using
      errcode = 'PT429',
      message = format('At most %s replies to one message a day: try again tomorrow.',
                       limits.replies_per_message_day);
  end if;
  if in_all >= limits.replies_per_day then
    raise exception using
      errcode = 'PT429',
      message = format('At most %s replies a day: try again tomorrow.', limits.replies_per_day);
  end if;

  if taken.id is null then
    insert into public.message_replies
      (message_id, idempotency_key, language, subject, body, status)
    values
      (begin_reply.message_id, begin_reply.idempotency_key, begin_reply.language,
       begin_reply.subject, begin_reply.body, 'sending')
    returning * into taken;
  else
    update public.message_replies r
       set language = begin_reply.language,
           subject = begin_reply.subject,
           body = begin_reply.body,
           status = 'sending',
           error = null,
           provider_id = null,
           attempted_at = now()
     where r.id = taken.id
    returning * into taken;
  end if;

  return json_build_object(
    'id', taken.id, 'already', false, 'status', taken.status, 'reply', to_json(taken),
    'context', private.reply_context_of(replied)
  );
end;
$$;

revoke all on function public.begin_reply(uuid, uuid, text, text, text) from public, anon;
grant execute on function public.begin_reply(uuid, uuid, text, text, text) to authenticated;

-- Records how a reply's sending went and answers the reply as the table has it: 'sent' with the
-- email API's id and the time, or 'failed' with why (at most 500 characters). Only a reply being
-- sent changes; a finished one is answered as it is. The first reply sent to a message marks it
-- answered (answered_at is set once, by the database's clock: private.stamp_answered_at).
create function public.finish_reply(
  id uuid,
  sent boolean,
  provider_id text default null,
  error text default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  finished public.message_replies;
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise exception using errcode = '42501', message = 'Only the admin can reply to messages.';
  end if;

  update public.message_replies r
     set status = case when finish_reply.sent then 'sent' else 'failed' end,
         sent_at = case when finish_reply.sent then now() end,
         provider_id = case when finish_reply.sent then left(finish_reply.provider_id, 200) end,
         error = case when finish_reply.sent then null
                      else left(coalesce(nullif(btrim(finish_reply.error), ''),
                                         'The email was not sent.'), 500) end
   where r.id = finish_reply.id and r.status = 'sending'
  returning * into finished;
  if not found then
    select * into finished from public.message_replies r where r.id = finish_reply.id;
    if not found then
      raise exception using errcode = 'PT404', message = 'There is no reply with that id.';
    end if;
  end if;

  if finished.status = 'sent' then
    update public.contact_messages m
       set answered_at = now()
     where m.id = finished.message_id and m.answered_at is null;
  end if;
  return to_json(finished);
end;
$$;

revoke all on function public.finish_reply(uuid, boolean, text, text) from public, anon;
grant execute on function public.finish_reply(uuid, boolean, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The AI's drafts share the chat's daily budget
-- ---------------------------------------------------------------------------------------------

-- Takes one gateway call that sends `characters` from the day's budget, as public.take_chat_turn
-- does for a chat turn (the same row of private.chat_gateway_days): true when the day had room
-- for both the call and its characters, and they are now spent; false when it had not.
create function public.take_gateway_call(
  daily_budget integer,
  daily_characters bigint,
  characters integer
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken boolean;
begin
  insert into private.chat_gateway_days (day, calls) values (current_date, 0)
    on conflict (day) do nothing;
  update private.chat_gateway_days d
     set calls = d.calls + 1, characters = d.characters + greatest(take_gateway_call.characters, 0)
   where d.day = current_date
     and d.calls < daily_budget
     and d.characters + greatest(take_gateway_call.characters, 0) <= daily_characters
  returning true into taken;
  return coalesce(taken, false);
end;
$$;

revoke all on function public.take_gateway_call(integer, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.take_gateway_call(integer, bigint, integer) to service_role;
