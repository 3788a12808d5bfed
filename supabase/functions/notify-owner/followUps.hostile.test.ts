// @vitest-environment node
/**
 * The morning email built from whatever a visitor got stored as a name or a subject: building
 * never throws, no value adds markup, and each shows, made safe, on its own line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../_test/hostile.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';
import { headerText } from './email.ts';
import { renderFollowUpEmail, type WaitingLead } from './followUps.ts';

const settings = {
  from: 'Portfolio <notifications@example.dev>',
  to: ['owner@example.dev'],
  adminUrl: 'https://example.dev/admin',
};

const storedLead = fc
  .record({
    name: hostileText,
    subject: fc.option(hostileText, { nil: null }),
    why: fc.constantFrom('no_reply', 'proposal_unanswered', 'something_newer'),
    deal_currency: fc.option(fc.oneof(fc.constant('EUR'), hostileText), { nil: null }),
    deal_value: fc.option(fc.double({ min: 0, max: 10_000_000, noNaN: true }), { nil: null }),
  })
  .map((row): WaitingLead => ({
    ...row,
    id: '7d3c1f0e-0000-4000-8000-000000000001',
    created_at: '2026-11-20T09:00:00Z',
    stage: row.why === 'no_reply' ? 'new' : 'proposal',
    stage_changed_at: '2026-11-21T09:00:00Z',
    waiting_since: '2026-11-21T09:00:00Z',
  }));

describe('the morning email with whatever a visitor got stored', () => {
  it('builds, adds no markup, and shows each name and subject made safe', () => {
    fc.assert(
      fc.property(fc.array(storedLead, { minLength: 1, maxLength: 5 }), (leads) => {
        const email = renderFollowUpEmail(leads.length, leads, settings, new Date('2026-11-30'));
        expect(email.subject).toMatch(/^\d+ leads? (is|are) waiting for you$/);
        // Only the elements the template writes: none from a visitor.
        const tags = email.html.match(/<[a-z!/][^>]*>/gi) ?? [];
        for (const tag of tags) {
          expect(tag).toMatch(
            /^<\/?(!DOCTYPE html|html|head|meta|title|body|div|h1|p|ol|li|strong|span|a)(\s[^<>]*)?>$/,
          );
        }
        for (const lead of leads) {
          const name = headerText(withoutReordering(lead.name)) || 'a visitor';
          expect(email.text).toContain(`- ${name}`);
          expect(email.html).toContain(escapeHtml(name));
          const subject = headerText(withoutReordering(lead.subject ?? ''));
          if (subject) expect(email.html).toContain(escapeHtml(subject));
        }
        for (const line of email.text.split('\n')) expect(line).not.toMatch(/[\r\u2028\u2029]/);
      }),
      { numRuns: 200 },
    );
  });
});
