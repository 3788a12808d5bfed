-- The language of the page a message was sent from ('en' from /, 'fr' from /fr/, 'ar' from /ar/),
-- so the owner sees it in the inbox and replies in it. Visitors may set it on insert, like the
-- four fields; it is a short language code or nothing (messages from before it existed, scripts).
alter table public.contact_messages add column language text;

alter table public.contact_messages
  add constraint contact_messages_language_code
  check (language is null or language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$');

grant insert (language) on table public.contact_messages to anon, authenticated;
