import { describe, expect, it } from 'vitest';
import type { PipelineLead } from '../api/get-pipeline-leads';
import { daysSince, inboxSearchFor, pipelineColumns } from './pipelineColumns';

const lead = (stage: string, name: string): PipelineLead => ({
  stage,
  id: name,
  name,
  subject: '',
  created_at: '2026-11-01T10:00:00Z',
  stage_changed_at: null,
  deal_value: null,
  deal_currency: null,
  source: 'form',
  brief_service: null,
});

describe('pipelineColumns', () => {
  it('gives every stage a column in their order, with its count, sums and cards', () => {
    const columns = pipelineColumns(
      [
        { stage: 'new', leads: 7, totals: [] },
        { stage: 'won', leads: 1, totals: [{ currency: 'EUR', total: 4800 }] },
      ],
      [lead('new', 'Ana'), lead('new', 'Björn'), lead('won', 'Chloé')],
    );
    expect(columns.map(({ stage, leads, more }) => [stage, leads, more])).toEqual([
      ['new', 7, 5],
      ['replied', 0, 0],
      ['call', 0, 0],
      ['proposal', 0, 0],
      ['won', 1, 0],
      ['lost', 0, 0],
    ]);
    expect(columns[0]!.oldest.map((item) => item.name)).toEqual(['Ana', 'Björn']);
    expect(columns[4]!.totals).toEqual([{ currency: 'EUR', total: 4800 }]);
  });

  it('adds a stage it does not know after the six, and counts at least the cards shown', () => {
    const columns = pipelineColumns(
      [{ stage: 'negotiation', leads: 1, totals: [] }],
      [lead('call', 'Ana'), lead('negotiation', 'Björn'), lead('negotiation', 'Dana')],
    );
    expect(columns.map(({ stage, leads, more }) => [stage, leads, more]).slice(2)).toEqual([
      ['call', 1, 0],
      ['proposal', 0, 0],
      ['won', 0, 0],
      ['lost', 0, 0],
      ['negotiation', 2, 0],
    ]);
  });
});

describe('daysSince', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('counts whole days, none for a date ahead, and no number for what is no date', () => {
    expect(daysSince('2026-11-29T01:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-26T11:59:00Z', now)).toBe(3);
    expect(daysSince('2026-12-01T00:00:00Z', now)).toBe(0);
    expect(daysSince('yesterday', now)).toBeNull();
  });
});

describe('inboxSearchFor', () => {
  it('lists the lead’s stage in the inbox, searched for its name', () => {
    expect(inboxSearchFor('proposal', ' José Núñez ')).toBe(
      '?stage=proposal&q=Jos%C3%A9+N%C3%BA%C3%B1ez',
    );
    expect(inboxSearchFor('won')).toBe('?stage=won');
    expect(inboxSearchFor('negotiation', '   ')).toBe('');
    expect(inboxSearchFor('__proto__', 'Ana')).toBe('?q=Ana');
  });
});
