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
--
-- Triggers fire in name order, and once one returns null the later ones do not fire: this one is
-- named to come before contact_messages_flood_guard, so a dropped retry is never counted as a new
-- message (nor refused with 429 although the message had arrived).
create trigger contact_messages_deduplicate_retries
  before insert on public.contact_messages
  for each row execute function private.ignore_contact_message_retry();
