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
    `^alter table public\\.contact_messages add constraint ${name} CHECK \\((.*)\\);$`,
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
    // The constraint's pattern reads the same in JavaScript: \t, \uXXXX and ranges of them.
    const database = new RegExp(sql!);
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const character = String.fromCharCode(code);
      for (const email of [`a${character}b@c.d`, `a@b${character}c.d`]) {
        if (database.test(email) !== EMAIL_PATTERN.test(email)) disagreements.push(email);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('counts characters as char_length does: an emoji is one', () => {
    expect(characterCount('Zoë 👋')).toBe(5);
  });
});
