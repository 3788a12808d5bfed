// @vitest-environment node
/**
 * The pipeline view's leads (supabase/migrations/*_pipeline_view.sql), on real Postgres through
 * the local backend's PostgREST stand-in: each stage's oldest inbox leads, oldest first, a few per
 * stage, with only a card's columns; only the owner gets any row. Then the page's own calls
 * (src/features/admin/api), through the owner's supabase-js client as the page holds it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';
import { getPipeline } from '../../src/features/admin/api/get-pipeline';
import { getPipelineLeads } from '../../src/features/admin/api/get-pipeline-leads';
import { getSupabase } from '../../src/lib/supabase';

vi.mock('../../src/lib/supabase', () => ({ getSupabase: vi.fn() }));

const STRANGER = { email: 'stranger@example.test', password: 'stranger-password-1' };

let backend: LocalBackend;
let owner: SupabaseClient;
let stranger: SupabaseClient;

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

/** A lead that arrived `daysAgo` days ago, moved by the owner to the given stage and fields. */
async function lead(name: string, daysAgo: number, fields: Record<string, unknown> = {}) {
  const id = await storeMessage(backend, { name, subject: `About ${name}` });
  if (Object.keys(fields).length > 0) {
    const { error } = await owner.from('contact_messages').update(fields).eq('id', id);
    if (error) throw error;
  }
  // The database stamps created_at with its own clock; the test sets the lead's age.
  await backend.db.pg.query(
    `update public.contact_messages set created_at = now() - make_interval(days => $2) where id = $1`,
    [id, daysAgo],
  );
  return id;
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('pipeline_leads', () => {
  it('gives each stage’s oldest leads, oldest first, stages in their order, at most per_stage', async () => {
    await lead('New, 3 days', 3);
    await lead('New, 9 days', 9);
    await lead('New, 5 days', 5);
    await lead('Won, 1 day', 1, { stage: 'won', deal_value: 4800.5, deal_currency: 'EUR' });
    await lead('Call, 2 days', 2, { stage: 'call' });

    const { data, error } = await owner.rpc('pipeline_leads', { per_stage: 2 });
    expect(error).toBeNull();
    expect(names(data)).toEqual(['New, 9 days', 'New, 5 days', 'Call, 2 days', 'Won, 1 day']);
    // A card's columns, and no more: never the message, the email or the conversation.
    expect(Object.keys(data[3]).sort()).toEqual([
      'brief_service',
      'created_at',
      'deal_currency',
      'deal_value',
      'id',
      'name',
      'source',
      'stage',
      'stage_changed_at',
      'subject',
    ]);
    expect(data[3]).toMatchObject({ stage: 'won', deal_value: 4800.5, deal_currency: 'EUR' });
    expect(data[3].stage_changed_at).not.toBeNull();
  });

  it('gives five per stage by default, and never more than fifty', async () => {
    for (let n = 0; n < 52; n += 1) await lead(`Lead ${n}`, 100 - n);
    expect((await owner.rpc('pipeline_leads')).data).toHaveLength(5);
    expect((await owner.rpc('pipeline_leads', { per_stage: 1000 })).data).toHaveLength(50);
    expect((await owner.rpc('pipeline_leads', { per_stage: 0 })).data).toHaveLength(1);
  });

  it('leaves Spam out: it is not a lead', async () => {
    await lead('In the inbox', 1);
    await lead('In Spam', 30, { status: 'spam' });
    const { data } = await owner.rpc('pipeline_leads');
    expect(names(data)).toEqual(['In the inbox']);
  });

  it('answers nothing to a stranger and refuses an anonymous caller', async () => {
    await lead('Private', 1, { stage: 'proposal', deal_value: 10, deal_currency: 'EUR' });
    const strange = await stranger.rpc('pipeline_leads');
    expect(strange.error).toBeNull();
    expect(strange.data).toEqual([]);
    const anon = await clientFor(backend).rpc('pipeline_leads');
    expect(anon.status).toBe(401);
    expect(anon.data).toBeNull();
  });

  it('reads each stage’s first entries of the pipeline index, not the whole inbox', async () => {
    await lead('One', 1);
    const plan = await backend.db.pg.query<{ 'QUERY PLAN': string }>(
      `explain select m.id from public.contact_messages m
        where m.status = 'inbox' and m.stage = 'new' order by m.created_at, m.id limit 5`,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'contact_messages_pipeline_idx',
    );
  });
});

describe('the pipeline view’s calls', () => {
  beforeEach(() => {
    vi.mocked(getSupabase).mockResolvedValue(owner);
  });

  it('read each stage’s oldest leads with their values, and the counts and sums beside them', async () => {
    await lead('Ana', 2);
    await lead('Björn', 8);
    await lead('Chloé', 4, { stage: 'proposal', deal_value: 2400, deal_currency: 'EUR' });
    await lead('Dana', 6, { stage: 'proposal', deal_value: 900.5, deal_currency: 'USD' });

    const leads = await getPipelineLeads(1);
    expect(leads.map(({ stage, name, subject }) => [stage, name, subject])).toEqual([
      ['new', 'Björn', 'About Björn'],
      ['proposal', 'Dana', 'About Dana'],
    ]);
    expect(leads[1]).toMatchObject({ deal_value: 900.5, deal_currency: 'USD', source: 'form' });

    await expect(getPipeline()).resolves.toEqual([
      { stage: 'new', leads: 2, totals: [] },
      {
        stage: 'proposal',
        leads: 2,
        totals: [
          { currency: 'EUR', total: 2400 },
          { currency: 'USD', total: 900.5 },
        ],
      },
    ]);
  });

  it('fail with the load text without the owner’s session', async () => {
    await lead('Ana', 2);
    vi.mocked(getSupabase).mockResolvedValue(clientFor(backend));
    await expect(getPipelineLeads()).rejects.toMatchObject({
      name: 'AdminError',
      message: 'Failed to load messages',
    });
  });
});
