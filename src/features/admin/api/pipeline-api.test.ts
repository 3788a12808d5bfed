import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { getPipeline } from './get-pipeline';
import { getPipelineLeads } from './get-pipeline-leads';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

function answer(data: unknown, error: unknown = null) {
  const client = { rpc: vi.fn().mockResolvedValue({ data, error }) };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return client;
}

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('getPipeline', () => {
  it('gathers each stage’s rows: its count, and its sums per currency', async () => {
    const client = answer([
      { stage: 'new', currency: null, leads: 2, total: null },
      { stage: 'proposal', currency: null, leads: 1, total: null },
      { stage: 'proposal', currency: 'GBP', leads: 1, total: 2000 },
      { stage: 'won', currency: 'EUR', leads: 2, total: 5800.5 },
      { stage: 'won', currency: 'USD', leads: 1, total: 300 },
    ]);
    await expect(getPipeline()).resolves.toEqual([
      { stage: 'new', leads: 2, totals: [] },
      { stage: 'proposal', leads: 2, totals: [{ currency: 'GBP', total: 2000 }] },
      {
        stage: 'won',
        leads: 3,
        totals: [
          { currency: 'EUR', total: 5800.5 },
          { currency: 'USD', total: 300 },
        ],
      },
    ]);
    expect(client.rpc).toHaveBeenCalledWith('lead_pipeline');
  });

  it.each([
    ['an error', null, { message: 'permission denied' }],
    ['not a list', { stage: 'new' }, null],
    ['a count that is not one', [{ stage: 'new', currency: null, leads: -1, total: null }], null],
    ['a total that is text', [{ stage: 'won', currency: 'EUR', leads: 1, total: '1' }], null],
  ])('fails with the load text on %s', async (_, data, error) => {
    answer(data, error);
    await expect(getPipeline()).rejects.toMatchObject({
      name: 'AdminError',
      message: 'Failed to load messages',
    });
  });
});

describe('getPipelineLeads', () => {
  const lead = {
    stage: 'proposal',
    id: 'm1',
    name: 'Ana',
    subject: 'A shop',
    created_at: '2026-11-01T10:00:00+00:00',
    stage_changed_at: '2026-11-20T10:00:00+00:00',
    deal_value: 2400,
    deal_currency: 'EUR',
    source: 'form',
    brief_service: null,
  };

  it('asks for five leads per stage and answers them as the database gave them', async () => {
    const client = answer([lead]);
    await expect(getPipelineLeads()).resolves.toEqual([lead]);
    expect(client.rpc).toHaveBeenCalledWith('pipeline_leads', { per_stage: 5 });
  });

  it.each([
    ['an error', null, { message: 'permission denied' }],
    ['not a list', lead, null],
    ['a value that is text', [{ ...lead, deal_value: '2400' }], null],
    ['a name that is missing', [{ ...lead, name: undefined }], null],
  ])('fails with the load text on %s', async (_, data, error) => {
    answer(data, error);
    await expect(getPipelineLeads()).rejects.toMatchObject({
      name: 'AdminError',
      message: 'Failed to load messages',
    });
  });
});
