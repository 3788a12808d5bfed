-- Every message reaches the owner. Nothing a visitor sends is dropped: the database sorts each
-- message into the inbox or the Spam folder, and emails the owner about each new inbox message.
--
-- 1. The contact form sends, with every message, what it saw of the sender (the spam signals).
--    One SQL function decides from them whether the message is spam; the browser decides nothing.
-- 2. After an inbox message is stored, a trigger asks pg_net to call the `notify-owner` Edge
--    Function (a Database Webhook). pg_net sends only after the insert commits, so a message is
--    always stored before any email is tried, and an email outage never costs a message. The
--    function's URL and shared secret come from Supabase Vault, never from this file.
-- 3. The function claims the message through `claim_owner_notification` (which enforces the hourly
--    email limit), sends the email with retries, and records the outcome on the message. Once a
--    minute pg_cron sweeps up what is still owed: messages whose call never arrived, and one
--    summary email for the messages held back by the hourly limit.

-- The extensions a hosted project offers (the local backend provides stand-ins for them).
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    create extension pg_net with schema extensions;
  end if;
  if not exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension supabase_vault with schema vault;
  end if;
  if not exists (select 1 from pg_namespace where nspname = 'cron') then
    create extension pg_cron with schema pg_catalog;
  end if;
end;
$$;

alter table public.contact_messages
  -- Which folder the message is in. Visitors cannot choose it; the owner can move a message.
  add column status text not null default 'inbox',
  -- The rules that put the message in Spam (codes of contact_message_spam_reasons below).
  add column spam_reasons text[] not null default '{}',
  -- What the form saw: the hidden field's value, milliseconds from the visitor's first touch of
  -- the form to Send, and whether the form was ever focused or typed in. Null: not sent.
  add column signal_honeypot text,
  add column signal_fill_ms integer,
  add column signal_touched boolean,
  -- The owner's email about this message:
  --   pending     due, not tried yet          sending     claimed by notify-owner
  --   sent        delivered to the email API  failed      given up after retries (see notify_error)
  --   held        over the hourly limit, waits for the summary email
  --   summarized  counted in a summary email  skipped     none due (spam, not set up, or not a visitor's)
  add column notify_state text not null default 'skipped',
  add column notify_attempts integer not null default 0,
  add column notify_claimed_at timestamptz,
  add column notified_at timestamptz,
  add column notify_error text,
  add constraint contact_messages_status_known check (status in ('inbox', 'spam')),
  add constraint contact_messages_notify_state_known check (
    notify_state in ('pending', 'sending', 'sent', 'failed', 'held', 'summarized', 'skipped')
  );

comment on column public.contact_messages.status is 'inbox or spam; set by the database for visitors.';

-- Each folder lists newest first.
create index contact_messages_status_created_at_idx
  on public.contact_messages (status, created_at desc, id desc);
-- The sweep looks only at messages whose email is still owed.
create index contact_messages_notify_owed_idx
  on public.contact_messages (notify_state, created_at)
  where notify_state in ('pending', 'sending', 'held');

-- Visitors send the signals with the message, and nothing else new. The owner may move a message
-- between folders; every other new column is written by the database and the notifier only.
grant insert (signal_honeypot, signal_fill_ms, signal_touched)
  on table public.contact_messages to anon, authenticated;
grant update (status) on table public.contact_messages to authenticated;

-- The folder totals for /admin in one round trip: the inbox, its unread messages, and Spam (which
-- never counts as unread). Runs with the caller's rights, so row-level security applies: only
-- the admin sees anything but zeros.
create function public.contact_message_counts()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'inbox', count(*) filter (where status = 'inbox'),
    'unread', count(*) filter (where status = 'inbox' and not read),
    'spam', count(*) filter (where status = 'spam')
  )
  from public.contact_messages;
$$;

revoke all on function public.contact_message_counts() from public, anon;
grant execute on function public.contact_message_counts() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Sorting: inbox or spam
-- ---------------------------------------------------------------------------------------------

-- The rules, one per line. A message with no reason is an inbox message. Deliberately not a rule:
-- sending fast. Browser autofill, a pasted message or a restored draft is sent within a second by
-- real people; the time is kept only for the owner to see.
create function private.contact_message_spam_reasons(
  honeypot text,
  fill_ms integer,
  touched boolean
)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_remove(array[
    -- The hidden "website" field holds text. People never see or reach it; bots that fill
    -- every input fill it too.
    case when btrim(coalesce(honeypot, '')) <> '' then 'honeypot' end,
    -- No signals at all: the site's form always sends them, so the message was posted straight
    -- to the API, as scripts do.
    case when honeypot is null and fill_ms is null and touched is null then 'no_signals' end,
    -- The form was never focused or typed in: a person cannot fill it that way.
    case when touched is false then 'untouched' end
  ], null);
$$;

revoke all on function private.contact_message_spam_reasons(text, integer, boolean)
  from public, anon, authenticated;

-- Sorts a visitor's message into a folder and says whether an email is due. Messages written by
-- the service role or the database owner (imports, benchmarks) are stored as written and never
-- emailed. Named to fire after the retry and flood guards (triggers fire in name order), so a
-- dropped retry or a refused message is never sorted.
create function private.sort_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- PostgREST runs each request with SET ROLE; a definer's function still sees that setting.
  if current_setting('role', true) not in ('anon', 'authenticated') then
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

revoke all on function private.sort_contact_message() from public, anon, authenticated;

create trigger contact_messages_sort_into_folder
  before insert on public.contact_messages
  for each row execute function private.sort_contact_message();

-- ---------------------------------------------------------------------------------------------
-- Notification: a Database Webhook to the notify-owner Edge Function
-- ---------------------------------------------------------------------------------------------

-- Queues one POST to notify-owner through pg_net (sent after commit). Returns the request id, or
-- null when the Vault secrets are not set (then nothing is sent). Set them once per project:
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/notify-owner', 'notify_owner_url');
--   select vault.create_secret('<a long random string>', 'notify_owner_secret');
-- and give the function the same secret: supabase secrets set NOTIFY_WEBHOOK_SECRET=<it>.
create function private.post_to_notify_owner(payload jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  shared_secret text;
begin
  select decrypted_secret into function_url
    from vault.decrypted_secrets where name = 'notify_owner_url';
  select decrypted_secret into shared_secret
    from vault.decrypted_secrets where name = 'notify_owner_secret';
  if coalesce(function_url, '') = '' or coalesce(shared_secret, '') = '' then
    return null;
  end if;
  return net.http_post(
    url := function_url,
    body := payload,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'X-Notify-Secret', shared_secret
    ),
    timeout_milliseconds := 30000
  );
end;
$$;

revoke all on function private.post_to_notify_owner(jsonb) from public, anon, authenticated;

create function private.request_owner_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.post_to_notify_owner(jsonb_build_object('message_id', new.id)) is null then
    update public.contact_messages
       set notify_state = 'skipped',
           notify_error = 'Owner emails are not set up (Vault secrets notify_owner_url and notify_owner_secret).'
     where id = new.id;
  end if;
  return null;
end;
$$;

revoke all on function private.request_owner_notification() from public, anon, authenticated;

create trigger contact_messages_notify_owner
  after insert on public.contact_messages
  for each row
  when (new.notify_state = 'pending')
  execute function private.request_owner_notification();

-- Every email to the owner (one per message, or a summary), for the hourly limit.
create table private.owner_emails (
  claimed_at timestamptz not null default now()
);
create index owner_emails_claimed_at_idx on private.owner_emails (claimed_at);

-- How many emails went out in the last hour. Called with the claim lock held.
create function private.owner_emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from private.owner_emails where claimed_at > now() - interval '1 hour';
$$;

revoke all on function private.owner_emails_last_hour() from public, anon, authenticated;

-- Claims one message for its email, atomically. Returns {"action": "send", "message": {...}}
-- when the caller should send it now, "hold" when the hourly limit is reached (the summary will
-- count it), or "skip" when no email is due (already sent or claimed, spam, deleted).
create function public.claim_owner_notification(message_id uuid, hourly_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.contact_messages;
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

  if private.owner_emails_last_hour() >= hourly_limit then
    update public.contact_messages set notify_state = 'held' where id = message_id;
    return jsonb_build_object('action', 'hold');
  end if;

  insert into private.owner_emails default values;
  update public.contact_messages
     set notify_state = 'sending', notify_claimed_at = now()
   where id = message_id;
  return jsonb_build_object(
    'action', 'send',
    'message', jsonb_build_object(
      'id', claimed.id, 'name', claimed.name, 'email', claimed.email,
      'subject', claimed.subject, 'message', claimed.message, 'created_at', claimed.created_at
    )
  );
end;
$$;

-- Records how a message's email went: 'sent', 'failed' (with the last error) or 'skipped' (the
-- function has no email settings; the error says so).
create function public.finish_owner_notification(
  message_id uuid,
  outcome text,
  attempts integer,
  error text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if outcome not in ('sent', 'failed', 'skipped') then
    raise exception 'unknown outcome %', outcome using errcode = '22023';
  end if;
  update public.contact_messages
     set notify_state = outcome,
         notify_attempts = notify_attempts + greatest(attempts, 0),
         notified_at = case when outcome = 'sent' then now() end,
         notify_error = case when outcome = 'sent' then null else left(error, 500) end
   where id = message_id
     and notify_state in ('pending', 'sending');
end;
$$;

-- Claims every held message for one summary email, when the hourly limit has room again.
-- Returns {"action": "send", "count": n, "claimed_at": t, "recent": [newest 10]}, or
-- {"action": "none"} (nothing held) or {"action": "wait"} (the limit is still reached).
create function public.claim_owner_summary(hourly_limit integer)
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
  if private.owner_emails_last_hour() >= hourly_limit then
    return jsonb_build_object('action', 'wait');
  end if;

  insert into private.owner_emails default values;
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

-- Records how a summary went. On failure its messages are held again, so the next sweep retries
-- (each try counts against the hourly limit, so a broken provider is not hammered).
create function public.finish_owner_summary(claimed_at timestamptz, error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_messages
     set notify_state = case when error is null then 'summarized' else 'held' end,
         notified_at = case when error is null then now() end,
         notify_error = left(error, 500),
         notify_attempts = notify_attempts + 1
   where notify_state = 'summarized'
     and notify_claimed_at = finish_owner_summary.claimed_at;
end;
$$;

-- The messages whose email is owed although their call should have come long ago: pending for
-- over a minute (the call was lost or the function was down), or claimed over ten minutes ago by
-- a delivery that died. Oldest first, at most max_count ids.
create function public.owed_owner_notifications(max_count integer default 50)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(owed.id order by owed.created_at), '[]'::jsonb)
    from (
      select id, created_at
        from public.contact_messages
       where status = 'inbox'
         and ((notify_state = 'pending' and created_at < now() - interval '1 minute')
              or (notify_state = 'sending' and notify_claimed_at < now() - interval '10 minutes'))
       order by created_at
       limit max_count
    ) owed;
$$;

-- The notifier's functions are for the service role only (Supabase grants new functions in
-- public to the API roles by default, and Postgres grants EXECUTE to PUBLIC).
revoke all on function public.claim_owner_notification(uuid, integer) from public, anon, authenticated;
revoke all on function public.finish_owner_notification(uuid, text, integer, text) from public, anon, authenticated;
revoke all on function public.claim_owner_summary(integer) from public, anon, authenticated;
revoke all on function public.finish_owner_summary(timestamptz, text) from public, anon, authenticated;
revoke all on function public.owed_owner_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_owner_notification(uuid, integer) to service_role;
grant execute on function public.finish_owner_notification(uuid, text, integer, text) to service_role;
grant execute on function public.claim_owner_summary(integer) to service_role;
grant execute on function public.finish_owner_summary(timestamptz, text) to service_role;
grant execute on function public.owed_owner_notifications(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The sweep: what is still owed, once a minute
-- ---------------------------------------------------------------------------------------------

-- Calls notify-owner with {"sweep": true} when an email is owed: a message whose call never
-- arrived (the function was down), a delivery that died mid-way, or held messages. A message
-- whose email could not be delivered for a day is marked failed, so the inbox says so.
create function private.sweep_owner_notifications()
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
     or exists (select 1 from public.contact_messages where notify_state = 'held') then
    perform private.post_to_notify_owner(jsonb_build_object('sweep', true));
  end if;
end;
$$;

revoke all on function private.sweep_owner_notifications() from public, anon, authenticated;

select cron.schedule(
  'notify-owner-sweep',
  '* * * * *',
  'select private.sweep_owner_notifications()'
);
