/**
 * No whitespace, exactly one @, and a dot in the domain part: the shape the contact form, the
 * chat's hand-over and the database (its CHECK constraints spell out JavaScript's `\s`) agree on.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
