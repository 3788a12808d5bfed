/**
 * A visitor's message as the database stores it (public.contact_messages), from the contact form
 * or the chat's hand-over: its fields, their limits and the email's shape. The form and the
 * hand-over check them before sending, the chat function checks them again, and the owner's
 * email cuts the address to its limit. The database's CHECK constraints repeat them
 * (contact_messages_*_length, contact_messages_email_shape): contact.test.ts reads
 * supabase/current-schema.sql and proves that the two agree.
 */

/** The fields a visitor writes, in the form's order. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Maximum length of each field, in characters (Unicode code points, as the database's
 * char_length counts them: an emoji is one character). The hand-over's note is its message.
 */
export const CONTACT_MAX_LENGTHS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** Length in characters (code points), the way the database counts. */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Characters no one sees: Unicode's control (Cc) and format (Cf) characters, such as bidi
 * overrides, zero-width spaces and joiners. In an address they only make it show as another one:
 * "support@\u202Emoc.epirts\u202C" shows as "support@stripe.com".
 */
export const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/**
 * No whitespace, no invisible character (INVISIBLE_CHARACTER), exactly one @, and a dot in the
 * domain part: the shape the contact form, the chat's hand-over and the database agree on (its
 * CHECK constraint spells out JavaScript's `\s`, `\p{Cc}` and `\p{Cf}`).
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
