-- The pipeline: how many leads stand at each stage, and what the proposals and wins are worth.
--
-- One row per stage and currency of the inbox's messages (Spam is not a lead): how many leads,
-- and the sum of their deal values (null where none has a value). Leads without a value are
-- their stage's row with no currency. The stages come in their order (new to lost), a stage's
-- rows by currency, the row without one first; a stage no lead stands at has no row.
--
-- Runs with the caller's rights: row-level security lets only the admin read messages, so anyone
-- else gets no rows; an anonymous caller has no EXECUTE.
create function public.lead_pipeline()
returns table (stage text, currency text, leads bigint, total numeric)
language sql
stable
set search_path = ''
as $$
  select m.stage, m.deal_currency, count(*), sum(m.deal_value)
    from public.contact_messages m
   where m.status = 'inbox'
   group by m.stage, m.deal_currency
   order by array_position(array['new', 'replied', 'call', 'proposal', 'won', 'lost'], m.stage),
            m.deal_currency nulls first;
$$;

revoke all on function public.lead_pipeline() from public, anon;
grant execute on function public.lead_pipeline() to authenticated;
