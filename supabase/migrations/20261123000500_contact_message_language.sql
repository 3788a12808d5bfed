-- The language of the page a message was sent from ('en' from /, 'fr' from /fr/, 'ar' from /ar/),
-- so the owner sees it in the inbox and replies in it. Visitors may set it on insert, like the
-- four fields; it is a short language code or nothing (messages from before it existed, scripts).
alter table public.contact_messages add column language text;

alter table public.contact_messages
  add constraint contact_messages_language_code
  check (language is null or language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');

grant insert (language) on table public.contact_messages to anon, authenticated;

-- The owner's email names the language too, so the reply can be written in it: the claim hands
-- it to the notify-owner function with the rest of the message (otherwise unchanged).
-- Claims one message for its email, atomically. Returns {"action": "send", "message": {...}}
-- when the caller should send it now, "hold" when the hourly limit is reached (the summary will
-- count it), or "skip" when no email is due (already sent or claimed, spam, deleted).
create or replace function public.claim_owner_notification(message_id uuid, hourly_limit integer)
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
      'subject', claimed.subject, 'message', claimed.message, 'created_at', claimed.created_at,
      'language', claimed.language
    )
  );
end;
$$;
