import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { DEFAULT_CURRENCY, lastDealCurrency } from './last-deal-currency';
import { moveMessages } from './move-messages';
import { setMessageStage } from './set-message-stage';
import type { StageFields } from './types';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

type Answer = { data?: unknown; error: unknown };

/** A fake client whose one query records its steps and answers `answer`; rpc is a plain mock. */
function fakeClient(answer: Answer = { data: null, error: null }) {
  const steps: [string, unknown[]][] = [];
  const builder: Record<string, unknown> = {
    then: (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve),
  };
  for (const step of ['select', 'update', 'eq', 'not', 'order', 'limit']) {
    builder[step] = (...args: unknown[]) => {
      steps.push([step, args]);
      return builder;
    };
  }
  const client = { from: vi.fn(() => builder), rpc: vi.fn() };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return { client, steps };
}

const adminError = (text: string) => ({ name: 'AdminError', message: text });

const won: StageFields = {
  stage: 'won',
  lost_reason: null,
  stage_note: 'Signed on Monday',
  deal_value: 4800,
  deal_currency: 'EUR',
};

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('setMessageStage', () => {
  it('sends every stage field in one update of that message and answers the saved row', async () => {
    const saved = { ...won, stage_changed_at: '2026-11-29T12:00:00.123456+00:00' };
    const { client, steps } = fakeClient({ data: [saved], error: null });
    await expect(setMessageStage('m1', won)).resolves.toEqual(saved);
    expect(client.from).toHaveBeenCalledWith('contact_messages');
    expect(steps).toEqual([
      ['update', [won]],
      ['eq', ['id', 'm1']],
      ['select', ['stage, lost_reason, stage_note, deal_value, deal_currency, stage_changed_at']],
    ]);
  });

  it('sends only the stage fields, whatever else the object carries', async () => {
    const { steps } = fakeClient({ data: [{ ...won, stage_changed_at: null }], error: null });
    await setMessageStage('m1', { ...won, read: true, answered_at: 'x' } as StageFields);
    expect(steps[0]).toEqual(['update', [won]]);
  });

  it.each([
    ['an error', { data: null, error: { code: '23514', message: 'check constraint' } }],
    ['no row changed', { data: [], error: null }],
  ])('fails with the update text on %s', async (_, answer) => {
    fakeClient(answer);
    await expect(setMessageStage('m1', won)).rejects.toMatchObject(
      adminError('Failed to update message status'),
    );
  });
});

describe('moveMessages', () => {
  it('moves all the chosen messages in one call and answers the ids moved', async () => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue({ data: [{ id: 'a' }, { id: 'b' }], error: null });
    await expect(moveMessages(['a', 'b', 'gone'], 'lost')).resolves.toEqual(new Set(['a', 'b']));
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.rpc).toHaveBeenCalledWith('move_contact_messages', {
      ids: ['a', 'b', 'gone'],
      stage: 'lost',
    });
  });

  it.each([
    ['an error', { data: null, error: { code: '22023', message: 'Unknown stage' } }],
    ['nothing moved', { data: [], error: null }],
    ['an answer that is not a list', { data: { id: 'a' }, error: null }],
  ])('fails with the update text on %s', async (_, answer) => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue(answer);
    await expect(moveMessages(['a'], 'won')).rejects.toMatchObject(
      adminError('Failed to update message status'),
    );
  });

  it('asks nothing for no ids or more than the database takes', async () => {
    const { client } = fakeClient();
    await expect(moveMessages([], 'won')).rejects.toThrow();
    await expect(moveMessages(Array.from({ length: 1001 }, String), 'won')).rejects.toThrow();
    expect(client.rpc).not.toHaveBeenCalled();
  });
});

describe('lastDealCurrency', () => {
  it('asks for the currency of the latest valued move', async () => {
    const { steps } = fakeClient({ data: [{ deal_currency: 'GBP' }], error: null });
    await expect(lastDealCurrency()).resolves.toBe('GBP');
    expect(steps).toEqual([
      ['select', ['deal_currency']],
      ['not', ['deal_currency', 'is', null]],
      ['order', ['stage_changed_at', { ascending: false, nullsFirst: false }]],
      ['limit', [1]],
    ]);
  });

  it.each([
    ['no deal yet', { data: [], error: null }],
    ['an error', { data: null, error: { message: 'down' } }],
    ['a value not shaped as a currency', { data: [{ deal_currency: 'eu<r' }], error: null }],
  ])('answers EUR on %s', async (_, answer) => {
    fakeClient(answer);
    await expect(lastDealCurrency()).resolves.toBe(DEFAULT_CURRENCY);
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });
});
