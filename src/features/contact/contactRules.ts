import type { UiTexts } from '../../content';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  characterCount,
  INVISIBLE_CHARACTER,
  isValidEmail,
  type ContactField,
} from '../../shared/contact';

/**
 * The one rule set for a contact message. The form validates with it before sending. The fields,
 * their limits and the email's shape are the contract of src/shared/contact.ts, which the
 * database's CHECK constraints mirror, so a message the form accepts is a message the database
 * accepts. The texts of its errors are `ui.contactForm.errors` of the page's language
 * (src/content/locales), passed in by the caller.
 */

// What the form shares with the chat's hand-over, the functions and the database.
export {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  characterCount,
  EMAIL_PATTERN,
  isValidEmail,
  type ContactField,
} from '../../shared/contact';

/** The texts the rules word their errors with. */
export type ContactErrorTexts = UiTexts['contactForm']['errors'];

/** The fields of a contact message, as typed in the form. */
export type ContactMessageValues = Record<ContactField, string>;

/** Fields a visitor must fill in; subject is optional. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** The error for a field longer than its limit, e.g. 'Name must be at most 100 characters'. */
export function tooLongMessage(field: ContactField, texts: ContactErrorTexts): string {
  return texts.tooLong(field, CONTACT_MAX_LENGTHS[field]);
}

/**
 * U+0000 (NUL): Postgres text cannot hold it, so a message with one could never be stored. It is
 * invisible, so it only ever arrives by pasting binary junk, or from a script.
 */
const NUL = '\u0000';

/** The error for a field holding a NUL, e.g. 'Message contains a character that cannot be sent (NUL). Please remove it.' */
export function unsendableCharacterMessage(
  field: ContactField | null,
  texts: ContactErrorTexts,
): string {
  return texts.unsendableCharacter(field);
}

/** Each field with surrounding whitespace removed: what is validated and what is sent. */
export function trimContactMessage(values: ContactMessageValues): ContactMessageValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** A field's error, with the field so a form can mark it and move focus there. */
export interface ContactValidationError {
  field: ContactField;
  message: string;
}

/**
 * The first problem with a message, or null when it may be sent. Checks run in this order:
 * missing required fields, then the email shape, then the length limits, then characters the
 * database cannot store.
 */
export function findContactMessageError(
  values: ContactMessageValues,
  texts: ContactErrorTexts,
): ContactValidationError | null {
  const trimmed = trimContactMessage(values);

  const missing = REQUIRED_CONTACT_FIELDS.find((field) => trimmed[field] === '');
  if (missing) return { field: missing, message: texts.requiredFields };

  if (INVISIBLE_CHARACTER.test(trimmed.email)) {
    return { field: 'email', message: texts.invisibleInEmail };
  }
  if (!isValidEmail(trimmed.email)) return { field: 'email', message: texts.invalidEmail };

  const tooLong = CONTACT_FIELDS.find(
    (field) => characterCount(trimmed[field]) > CONTACT_MAX_LENGTHS[field],
  );
  if (tooLong) return { field: tooLong, message: tooLongMessage(tooLong, texts) };

  const unsendable = CONTACT_FIELDS.find((field) => trimmed[field].includes(NUL));
  if (unsendable)
    return { field: unsendable, message: unsendableCharacterMessage(unsendable, texts) };

  return null;
}

/** The first error text for a message, or null when it may be sent. */
export function validateContactMessage(
  values: ContactMessageValues,
  texts: ContactErrorTexts,
): string | null {
  return findContactMessageError(values, texts)?.message ?? null;
}

/**
 * The database's CHECK constraint for each rule above (supabase/migrations), with the text the
 * visitor sees when the database, not the form, turns a message away.
 */
export const CONTACT_CONSTRAINT_MESSAGES: Readonly<
  Record<string, (texts: ContactErrorTexts) => string>
> = {
  contact_messages_name_required: (texts) => texts.requiredFields,
  contact_messages_message_required: (texts) => texts.requiredFields,
  contact_messages_email_shape: (texts) => texts.invalidEmail,
  contact_messages_name_length: (texts) => tooLongMessage('name', texts),
  contact_messages_email_length: (texts) => tooLongMessage('email', texts),
  contact_messages_subject_length: (texts) => tooLongMessage('subject', texts),
  contact_messages_message_length: (texts) => tooLongMessage('message', texts),
};

/** PostgreSQL's SQLSTATE for a CHECK constraint violation. */
const CHECK_VIOLATION = '23514';

/**
 * How Postgres refuses a NUL: 22P05 when PostgREST converts the JSON body to text, 22021 when the
 * text arrives as a bound parameter (the local backend).
 */
const NUL_REFUSED = new Set(['22P05', '22021']);

/**
 * The rule text for a database error that is one of the rules above (a CHECK violation naming a
 * known constraint, or a NUL refused), or null when the error is something else.
 */
export function messageForDatabaseError(
  error: { code?: string; message?: string },
  texts: ContactErrorTexts,
): string | null {
  if (error.code && NUL_REFUSED.has(error.code)) return unsendableCharacterMessage(null, texts);
  if (error.code !== CHECK_VIOLATION) return null;
  const constraint = /constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
  if (!constraint || !Object.hasOwn(CONTACT_CONSTRAINT_MESSAGES, constraint)) return null;
  return CONTACT_CONSTRAINT_MESSAGES[constraint]?.(texts) ?? null;
}
