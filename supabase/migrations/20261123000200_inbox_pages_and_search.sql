-- The inbox at any size: one page at a time, newest first, found by keyset (the last message's
-- created_at and id) rather than by offset, so page 400 costs what page 1 costs; and search over
-- name, email, subject and message that ignores case and accents, served by a trigram index.
-- PostgREST returns at most max_rows rows, so nothing may rely on "select everything".

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Text folded for search: lower case, accents removed ('José' -> 'jose'). Immutable, so an index
-- can hold it; unaccent itself is only stable because its dictionary could change.
create function public.fold_for_search(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, lower(coalesce(value, '')));
$$;

comment on function public.fold_for_search(text) is
  'Lower case without accents, for the inbox search and its index.';

create index contact_messages_search_idx on public.contact_messages
  using gin (
    public.fold_for_search(name || ' ' || email || ' ' || subject || ' ' || message)
    extensions.gin_trgm_ops
  );

-- One page of a folder, newest first. filter: 'all', 'unread' or 'read'. search: words the
-- message must contain, ignoring case and accents ('' for none). after_created_at and after_id:
-- the last message of the page before (null for the first page). At most 1,000 a page (PostgREST's
-- max_rows). Runs with the caller's rights, so row-level security decides: only the admin sees
-- anything.
create function public.list_contact_messages(
  folder text,
  filter text default 'all',
  search text default '',
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25
)
returns setof public.contact_messages
language sql
stable
set search_path = ''
as $$
  select m.*
    from public.contact_messages m
   where m.status = folder
     and (filter = 'all'
          or (filter = 'unread' and not m.read)
          or (filter = 'read' and m.read))
     and (btrim(coalesce(search, '')) = ''
          or public.fold_for_search(m.name || ' ' || m.email || ' ' || m.subject || ' ' || m.message)
             like '%' || replace(replace(replace(public.fold_for_search(btrim(search)),
                  '\', '\\'), '%', '\%'), '_', '\_') || '%')
     and (after_created_at is null
          or (m.created_at, m.id) < (after_created_at, coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
   order by m.created_at desc, m.id desc
   limit least(greatest(coalesce(page_size, 25), 1), 1000);
$$;

revoke all on function public.list_contact_messages(text, text, text, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.list_contact_messages(text, text, text, timestamptz, uuid, integer)
  to authenticated;
