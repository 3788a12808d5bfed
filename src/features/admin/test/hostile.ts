import fc from 'fast-check';
import type { VisitorMessage } from '../../../../supabase/functions/_test/hostile';
import { LEAD_STAGES, LOST_REASONS } from '../../../shared/stages';
import type { ContactMessage } from '../api/types';
import { inboxColumns } from './fixtures';

/**
 * A message of generated hostile columns as the inbox lists it (the list leaves the conversation
 * out). The brief's columns are typed as the inbox reads them; their values need not be the
 * brief's, as a row stored before a check would not be.
 */
export function listedMessage(
  row: VisitorMessage,
  columns: Pick<ContactMessage, 'id' | 'created_at' | 'read'> & Partial<ContactMessage>,
): ContactMessage {
  return {
    ...inboxColumns,
    ...row,
    source: row.source as ContactMessage['source'],
    brief_service: row.brief_service as ContactMessage['brief_service'],
    brief_budget: row.brief_budget as ContactMessage['brief_budget'],
    brief_timeline: row.brief_timeline as ContactMessage['brief_timeline'],
    chat_transcript: null,
    ...columns,
  };
}

/**
 * A stage as a row might hold it: the known values, or ones the owner's words do not know (a newer
 * database, an object's prototype's names), with a note of any characters the owner may type
 * (formulas, bidi controls, markup, 500 of them) and values at and beyond the edges.
 */
export const hostileStage: fc.Arbitrary<
  Pick<
    ContactMessage,
    'stage' | 'lost_reason' | 'stage_note' | 'deal_value' | 'deal_currency' | 'stage_changed_at'
  >
> = fc.record({
  stage: fc.oneof(
    fc.constantFrom(...LEAD_STAGES),
    fc.constantFrom('constructor', '__proto__', 'negotiation', ''),
  ) as fc.Arbitrary<ContactMessage['stage']>,
  lost_reason: fc.oneof(
    fc.constant(null),
    fc.constantFrom(...LOST_REASONS),
    fc.constantFrom('toString', 'rude'),
  ) as fc.Arbitrary<ContactMessage['lost_reason']>,
  stage_note: fc.oneof(
    fc.constant(null),
    fc.string({ unit: 'grapheme', maxLength: 500 }),
    fc.constantFrom('=HYPERLINK("http://evil","x")', '\u202eevil', '<img src=x onerror=alert(1)>'),
  ),
  deal_value: fc.oneof(
    fc.constant(null),
    fc.double({ min: 0, max: 10_000_000, noNaN: true }),
    fc.constantFrom(0, 10_000_000, 0.01),
  ),
  deal_currency: fc.oneof(fc.constant(null), fc.constantFrom('EUR', 'JPY', '=1+', '\u202eRUE')),
  stage_changed_at: fc.oneof(fc.constant(null), fc.constant('2026-11-28T12:00:00.123456+00:00')),
});
