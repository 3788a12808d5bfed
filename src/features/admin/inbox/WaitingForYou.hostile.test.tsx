import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileText } from '../../../../supabase/functions/_test/hostile';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import { render, waitFor } from '../../../test/render';
import { getFollowUps, type WaitingLead } from '../api/get-follow-ups';
import { WaitingForYou } from './WaitingForYou';

vi.mock('../api/get-follow-ups', () => ({ getFollowUps: vi.fn() }));

/** The bidi embeddings, overrides and isolates. */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * A waiting lead as a row might hold it: any name and subject a visitor got stored, a reason and a
 * stage the owner's words may not know (an object's prototype's names among them), and times at
 * and beyond the edges.
 */
const storedLead = fc.record({
  name: hostileText,
  subject: fc.option(hostileText, { nil: null }),
  why: fc.oneof(
    fc.constantFrom('no_reply', 'proposal_unanswered', 'toString', '__proto__', 'constructor'),
    hostileText,
  ),
  stage: fc.oneof(fc.constantFrom('new', 'proposal', 'hasOwnProperty'), hostileText),
  waiting_since: fc.oneof(
    fc.constant('not a date'),
    fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  ),
  deal_value: fc.option(fc.double({ min: 0, max: 10_000_000, noNaN: true }), { nil: null }),
  deal_currency: fc.option(hostileText, { nil: null }),
});

beforeEach(() => {
  vi.mocked(getFollowUps).mockReset();
});

describe('the waiting leads with whatever visitors got stored', () => {
  it('list every lead by its name and subject as written, never reordered, never markup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(storedLead, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (rows, extra) => {
          const leads: WaitingLead[] = rows.map((row, index) => ({
            ...row,
            id: `lead-${index}`,
            created_at: '2026-11-20T10:00:00Z',
            stage_changed_at: null,
          }));
          vi.mocked(getFollowUps).mockResolvedValue({ total: leads.length + extra, leads });
          const view = render(<WaitingForYou version={0} onOpen={vi.fn()} />);
          try {
            await waitFor(() =>
              expect(view.container.querySelectorAll('li button')).toHaveLength(leads.length),
            );
            const entries = [...view.container.querySelectorAll('li button')];
            entries.forEach((entry, index) => {
              const lead = leads[index]!;
              const [name, subject] = [...entry.querySelectorAll('[dir="auto"]')].map(
                (element) => element.textContent,
              );
              expect(name).toBe(withoutReordering(lead.name));
              expect(subject).toBe(
                withoutReordering(lead.subject ?? '').trim() || adminTexts.followUps.noSubject,
              );
              expect(entry.textContent).not.toMatch(REORDERING);
            });
            // Only the elements the component writes: none from a visitor.
            expect(view.container.querySelector('img, script, a, iframe, style')).toBeNull();
            if (extra > 0) {
              expect(view.container.textContent).toContain(adminTexts.followUps.more(extra));
            }
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
