-- The pipeline view: each stage's oldest leads, read by the database, a few per stage.
--
-- The inbox pages through messages newest first; the pipeline asks another question: which leads
-- have waited longest at each stage. public.lead_pipeline() already counts each stage and sums
-- its values per currency; this function adds the oldest `per_stage` leads of each stage of the
-- inbox (Spam is not a lead), oldest first (created_at, then id, as the inbox orders a tie), with
-- only what a card in the view shows: never the message, the email or the conversation.
-- `per_stage` is kept between 1 and 50, so no call reads the whole inbox; the view asks for 5.
--
-- The index. Without one, each stage's oldest leads were found by reading every inbox message and
-- sorting each stage's (0.4 to 0.9 s at 100,000 messages on the local backend); with the inbox's
-- leads indexed by stage and age, each stage reads its first few index entries (under 5 ms). It
-- carries each lead's currency and value too, so public.lead_pipeline() can count and sum from
-- the index alone where the table's visibility map is current (a hosted project's autovacuum
-- keeps it so): 56 ms instead of 105 ms at 100,000. Partial: Spam is never a lead.
create index contact_messages_pipeline_idx
  on public.contact_messages (stage, created_at, id)
  include (deal_currency, deal_value)
  where status = 'inbox';

-- Runs with the caller's rights: row-level security lets only the admin read messages, so anyone
-- else gets no rows; an anonymous caller has no EXECUTE.
create function public.pipeline_leads(per_stage integer default 5)
returns table (
  stage text,
  id uuid,
  name text,
  subject text,
  created_at timestamptz,
  stage_changed_at timestamptz,
  deal_value numeric,
  deal_currency text,
  source text,
  brief_service text
)
language sql
stable
set search_path = ''
as $$
  select oldest.*
    from unnest(array['new', 'replied', 'call', 'proposal', 'won', 'lost'])
         with ordinality as stages (stage, position)
   cross join lateral (
     select m.stage, m.id, m.name, m.subject, m.created_at, m.stage_changed_at, m.deal_value,
            m.deal_currency, m.source, m.brief_service
       from public.contact_messages m
      where m.status = 'inbox' and m.stage = stages.stage
      order by m.created_at, m.id
      limit least(greatest(coalesce(per_stage, 5), 1), 50)
   ) oldest
   order by stages.position, oldest.created_at, oldest.id;
$$;

revoke all on function public.pipeline_leads(integer) from public, anon;
grant execute on function public.pipeline_leads(integer) to authenticated;
