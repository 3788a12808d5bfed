-- Bulk actions in /admin: mark several messages read or unread, move them to the other folder, or
-- delete them, in one statement, so a selection changes whole or not at all (a loop of single
-- requests could stop halfway and leave the owner guessing which ones changed).
--
-- Runs with the caller's rights: row-level security and the column grants decide, exactly as for
-- the single-message actions, so only the admin changes anything. Returns the ids it changed; an
-- id that is gone (or not the caller's to change) is simply not among them. At most 1,000 ids a
-- call, the most the inbox lists at once (PostgREST's max_rows).
--
-- action: 'read', 'unread', 'inbox' or 'spam' (file in that folder), 'delete'.
create function public.change_contact_messages(ids uuid[], action text)
returns table (id uuid)
language plpgsql
volatile
set search_path = ''
as $$
begin
  if coalesce(cardinality(ids), 0) = 0 then
    raise exception 'Choose at least one message.' using errcode = '22023';
  end if;
  if cardinality(ids) > 1000 then
    raise exception 'At most 1000 messages at a time.' using errcode = '22023';
  end if;

  case action
    when 'read', 'unread' then
      return query
        update public.contact_messages m set read = (action = 'read')
         where m.id = any (ids)
        returning m.id;
    when 'inbox', 'spam' then
      return query
        update public.contact_messages m set status = action
         where m.id = any (ids)
        returning m.id;
    when 'delete' then
      return query
        delete from public.contact_messages m
         where m.id = any (ids)
        returning m.id;
    else
      raise exception 'Unknown action: %.', coalesce(action, 'null') using errcode = '22023';
  end case;
end;
$$;

revoke all on function public.change_contact_messages(uuid[], text) from public, anon;
grant execute on function public.change_contact_messages(uuid[], text) to authenticated;
