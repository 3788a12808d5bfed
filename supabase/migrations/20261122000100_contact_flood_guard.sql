-- A best-effort flood guard for the contact form: more than a few messages from one client
-- address within a few minutes are turned away with HTTP 429 (PostgREST turns SQLSTATE PT429
-- into that status). The address comes from the X-Forwarded-For header that the API gateway
-- passes to PostgREST; where it is missing the guard steps aside rather than block everyone.
-- Addresses are stored only as SHA-256 digests, in a schema the API does not expose,
-- and only for an hour.

create schema if not exists private;
revoke all on schema private from public;

create table private.contact_message_senders (
  address_digest text not null,
  sent_at timestamptz not null default now()
);

create index contact_message_senders_lookup_idx
  on private.contact_message_senders (address_digest, sent_at);

create function private.guard_contact_message_flood()
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

-- A trigger function needs no EXECUTE grant to fire; nobody should call it directly.
revoke all on function private.guard_contact_message_flood() from public, anon, authenticated;

create trigger contact_messages_flood_guard
  before insert on public.contact_messages
  for each row execute function private.guard_contact_message_flood();
