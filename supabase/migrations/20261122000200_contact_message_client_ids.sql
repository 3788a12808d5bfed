-- Retries never duplicate a message. The contact form gives each message its id (a random UUID)
-- once, before the first attempt, and sends the same id on every retry. When an answer is lost on
-- the way back and the visitor presses Send again, the second insert is accepted (HTTP 201) and a
-- trigger drops it, so there is still one row.
--
-- Why a trigger and not an upsert (ON CONFLICT (id) DO NOTHING): an ON CONFLICT target needs
-- SELECT on the table, and under row-level security the new row must then pass a SELECT policy,
-- which would mean letting visitors read messages. The trigger needs neither.
--
-- A visitor choosing an id gains nothing else: ids are random UUIDs nobody can read back, a clash
-- keeps the stored row untouched, and visitors still cannot read, update or delete.

grant insert (id) on table public.contact_messages to anon, authenticated;

create function private.ignore_contact_message_retry()
returns trigger
language plpgsql
-- Definer's rights: the visitor who retries cannot read the table to see the stored row.
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.contact_messages where id = new.id) then
    -- Returning null skips this row: the insert succeeds and stores nothing new.
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.ignore_contact_message_retry() from public, anon, authenticated;

-- Two retries racing each other can both pass this check; the primary key then refuses the second
-- (409, SQLSTATE 23505), which the form also takes as "already stored".
create trigger contact_messages_ignore_retries
  before insert on public.contact_messages
  for each row execute function private.ignore_contact_message_retry();

-- The flood guard (an earlier trigger, by name order) must not count a retry either: it would
-- count the message twice, and could refuse a retry with 429 although the message had arrived.
create or replace function private.guard_contact_message_flood()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- How many messages one address may send within the window.
  max_messages constant integer := 5;
  window_length constant interval := interval '10 minutes';
  forwarded_for text;
  digest text;
  recent integer;
begin
  -- A retry of a message already stored: the retry trigger drops it, so it is not a new message.
  if exists (select 1 from public.contact_messages where id = new.id) then
    return new;
  end if;

  forwarded_for := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
  if forwarded_for is null or btrim(forwarded_for) = '' then
    return new;
  end if;

  -- The first address in the list is the client's; later ones are proxies.
  digest := encode(sha256(convert_to(btrim(split_part(forwarded_for, ',', 1)), 'UTF8')), 'hex');

  delete from private.contact_message_senders where sent_at < now() - interval '1 hour';

  select count(*) into recent
    from private.contact_message_senders
   where address_digest = digest
     and sent_at > now() - window_length;

  if recent >= max_messages then
    raise exception using
      errcode = 'PT429',
      message = 'Too many messages sent from your network. Please wait a few minutes and try again.';
  end if;

  insert into private.contact_message_senders (address_digest) values (digest);
  return new;
end;
$$;

revoke all on function private.guard_contact_message_flood() from public, anon, authenticated;
