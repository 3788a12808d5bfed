import type { UiTexts } from '../../content';
import { BRIEF_FIELDS, type Brief, type BriefField } from '../../shared/brief';
import type { ContactMessageValues } from './contactRules';

/**
 * The project brief as the contact form holds it: beside the typed text, kept in the draft, part
 * of what a retry compares, and sent as three columns. The values and their checks are
 * src/shared/brief.ts's, with the operations the chat's hand-over shares; these are the form's own.
 */

/** A message as the form sends it: the typed text and the brief chosen with it. */
export interface ContactMessageWithBrief extends ContactMessageValues {
  brief: Brief;
}

/** A brief with nothing chosen. */
export function isEmptyBrief(brief: Brief): boolean {
  return BRIEF_FIELDS.every((field) => brief[field] === undefined);
}

/** The page's word for one of a field's values (`ui.brief.values`). */
export function briefValueName<F extends BriefField>(
  names: UiTexts['brief']['values'],
  field: F,
  value: NonNullable<Brief[F]>,
): string {
  return names[field][value];
}
