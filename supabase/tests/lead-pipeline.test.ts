// @vitest-environment node
/**
 * The pipeline (supabase/migrations/*_lead_pipeline.sql), on real Postgres through the local
 * backend's PostgREST stand-in: the database counts the inbox's leads per stage and currency and
 * sums their values; only the owner gets any row.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../local-backend/auth/users';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  storeMessage,
  TEST_ADMIN,
} from '../../local-backend/test-support';

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

async function stage(fields: Record<string, unknown>): Promise<string> {
  const id = await storeMessage(backend);
  const { error } = await owner.from('contact_messages').update(fields).eq('id', id);
  if (error) throw error;
  return id;
}

describe('lead_pipeline', () => {
  it('counts each stage and sums each currency, in the stages’ order', async () => {
    await storeMessage(backend);
    await storeMessage(backend);
    await stage({ stage: 'won', deal_value: 4800.5, deal_currency: 'EUR' });
    await stage({ stage: 'won', deal_value: 1000, deal_currency: 'EUR' });
    await stage({ stage: 'won', deal_value: 300, deal_currency: 'USD' });
    await stage({ stage: 'proposal' });
    await stage({ stage: 'proposal', deal_value: 2000, deal_currency: 'GBP' });
    await stage({ stage: 'lost', lost_reason: 'timing' });
    // Spam is not a lead.
    await stage({ status: 'spam', stage: 'call' });

    const { data, error } = await owner.rpc('lead_pipeline');
    expect(error).toBeNull();
    expect(data).toEqual([
      { stage: 'new', currency: null, leads: 2, total: null },
      { stage: 'proposal', currency: null, leads: 1, total: null },
      { stage: 'proposal', currency: 'GBP', leads: 1, total: 2000 },
      { stage: 'won', currency: 'EUR', leads: 2, total: 5800.5 },
      { stage: 'won', currency: 'USD', leads: 1, total: 300 },
      { stage: 'lost', currency: null, leads: 1, total: null },
    ]);
  });

  it('answers nothing to a stranger and refuses an anonymous caller', async () => {
    await stage({ stage: 'won', deal_value: 10, deal_currency: 'EUR' });
    const strange = await stranger.rpc('lead_pipeline');
    expect(strange.error).toBeNull();
    expect(strange.data).toEqual([]);
    const anon = await clientFor(backend).rpc('lead_pipeline');
    expect(anon.status).toBe(401);
    expect(anon.data).toBeNull();
  });
});
