// @vitest-environment node
/**
 * The reply's limits here are the database's: the CHECK constraints of public.message_replies,
 * as supabase/current-schema.sql shows today's schema.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPLY_ERROR_MAX_LENGTH, REPLY_MAX_LENGTHS, SUBJECT_FORBIDDEN } from './reply.ts';

const schema = readFileSync(new URL('../../supabase/current-schema.sql', import.meta.url), 'utf8');

/** The expression of a CHECK constraint of public.message_replies, by its name. */
function check(name: string): string {
  const constraint = new RegExp(
    `^alter table public\\.message_replies add constraint ${name} CHECK \\((.*)\\);$`,
    'm',
  ).exec(schema);
  expect(constraint, `${name} is not in supabase/current-schema.sql`).not.toBeNull();
  return constraint![1]!;
}

describe('the reply contract', () => {
  it.each([
    ['subject', 'message_replies_subject_length'],
    ['body', 'message_replies_body_length'],
  ] as const)('limits the %s as the database does', (field, constraint) => {
    const expression = check(constraint);
    expect(expression).toContain(`char_length(${field}) >= 1`);
    expect(expression).toContain(`char_length(${field}) <= ${REPLY_MAX_LENGTHS[field]})`);
  });

  it('keeps a failed reply’s reason as long as the database does', () => {
    expect(check('message_replies_error_length')).toBe(
      `(char_length(error) <= ${REPLY_ERROR_MAX_LENGTH})`,
    );
  });

  it('refuses in a subject exactly the characters the database refuses', () => {
    const pattern = /subject !~ '(\[.*\])'::text/.exec(check('message_replies_subject_one_line'));
    expect(pattern).not.toBeNull();
    const database = new RegExp(pattern![1]!, 'u');
    // NUL never reaches the database (a text value cannot hold it); every other code point of
    // the Basic Multilingual Plane is judged alike.
    for (let code = 1; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      expect(SUBJECT_FORBIDDEN.test(character), `U+${code.toString(16)}`).toBe(
        database.test(character),
      );
    }
    expect(SUBJECT_FORBIDDEN.test('\u0000')).toBe(true);
  });
});
