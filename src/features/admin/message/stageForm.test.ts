import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_STAGES, MAX_DEAL_VALUE } from '../../../shared/stages';
import type { StageFields } from '../api/types';
import { movedTo, noteOf, parseCurrency, parseDealValue, stageFieldsOf } from './stageForm';

const proposal: StageFields = {
  stage: 'proposal',
  lost_reason: null,
  stage_note: 'Sent on Monday',
  deal_value: 4800,
  deal_currency: 'EUR',
};

describe('movedTo', () => {
  it('keeps the value from proposal to won, and the note', () => {
    expect(movedTo(proposal, 'won')).toEqual({ ...proposal, stage: 'won' });
  });

  it('clears the value on a stage that cannot carry one', () => {
    expect(movedTo(proposal, 'lost')).toEqual({
      stage: 'lost',
      lost_reason: null,
      stage_note: 'Sent on Monday',
      deal_value: null,
      deal_currency: null,
    });
  });

  it('keeps a reason only while lost', () => {
    const lost: StageFields = { ...proposal, stage: 'lost', lost_reason: 'timing' };
    expect(movedTo(lost, 'lost').lost_reason).toBe('timing');
    expect(movedTo(lost, 'call').lost_reason).toBeNull();
  });

  it('always sends what the database accepts, whatever it held', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAD_STAGES),
        fc.constantFrom(...LEAD_STAGES),
        fc.option(fc.constantFrom('timing', 'rude', 'constructor')),
        fc.option(fc.double({ min: 0, max: MAX_DEAL_VALUE, noNaN: true })),
        (from, to, reason, value) => {
          const moved = movedTo(
            {
              stage: from,
              lost_reason: reason as StageFields['lost_reason'],
              stage_note: null,
              deal_value: value,
              deal_currency: value === null ? null : 'EUR',
            },
            to,
          );
          expect(moved.stage).toBe(to);
          if (moved.lost_reason !== null) expect(to).toBe('lost');
          if (moved.lost_reason !== null) expect(moved.lost_reason).toBe('timing');
          if (moved.deal_value !== null) expect(['proposal', 'won']).toContain(to);
          expect(moved.deal_value === null).toBe(moved.deal_currency === null);
        },
      ),
    );
  });
});

describe('parseDealValue', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['4800', 4800],
    ['4,800.50', 4800.5],
    ['1,000,000', 1_000_000],
    ['10000000', 10_000_000],
    [' 12.3 ', 12.3],
  ])('reads %j as %j', (text, value) => {
    expect(parseDealValue(text)).toBe(value);
  });

  it.each(['-1', '10000000.01', '4.999', '4 800', '4800,5', '1e5', 'abc', '48,00', 'NaN', '.5'])(
    'refuses %j',
    (text) => {
      expect(parseDealValue(text)).toBeUndefined();
    },
  );
});

describe('parseCurrency and noteOf', () => {
  it('reads a currency in any case, and refuses what is not three letters', () => {
    expect(parseCurrency(' eur ')).toBe('EUR');
    expect(parseCurrency('JPY')).toBe('JPY');
    for (const text of ['', 'EURO', 'E1R', '€', 'ÉUR']) expect(parseCurrency(text)).toBeUndefined();
  });

  it('trims a note, drops an empty one and cuts it to 500 characters', () => {
    expect(noteOf('  ok ')).toBe('ok');
    expect(noteOf(' \n ')).toBeNull();
    expect(noteOf('x'.repeat(600))).toHaveLength(500);
    expect(Array.from(noteOf('🚀'.repeat(600))!)).toHaveLength(500);
  });

  it('takes only the stage fields of a message', () => {
    expect(stageFieldsOf({ ...proposal, read: true } as StageFields)).toEqual(proposal);
  });
});
