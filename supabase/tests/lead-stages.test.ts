// @vitest-environment node
/**
 * Stages on every lead (supabase/migrations/*_lead_stages.sql), on real Postgres through the
 * local backend's PostgREST stand-in: only the owner reads and changes a stage, a visitor's insert
 * and a stranger's update change none, the constraints keep a stage coherent, a reply moves a new
 * lead to replied, and every move is dated by the database.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';

const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };

let backend: LocalBackend;
let owner: SupabaseClient;
let stranger: SupabaseClient;

interface StageRow {
  stage: string;
  stage_changed_at: Date | null;
  lost_reason: string | null;
  stage_note: string | null;
  deal_value: string | null;
  deal_currency: string | null;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await createUser(backend.db.pg, STRANGER.email, STRANGER.password);
  owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
  stranger = await signedInClient(backend, STRANGER.email, STRANGER.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  await backend.db.pg.query('delete from public.contact_messages');
});

async function stageOf(id: string): Promise<StageRow> {
  const { rows } = await backend.db.pg.query<StageRow>(
    `select stage, stage_changed_at, lost_reason, stage_note, deal_value::text, deal_currency
       from public.contact_messages where id = $1`,
    [id],
  );
  return rows[0]!;
}

const NO_STAGE = {
  stage: 'new',
  stage_changed_at: null,
  lost_reason: null,
  stage_note: null,
  deal_value: null,
  deal_currency: null,
};

describe('who may set a stage', () => {
  it('a new message is new, never moved, with no reason, note or value', async () => {
    const id = await storeMessage(backend);
    expect(await stageOf(id)).toEqual(NO_STAGE);
  });

  it.each([
    ['stage', { stage: 'won' }],
    ['deal_value', { deal_value: 4800, deal_currency: 'EUR' }],
    ['lost_reason', { lost_reason: 'timing' }],
    ['stage_note', { stage_note: 'Hi' }],
    ['stage_changed_at', { stage_changed_at: '2020-01-01T00:00:00Z' }],
    ['lost_after', { lost_after: 'won' }],
  ])("a visitor's insert naming %s is refused and stores nothing", async (_, extra) => {
    const { error } = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ id: randomUUID(), ...extra }));
    expect(error).toMatchObject({ code: '42501' });
    const { rows } = await backend.db.pg.query('select id from public.contact_messages');
    expect(rows).toEqual([]);
  });

  it('an anonymous or stranger update changes no stage', async () => {
    const id = await storeMessage(backend);
    const anon = await clientFor(backend)
      .from('contact_messages')
      .update({ stage: 'won', deal_value: 1, deal_currency: 'EUR' })
      .eq('id', id);
    expect(anon.error).not.toBeNull();
    const strange = await stranger
      .from('contact_messages')
      .update({ stage: 'won', deal_value: 1, deal_currency: 'EUR' })
      .eq('id', id)
      .select('id');
    // Row-level security: the stranger sees no row to change.
    expect(strange.data ?? []).toEqual([]);
    expect(await stageOf(id)).toEqual(NO_STAGE);
  });

  it('neither reads a stage; the owner does', async () => {
    const id = await storeMessage(backend);
    const anon = await clientFor(backend).from('contact_messages').select('stage');
    expect(anon.data).toBeNull();
    const strange = await stranger.from('contact_messages').select('stage');
    expect(strange.data).toEqual([]);
    const own = await owner.from('contact_messages').select('id, stage').eq('id', id);
    expect(own.data).toEqual([{ id, stage: 'new' }]);
  });

  it('the owner moves a lead to won with a value, and the database dates it', async () => {
    const id = await storeMessage(backend);
    const before = Date.now();
    const { error } = await owner
      .from('contact_messages')
      .update({ stage: 'won', deal_value: 4800.5, deal_currency: 'EUR', stage_note: 'Signed' })
      .eq('id', id);
    expect(error).toBeNull();
    const row = await stageOf(id);
    expect(row).toMatchObject({ stage: 'won', deal_value: '4800.50', deal_currency: 'EUR' });
    expect(row.stage_changed_at!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('the owner cannot write stage_changed_at', async () => {
    const id = await storeMessage(backend);
    const { error } = await owner
      .from('contact_messages')
      .update({ stage_changed_at: '2020-01-01T00:00:00Z' })
      .eq('id', id);
    expect(error).toMatchObject({ code: '42501' });
  });
});

describe('the constraints', () => {
  it.each([
    ['an unknown stage', { stage: 'maybe' }],
    ['an unknown lost reason', { stage: 'lost', lost_reason: 'rude' }],
    ['a lost reason on a lead that is not lost', { stage: 'call', lost_reason: 'timing' }],
    ['an empty note', { stage_note: '' }],
    ['a note of 501 characters', { stage_note: 'x'.repeat(501) }],
    ['a negative value', { stage: 'won', deal_value: -1, deal_currency: 'EUR' }],
    ['a value over 10,000,000', { stage: 'won', deal_value: 10_000_000.01, deal_currency: 'EUR' }],
    ['a value on a call', { stage: 'call', deal_value: 100, deal_currency: 'EUR' }],
    ['a value with no currency', { stage: 'proposal', deal_value: 100 }],
    ['a currency with no value', { stage: 'proposal', deal_currency: 'EUR' }],
    ['a currency in lowercase', { stage: 'won', deal_value: 100, deal_currency: 'eur' }],
    ['a currency of four letters', { stage: 'won', deal_value: 100, deal_currency: 'EURO' }],
  ])('refuse %s', async (_, change) => {
    const id = await storeMessage(backend);
    const { error } = await owner.from('contact_messages').update(change).eq('id', id);
    expect(error).toMatchObject({ code: '23514' });
    expect(await stageOf(id)).toEqual(NO_STAGE);
  });

  it.each([
    ['a proposal of 0', { stage: 'proposal', deal_value: 0, deal_currency: 'USD' }],
    ['won at 10,000,000', { stage: 'won', deal_value: 10_000_000, deal_currency: 'JPY' }],
    [
      'lost with a reason and a note',
      { stage: 'lost', lost_reason: 'too_expensive', stage_note: 'Budget 2k' },
    ],
    ['lost with no reason', { stage: 'lost' }],
    ['a proposal with no value yet', { stage: 'proposal' }],
  ])('accept %s', async (_, change) => {
    const id = await storeMessage(backend);
    const { error } = await owner.from('contact_messages').update(change).eq('id', id);
    expect(error).toBeNull();
    expect(await stageOf(id)).toMatchObject({ stage: change.stage });
  });
});

describe('the triggers', () => {
  it('marking answered moves a new lead to replied; marking read does not', async () => {
    const answered = await storeMessage(backend);
    const read = await storeMessage(backend);
    await owner.from('contact_messages').update({ read: true }).eq('id', read);
    await owner
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', answered);
    expect(await stageOf(answered)).toMatchObject({ stage: 'replied' });
    expect((await stageOf(answered)).stage_changed_at).not.toBeNull();
    expect(await stageOf(read)).toEqual(NO_STAGE);
  });

  it('marking answered moves no lead past new back to replied', async () => {
    const id = await storeMessage(backend);
    await owner.from('contact_messages').update({ stage: 'call' }).eq('id', id);
    await owner
      .from('contact_messages')
      .update({ answered_at: new Date().toISOString() })
      .eq('id', id);
    expect(await stageOf(id)).toMatchObject({ stage: 'call' });
  });

  it('a reply sent from the inbox moves a new lead to replied, even one already read', async () => {
    const id = await storeMessage(backend);
    await owner.from('contact_messages').update({ read: true }).eq('id', id);
    const begun = await owner.rpc('begin_reply', {
      message_id: id,
      idempotency_key: randomUUID(),
      subject: 'Re: A question',
      body: 'Hello Ada, thank you.',
      language: 'en',
    });
    expect(begun.error).toBeNull();
    expect(await stageOf(id)).toMatchObject({ stage: 'new' });
    const finished = await owner.rpc('finish_reply', {
      id: (begun.data as { id: string }).id,
      sent: true,
    });
    expect(finished.error).toBeNull();
    expect(await stageOf(id)).toMatchObject({ stage: 'replied' });
  });

  it('a failed reply moves nothing', async () => {
    const id = await storeMessage(backend);
    const begun = await owner.rpc('begin_reply', {
      message_id: id,
      idempotency_key: randomUUID(),
      subject: 'Re: A question',
      body: 'Hello Ada, thank you.',
      language: 'en',
    });
    await owner.rpc('finish_reply', { id: (begun.data as { id: string }).id, sent: false });
    expect(await stageOf(id)).toEqual(NO_STAGE);
  });

  it('an update that keeps the stage keeps its date; undo sends the old values back', async () => {
    const id = await storeMessage(backend);
    await owner
      .from('contact_messages')
      .update({ stage: 'proposal', deal_value: 4800, deal_currency: 'EUR' })
      .eq('id', id);
    const proposed = await stageOf(id);
    await owner.from('contact_messages').update({ stage_note: 'Sent by mail' }).eq('id', id);
    expect((await stageOf(id)).stage_changed_at).toEqual(proposed.stage_changed_at);

    await owner
      .from('contact_messages')
      .update({ stage: 'lost', lost_reason: 'timing', deal_value: null, deal_currency: null })
      .eq('id', id);
    expect(await stageOf(id)).toMatchObject({ stage: 'lost', deal_value: null });
    await owner
      .from('contact_messages')
      .update({ stage: 'proposal', lost_reason: null, deal_value: 4800, deal_currency: 'EUR' })
      .eq('id', id);
    expect(await stageOf(id)).toMatchObject({
      stage: 'proposal',
      lost_reason: null,
      deal_value: '4800.00',
      deal_currency: 'EUR',
      stage_note: 'Sent by mail',
    });
  });
});

describe('move_contact_messages', () => {
  it('moves exactly the chosen messages, clearing what the stage cannot carry', async () => {
    const ids = [await storeMessage(backend), await storeMessage(backend)];
    const other = await storeMessage(backend);
    await owner
      .from('contact_messages')
      .update({ stage: 'won', deal_value: 10, deal_currency: 'EUR', stage_note: 'Kept' })
      .eq('id', ids[0]!);
    const { data, error } = await owner.rpc('move_contact_messages', { ids, stage: 'lost' });
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await stageOf(ids[0]!)).toMatchObject({
      stage: 'lost',
      deal_value: null,
      deal_currency: null,
      stage_note: 'Kept',
    });
    expect(await stageOf(ids[1]!)).toMatchObject({ stage: 'lost' });
    expect(await stageOf(other)).toEqual(NO_STAGE);
  });

  it('refuses an unknown stage, no ids, and anyone but the owner', async () => {
    const id = await storeMessage(backend);
    expect(
      (await owner.rpc('move_contact_messages', { ids: [id], stage: 'x' })).error,
    ).toMatchObject({ code: '22023' });
    expect(
      (await owner.rpc('move_contact_messages', { ids: [], stage: 'won' })).error,
    ).toMatchObject({ code: '22023' });
    const anon = await clientFor(backend).rpc('move_contact_messages', { ids: [id], stage: 'won' });
    expect(anon.status).toBe(401);
    const strange = await stranger.rpc('move_contact_messages', { ids: [id], stage: 'won' });
    expect(strange.data ?? []).toEqual([]);
    expect(await stageOf(id)).toEqual(NO_STAGE);
  });
});

describe('list_contact_messages by stage', () => {
  it('lists one stage, newest first, page after page', async () => {
    const won: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const id = await storeMessage(backend);
      if (n % 2 === 0) won.push(id);
    }
    await owner.rpc('move_contact_messages', { ids: won, stage: 'won' });
    const first = await owner.rpc('list_contact_messages', {
      folder: 'inbox',
      stage: 'won',
      page_size: 2,
    });
    expect(first.error).toBeNull();
    const page = first.data as { id: string; created_at: string; stage: string }[];
    expect(page).toHaveLength(2);
    const last = page[1]!;
    const second = await owner.rpc('list_contact_messages', {
      folder: 'inbox',
      stage: 'won',
      page_size: 2,
      after_created_at: last.created_at,
      after_id: last.id,
    });
    const all = [...page, ...(second.data as typeof page)];
    expect(all.map((row) => row.id).sort()).toEqual([...won].sort());
    expect(all.every((row) => row.stage === 'won')).toBe(true);

    const none = await owner.rpc('list_contact_messages', { folder: 'inbox', stage: 'nope' });
    expect(none.data).toEqual([]);
    const every = await owner.rpc('list_contact_messages', { folder: 'inbox' });
    expect(every.data).toHaveLength(5);
  });
});
