-- Contact messages: written by visitors through the contact form, read and managed by the owner
-- on /admin. The database owns the truth: it sets created_at and read, checks every field, and
-- row-level security decides who may do what. The same rules live in
-- src/features/contact/contactRules.ts; a test proves the two agree.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  subject text not null default '',
  message text not null,
  created_at timestamptz not null default now(),
  read boolean not null default false,

  -- "Whitespace" below is exactly JavaScript's \s (and what String.prototype.trim removes), spelled
  -- out because Postgres's [[:space:]] depends on the locale. Lengths count characters (code
  -- points), as the form does.
  constraint contact_messages_name_required
    check (name ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  constraint contact_messages_name_length check (char_length(name) <= 100),
  constraint contact_messages_email_length check (char_length(email) <= 254),
  -- No whitespace, exactly one @, and a dot in the domain part (the form's rule).
  constraint contact_messages_email_shape
    check (email ~ '^[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'),
  constraint contact_messages_subject_length check (char_length(subject) <= 200),
  constraint contact_messages_message_required
    check (message ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  constraint contact_messages_message_length check (char_length(message) <= 5000)
);

comment on table public.contact_messages is 'Messages sent through the site''s contact form.';

-- The inbox lists newest first.
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

-- Grants: exactly what each role needs, column by column. Supabase no longer grants new public
-- tables to the API roles by default, and this migration does not rely on it either way.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
grant update (read) on table public.contact_messages to authenticated;

alter table public.contact_messages enable row level security;

-- The admin is the user whose app_metadata.role is 'admin'. Only the service role can write
-- app_metadata (users cannot edit it themselves), so a stranger who signs up is never the admin.
create policy "Anyone can send a message."
  on public.contact_messages for insert
  to anon, authenticated
  with check (read = false);

create policy "Only the admin can read messages."
  on public.contact_messages for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Only the admin can mark messages read or unread."
  on public.contact_messages for update
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Only the admin can delete messages."
  on public.contact_messages for delete
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
