import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { getFollowUps } from './get-follow-ups';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

function answer(data: unknown, error: unknown = null) {
  const client = { rpc: vi.fn().mockResolvedValue({ data, error }) };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return client;
}

const row = {
  id: 'a',
  name: 'Ada',
  subject: 'A shop',
  created_at: '2026-11-20T10:00:00Z',
  stage: 'proposal',
  stage_changed_at: '2026-11-21T10:00:00Z',
  deal_value: 4800,
  deal_currency: 'EUR',
  why: 'proposal_unanswered',
  waiting_since: '2026-11-21T10:00:00Z',
};

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('getFollowUps', () => {
  it('asks for the leads shown and reads the total from the rows', async () => {
    const client = answer([{ ...row, total: 7 }]);
    await expect(getFollowUps(5)).resolves.toEqual({ total: 7, leads: [row] });
    expect(client.rpc).toHaveBeenCalledWith('follow_ups', { max_count: 5 });
  });

  it('is none waiting when no row comes', async () => {
    answer([]);
    await expect(getFollowUps()).resolves.toEqual({ total: 0, leads: [] });
  });

  it('fails with the known text on an error or an answer of another shape', async () => {
    answer(null, { message: 'permission denied' });
    await expect(getFollowUps()).rejects.toThrow('Failed to load messages');
    answer([{ ...row, total: '7' }]);
    await expect(getFollowUps()).rejects.toThrow('Failed to load messages');
    answer({ rows: [] });
    await expect(getFollowUps()).rejects.toThrow('Failed to load messages');
  });
});
