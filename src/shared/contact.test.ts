// @vitest-environment node
/**
 * The contact contract and the database's copy of it: the CHECK constraints of
 * public.contact_messages, as supabase/current-schema.sql shows today's schema (a test of its own
 * keeps that file what the migrations make).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, characterCount, EMAIL_PATTERN } from './contact.ts';

const schema = readFileSync(new URL('../../supabase/current-schema.sql', import.meta.url), 'utf8');

/** The expression of a CHECK constraint of public.contact_messages, by its name. */
function check(name: string): string {
  const constraint = new RegExp(
    `^alter table public\\.contact_messages add constraint ${name} CHECK \\((.*)\\)(?: NOT VALID)?;$`,
    'm',
  ).exec(schema);
  expect(constraint, `${name} is not in supabase/current-schema.sql`).not.toBeNull();
  return constraint![1]!;
}

describe('the contact contract', () => {
  it.each(CONTACT_FIELDS.map((field) => [field]))(
    "limits the %s as the database's CHECK constraint does",
    (field) => {
      expect(check(`contact_messages_${field}_length`)).toBe(
        `(char_length(${field}) <= ${CONTACT_MAX_LENGTHS[field]})`,
      );
    },
  );

  it("has the email's shape of the database's CHECK constraint, for every character", () => {
    const sql = /^\(email ~ '(.*)'::text\)$/.exec(check('contact_messages_email_shape'))?.[1];
    expect(sql).toBeDefined();
    // The constraint's pattern reads the same in JavaScript once Postgres's \UXXXXXXXX (a code
    // point past U+FFFF) is written \u{...}: \t, \uXXXX and ranges of them.
    const database = new RegExp(
      sql!.replace(/\\U([0-9a-f]{8})/gi, (_, hex: string) => `\\u{${hex.replace(/^0+/, '')}}`),
      'u',
    );
    const disagreements: string[] = [];
    // From U+0001: a Postgres string cannot hold U+0000 at all.
    for (let code = 1; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // Half a pair: no string Postgres stores.
      const character = String.fromCodePoint(code);
      for (const email of [`a${character}b@c.d`, `a@b${character}c.d`]) {
        if (database.test(email) !== EMAIL_PATTERN.test(email)) disagreements.push(email);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses an address that shows as another: a bidi override, a zero-width space', () => {
    expect(EMAIL_PATTERN.test('support@\u202emoc.epirts\u202c')).toBe(false);
    expect(EMAIL_PATTERN.test('sup\u200bport@stripe.com')).toBe(false);
    expect(EMAIL_PATTERN.test('zoë@exämple.com')).toBe(true);
  });

  it('counts characters as char_length does: an emoji is one', () => {
    expect(characterCount('Zoë 👋')).toBe(5);
  });
});
