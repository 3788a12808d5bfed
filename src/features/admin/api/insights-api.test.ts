import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { weekInsights, weekLeadAnswer } from '../test/insights';
import { AdminError } from './errors';
import { getInsights, parseInsights } from './get-insights';
import { markAnswered } from './mark-answered';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

/**
 * A fake supabase-js client: `rpc` is a mock, and `from()` starts a query whose steps are recorded
 * in `steps`; awaiting it gives `answer`.
 */
function fakeClient(answer: { error: unknown } = { error: null }) {
  const steps: [string, unknown[]][] = [];
  const builder: Record<string, unknown> = {
    then: (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve),
  };
  for (const step of ['update', 'eq', 'is', 'select']) {
    builder[step] = (...args: unknown[]) => {
      steps.push([step, args]);
      return builder;
    };
  }
  const client = { rpc: vi.fn(), from: vi.fn(() => builder) };
  vi.mocked(getSupabase).mockResolvedValue(client as never);
  return { client, steps };
}

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('getInsights', () => {
  it('asks public.site_insights and public.lead_insights for the period, and joins them', async () => {
    const { client } = fakeClient();
    client.rpc.mockImplementation(async (name: string) => ({
      data: name === 'site_insights' ? weekInsights : weekLeadAnswer,
      error: null,
    }));
    await expect(getInsights(7)).resolves.toEqual(weekInsights);
    expect(client.rpc).toHaveBeenCalledWith('site_insights', { days: 7 });
    expect(client.rpc).toHaveBeenCalledWith('lead_insights', { days: 7 });
  });

  it('fails when the leads could not be counted', async () => {
    const { client } = fakeClient();
    client.rpc.mockImplementation(async (name: string) =>
      name === 'site_insights'
        ? { data: weekInsights, error: null }
        : { data: null, error: { code: 'PGRST202', message: 'Could not find the function' } },
    );
    await expect(getInsights(7)).rejects.toMatchObject({ message: 'Failed to load the insights' });
  });

  it.each([
    ['an error', { data: null, error: { code: '42501', message: 'permission denied' } }],
    ['no answer', { data: null, error: null }],
  ])("says 'Failed to load the insights' on %s", async (_label, answer) => {
    const { client } = fakeClient();
    client.rpc.mockResolvedValue(answer);
    const failure = getInsights(30);
    await expect(failure).rejects.toBeInstanceOf(AdminError);
    await expect(failure).rejects.toMatchObject({ message: 'Failed to load the insights' });
  });

  it("says 'Failed to load the insights' when the client code failed to download", async () => {
    vi.mocked(getSupabase).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getInsights(90)).rejects.toMatchObject({ message: 'Failed to load the insights' });
  });
});

describe('parseInsights', () => {
  it('keeps a well-formed answer, and a direct visit’s null referrer', () => {
    expect(parseInsights(weekInsights, weekLeadAnswer)).toEqual(weekInsights);
    expect(parseInsights(weekInsights, weekLeadAnswer).referrers[0]).toEqual({
      value: null,
      visitors: 6,
    });
  });

  it('drops fields it does not know', () => {
    const parsed = parseInsights(
      { ...weekInsights, extra: true, totals: { ...weekInsights.totals, sessions: 3 } },
      weekLeadAnswer,
    );
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.totals).toEqual(weekInsights.totals);
  });

  it.each([
    ['not an object', []],
    ['a period it does not offer', { ...weekInsights, days: 14 }],
    ['a day that is not a date', { ...weekInsights, to: 'today' }],
    ['days that are not a list', { ...weekInsights, daily: {} }],
    [
      'a count that is not a whole number',
      { ...weekInsights, totals: { visitors: 1.5, pageViews: 2 } },
    ],
    ['a negative count', { ...weekInsights, funnel: { ...weekInsights.funnel, replied: -1 } }],
    ['a count sent as text', { ...weekInsights, funnel: { ...weekInsights.funnel, replied: '1' } }],
    ['a null page', { ...weekInsights, pages: [{ value: null, visitors: 1, pageViews: 1 }] }],
    ['a list that is missing', { ...weekInsights, leadServices: undefined }],
  ])('refuses %s', (_label, data) => {
    expect(() => parseInsights(data, weekLeadAnswer)).toThrow(TypeError);
  });

  it.each([
    ['not an object', null],
    ['a split that is not a list', { ...weekLeadAnswer, byReferrer: {} }],
    ['a split value that is a number', { ...weekLeadAnswer, bySource: [{ value: 1, leads: 1 }] }],
    [
      'a negative value',
      {
        ...weekLeadAnswer,
        totals: { ...weekLeadAnswer.totals, wonValue: [{ currency: 'EUR', total: -1 }] },
      },
    ],
    [
      'a median that is text',
      { ...weekLeadAnswer, totals: { ...weekLeadAnswer.totals, medianFirstReplySeconds: '3h' } },
    ],
    ['no end of the funnel', { ...weekLeadAnswer, visitFunnel: undefined }],
  ])('refuses lead insights with %s', (_label, leads) => {
    expect(() => parseInsights(weekInsights, leads)).toThrow(TypeError);
  });
});

describe('markAnswered', () => {
  it('sets answered_at on that message only where it is still empty', async () => {
    const { client, steps } = fakeClient();
    await markAnswered('7');
    expect(client.from).toHaveBeenCalledWith('contact_messages');
    expect(steps).toEqual([
      ['update', [{ answered_at: expect.any(String) }]],
      ['eq', ['id', '7']],
      ['is', ['answered_at', null]],
    ]);
  });

  it('resolves and logs the failure once when the database refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = { code: '42501', message: 'permission denied' };
    fakeClient({ error: refusal });
    await expect(markAnswered('7')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(refusal);
  });

  it('resolves and logs once when the client code failed to download', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(getSupabase).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(markAnswered('7')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
