import fc from 'fast-check';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../../supabase/functions/_test/hostile';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import { render } from '../../../test/render';
import type { PipelineStage } from '../api/get-pipeline';
import type { PipelineLead } from '../api/get-pipeline-leads';
import { hostileStage } from '../test/hostile';
import { pipelineColumns } from './pipelineColumns';
import { StageColumn } from './StageColumn';

/** The bidi embeddings, overrides and isolates. */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

const NOW = Date.parse('2026-11-29T12:00:00Z');

/** A stored date: the database's, or any text or edge a row might hold. */
const storedDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('2026-11-28T12:00:00.123456+00:00', '', 'yesterday', '\u202e2026'),
  hostileText,
);

/** A lead as the database could answer it, of any stored values. */
const storedLead: fc.Arbitrary<PipelineLead> = fc
  .record({
    id: fc.uuid(),
    name: hostileText,
    subject: hostileText,
    created_at: storedDate,
    stage: hostileStage,
    source: fc.oneof(fc.constantFrom('form', 'chat'), hostileText),
    brief_service: fc.option(hostileText, { nil: null }),
  })
  .map(({ stage, ...columns }) => ({
    ...columns,
    stage: stage.stage,
    stage_changed_at: stage.stage_changed_at,
    deal_value: stage.deal_value,
    deal_currency: stage.deal_currency,
  }));

/**
 * A stage's count and sums as the database could answer them, in any currency it stored (once
 * each: it groups by currency).
 */
const storedStage: fc.Arbitrary<PipelineStage> = fc.record({
  stage: hostileStage.map(({ stage }) => stage),
  leads: fc.oneof(fc.nat(), fc.constantFrom(0, 1, 100_000, Number.MAX_SAFE_INTEGER)),
  totals: fc.uniqueArray(
    fc.record({
      currency: fc.oneof(fc.constantFrom('EUR', 'JPY', 'XXX', '=1+', '\u202eRUE'), hostileText),
      total: fc.oneof(
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        fc.constantFrom(0, 0.005, 10_000_000),
      ),
    }),
    { selector: ({ currency }) => currency, maxLength: 3 },
  ),
});

describe('the Pipeline view with whatever is stored', () => {
  it('renders every stage and every lead as usual, its values as stored, never reordered', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(storedStage, { selector: ({ stage }) => stage, maxLength: 7 }),
        fc.uniqueArray(storedLead, { selector: ({ id }) => id, maxLength: 8 }),
        (stages, leads) => {
          const columns = pipelineColumns(stages, leads);
          const view = render(
            <MemoryRouter initialEntries={['/admin?view=pipeline']}>
              <ErrorBoundary fallback={() => <p>{adminTexts.pageUnavailable}</p>}>
                {columns.map((column) => (
                  <StageColumn key={column.stage} column={column} now={NOW} />
                ))}
              </ErrorBoundary>
            </MemoryRouter>,
          );
          try {
            const text = view.container.textContent ?? '';
            expect(text).not.toContain(adminTexts.pageUnavailable);
            expect(text).not.toMatch(REORDERING);
            expect(view.container.querySelectorAll('section')).toHaveLength(columns.length);
            const cards = [...view.container.querySelectorAll('ol > li')];
            expect(cards).toHaveLength(leads.length);
            for (const lead of leads) {
              const name = withoutReordering(lead.name).trim() || adminTexts.pipeline.noName;
              expect(cards.some((card) => card.textContent?.startsWith(name))).toBe(true);
            }
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);
});
