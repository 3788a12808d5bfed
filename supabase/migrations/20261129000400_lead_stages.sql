-- Stages: where each lead stands, as the owner says it.
--
-- A message was inbox or spam, read or not, answered or not. A freelancer also needs to record
-- "we had a call", "I sent a proposal for 4,800 EUR", "won", "lost, too expensive". Each message
-- now carries:
--
-- * stage: new, replied, call, proposal, won or lost (new when it arrives);
-- * stage_changed_at: when the stage last changed, by the database's clock (null: never moved);
-- * lost_reason: why a lost lead was lost, from a short list, and only on a lost lead;
-- * stage_note: a line of the owner's own (at most 500 characters);
-- * deal_value and deal_currency: the amount proposed or won, only on proposal and won, with
--   its ISO 4217 currency (three capital letters), never one without the other.
-- * lost_after: the stage a lost lead left for lost, kept by the database, so Insights can count
--   how far every lead came, lost ones included.
--
-- Only the owner reads and changes them: the table's select and update belong to the admin alone
-- (row-level security), and the columns are granted for update to `authenticated` as `read` and
-- `status` are. A visitor's insert names none of them (no insert grant): they take their
-- defaults. An update sends the whole set at once, so the constraints below see one coherent
-- stage; undo is the inbox sending the previous values back (no second copy is kept here).
--
-- A reply moves a new lead to replied: the first reply sent from the inbox, or answered_at set by
-- the owner's Mark answered. Marking a message read does not: reading is not answering.

alter table public.contact_messages
  add column stage text not null default 'new',
  add column stage_changed_at timestamptz,
  add column lost_reason text,
  add column stage_note text,
  add column deal_value numeric(12, 2),
  add column deal_currency text,
  add column lost_after text,

  add constraint contact_messages_stage
    check (stage in ('new', 'replied', 'call', 'proposal', 'won', 'lost')),
  add constraint contact_messages_lost_reason
    check (lost_reason in ('too_expensive', 'no_answer', 'chose_another', 'not_a_fit',
                           'timing', 'other')),
  add constraint contact_messages_lost_reason_only_when_lost
    check (lost_reason is null or stage = 'lost'),
  add constraint contact_messages_stage_note_length
    check (char_length(stage_note) between 1 and 500),
  add constraint contact_messages_deal_value_range
    check (deal_value >= 0 and deal_value <= 10000000),
  add constraint contact_messages_deal_value_only_on_proposal_or_won
    check (deal_value is null or stage in ('proposal', 'won')),
  add constraint contact_messages_deal_currency_shape
    check (deal_currency ~ '^[A-Z]{3}$'),
  add constraint contact_messages_deal_value_with_currency
    check ((deal_value is null) = (deal_currency is null)),
  add constraint contact_messages_lost_after
    check (lost_after in ('new', 'replied', 'call', 'proposal', 'won')),
  add constraint contact_messages_lost_after_only_when_lost
    check (lost_after is null or stage = 'lost');

comment on column public.contact_messages.stage is
  'Where the lead stands: new, replied, call, proposal, won or lost. Only the owner changes it.';
comment on column public.contact_messages.stage_changed_at is
  'When the stage last changed, by the database''s clock; null while the lead was never moved.';
comment on column public.contact_messages.lost_reason is
  'Why a lost lead was lost: too_expensive, no_answer, chose_another, not_a_fit, timing, other.';
comment on column public.contact_messages.stage_note is
  'The owner''s own line about the stage (at most 500 characters).';
comment on column public.contact_messages.deal_value is
  'The amount proposed or won (proposal and won only), in deal_currency.';
comment on column public.contact_messages.deal_currency is
  'The ISO 4217 code of deal_value: three capital letters.';
comment on column public.contact_messages.lost_after is
  'The stage a lost lead was lost from (how far it came), set by the database; null unless lost.';

-- The owner changes them under the policy that lets the admin alone update messages.
grant update (stage, lost_reason, stage_note, deal_value, deal_currency)
  on table public.contact_messages to authenticated;

-- Named to fire before contact_messages_stamp_answered_at (a table's triggers fire in the order
-- of their names): it sees the answered_at the update itself sent, before marking a message read
-- stamps one. Then, whoever moved the stage, stage_changed_at is the database's clock.
create function private.follow_stage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.answered_at is not null
     and new.answered_at is distinct from old.answered_at
     and old.stage = 'new' and new.stage = 'new' then
    new.stage := 'replied';
  end if;
  if new.stage is distinct from old.stage then
    new.stage_changed_at := now();
  else
    new.stage_changed_at := old.stage_changed_at;
  end if;
  -- How far a lost lead had come: the stage it left for lost (undo moves it back and clears it).
  if new.stage = 'lost' and old.stage <> 'lost' then
    new.lost_after := old.stage;
  elsif new.stage <> 'lost' then
    new.lost_after := null;
  else
    new.lost_after := old.lost_after;
  end if;
  return new;
end;
$$;

revoke all on function private.follow_stage() from public, anon, authenticated;

create trigger contact_messages_follow_stage
  before update on public.contact_messages
  for each row execute function private.follow_stage();

-- The first reply sent from the inbox moves a new lead to replied, even one whose answered_at was
-- already stamped by reading it (public.finish_reply then leaves answered_at as it is).
create function private.replied_moves_stage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.contact_messages m
     set stage = 'replied'
   where m.id = new.message_id and m.stage = 'new';
  return null;
end;
$$;

revoke all on function private.replied_moves_stage() from public, anon, authenticated;

create trigger message_replies_sent_moves_stage
  after update of status on public.message_replies
  for each row
  when (new.status = 'sent' and old.status is distinct from 'sent')
  execute function private.replied_moves_stage();

-- ---------------------------------------------------------------------------------------------
-- Several messages to one stage at once (the inbox's bulk actions)
-- ---------------------------------------------------------------------------------------------

-- Moves the chosen messages to `stage` in one statement, with the caller's rights (row-level
-- security and the column grants decide: only the admin changes anything), and answers the ids
-- it changed. A reason or a value the new stage cannot carry is cleared; the note stays.
create function public.move_contact_messages(ids uuid[], stage text)
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
  if stage is null or stage not in ('new', 'replied', 'call', 'proposal', 'won', 'lost') then
    raise exception 'Unknown stage: %.', coalesce(stage, 'null') using errcode = '22023';
  end if;

  return query
    update public.contact_messages m
       set stage = move_contact_messages.stage,
           lost_reason = case when move_contact_messages.stage = 'lost' then m.lost_reason end,
           deal_value = case when move_contact_messages.stage in ('proposal', 'won')
                             then m.deal_value end,
           deal_currency = case when move_contact_messages.stage in ('proposal', 'won')
                                then m.deal_currency end
     where m.id = any (ids)
    returning m.id;
end;
$$;

revoke all on function public.move_contact_messages(uuid[], text) from public, anon;
grant execute on function public.move_contact_messages(uuid[], text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The inbox lists one stage
-- ---------------------------------------------------------------------------------------------

-- A new argument is a new signature: the old one is dropped, so PostgREST finds exactly one.
drop function public.list_contact_messages(
  text, text, text, timestamptz, uuid, integer, text, text, text, text
);

create function public.list_contact_messages(
  folder text,
  filter text default 'all',
  search text default '',
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25,
  service text default null,
  budget text default null,
  timeline text default null,
  source text default null,
  stage text default null
)
returns setof public.contact_messages
language plpgsql
stable
set search_path = ''
as $$
declare
  words text := btrim(coalesce(search, ''));
  wanted integer := least(greatest(coalesce(page_size, 25), 1), 1000);
  statement text := 'select m.* from public.contact_messages m where m.status = $1';
  matches refcursor;
  next_message public.contact_messages;
begin
  if filter = 'unread' then
    statement := statement || ' and not m.read';
  elsif filter = 'read' then
    statement := statement || ' and m.read';
  elsif filter is distinct from 'all' then
    -- An unknown filter matches nothing, as before.
    return;
  end if;
  if after_created_at is not null then
    statement := statement || ' and (m.created_at, m.id) < ($3, $4)';
  end if;
  if words <> '' then
    -- strpos, not LIKE: the words are looked for as they are, with no pattern characters to
    -- escape, and it is the quicker of the two.
    statement := statement || ' and strpos(m.search_text, $2) > 0';
  end if;
  -- The brief, the source and the stage: each narrows the list when given (an unknown value
  -- matches none).
  if service is not null then
    statement := statement || ' and m.brief_service = $5';
  end if;
  if budget is not null then
    statement := statement || ' and m.brief_budget = $6';
  end if;
  if timeline is not null then
    statement := statement || ' and m.brief_timeline = $7';
  end if;
  if source is not null then
    statement := statement || ' and m.source = $8';
  end if;
  if stage is not null then
    statement := statement || ' and m.stage = $9';
  end if;

  -- A cursor is planned to return its first rows fast: the newest-first walk of the index,
  -- rather than reading the whole folder to sort it (see 20261123000300_inbox_at_scale.sql).
  open matches no scroll for execute statement || ' order by m.created_at desc, m.id desc'
    using folder,
          public.fold_for_search(words),
          after_created_at,
          coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid),
          service,
          budget,
          timeline,
          source,
          stage;
  loop
    fetch matches into next_message;
    exit when not found;
    -- The folded copy is for searching, and a chat's transcript is read when the owner opens it:
    -- neither travels with the list.
    next_message.search_text := null;
    next_message.chat_transcript := null;
    return next next_message;
    wanted := wanted - 1;
    exit when wanted = 0;
  end loop;
  close matches;
end;
$$;

revoke all on function public.list_contact_messages(
  text, text, text, timestamptz, uuid, integer, text, text, text, text, text
) from public, anon;
grant execute on function public.list_contact_messages(
  text, text, text, timestamptz, uuid, integer, text, text, text, text, text
) to authenticated;
