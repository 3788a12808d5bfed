import { describe, expect, it } from 'vitest';
import { ui } from '../../content';

const errors = ui.contactForm.errors;
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTACT_CONSTRAINT_MESSAGES,
  CONTACT_MAX_LENGTHS,
  EMAIL_PATTERN,
  findContactMessageError,
  messageForDatabaseError,
  trimContactMessage,
  validateContactMessage,
  type ContactMessageValues,
} from './contactRules';

const valid: ContactMessageValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'Hello! I would like a quote.',
};

const REQUIRED = 'Please fill in all required fields';
const INVALID_EMAIL = 'Please enter a valid email address';

describe('contact rules', () => {
  it('has the limits the database mirrors', () => {
    expect(CONTACT_MAX_LENGTHS).toEqual({ name: 100, email: 254, subject: 200, message: 5000 });
    expect(EMAIL_PATTERN.source).toBe(
      String.raw`^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$`,
    );
  });

  it('accepts a complete message', () => {
    expect(validateContactMessage(valid, errors)).toBeNull();
  });

  it('accepts a message without a subject', () => {
    expect(validateContactMessage({ ...valid, subject: '' }, errors)).toBeNull();
    expect(validateContactMessage({ ...valid, subject: '   ' }, errors)).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('requires %s', (field) => {
    expect(validateContactMessage({ ...valid, [field]: '' }, errors)).toBe(REQUIRED);
  });

  it.each(['name', 'email', 'message'] as const)(
    'treats a whitespace-only %s as empty',
    (field) => {
      expect(validateContactMessage({ ...valid, [field]: ' \t\n ' }, errors)).toBe(REQUIRED);
    },
  );

  it('reports missing fields before a bad email', () => {
    expect(validateContactMessage({ ...valid, name: '', email: 'not-an-email' }, errors)).toBe(
      REQUIRED,
    );
  });

  it.each([
    ['a b@c.d', 'has a space'],
    ['a@b', 'has no dot in the domain'],
    ['a@@b.c', 'has two @'],
    ['a@b@c.d', 'has two separate @'],
    ['ab.c', 'has no @'],
    ['@b.c', 'has nothing before the @'],
    ['a@.c', 'has nothing between @ and dot'],
  ])('rejects the email %j (%s)', (email) => {
    expect(validateContactMessage({ ...valid, email }, errors)).toBe(INVALID_EMAIL);
  });

  it.each(['a@b.c', 'first.last+tag@mail.example.co.uk'])('accepts the email %j', (email) => {
    expect(validateContactMessage({ ...valid, email }, errors)).toBeNull();
  });

  it('trims before checking the email', () => {
    expect(validateContactMessage({ ...valid, email: '  a@b.c  ' }, errors)).toBeNull();
  });

  it('names the field that failed', () => {
    expect(findContactMessageError({ ...valid, email: '', message: '' }, errors)).toEqual({
      field: 'email',
      message: REQUIRED,
    });
    expect(findContactMessageError({ ...valid, email: 'a@b' }, errors)).toEqual({
      field: 'email',
      message: INVALID_EMAIL,
    });
  });

  it.each(Object.entries(CONTACT_MAX_LENGTHS))('allows %s up to %i characters', (field, max) => {
    const atLimit = field === 'email' ? `${'a'.repeat(max - 6)}@b.com` : 'x'.repeat(max);
    expect(atLimit).toHaveLength(max);
    expect(validateContactMessage({ ...valid, [field]: atLimit }, errors)).toBeNull();
    const overLimit = field === 'email' ? `a${atLimit}` : `${atLimit}x`;
    expect(findContactMessageError({ ...valid, [field]: overLimit }, errors)?.field).toBe(field);
  });

  it.each(['\u202e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u00ad', '\u0000', '\u001b'])(
    'refuses an email address with the invisible %j, saying so',
    (character) => {
      for (const email of [`support@${character}moc.epirts`, `sup${character}port@stripe.com`]) {
        expect(findContactMessageError({ ...valid, email }, errors)).toEqual({
          field: 'email',
          message: errors.invisibleInEmail,
        });
      }
    },
  );

  it.each(['name', 'subject', 'message'] as const)(
    'refuses a NUL character in %s, which Postgres cannot store',
    (field) => {
      const withNul = 'a\u0000b';
      expect(findContactMessageError({ ...valid, [field]: withNul }, errors)).toEqual({
        field,
        message: `${field.charAt(0).toUpperCase()}${field.slice(1)} contains a character that cannot be sent (NUL). Please remove it.`,
      });
    },
  );

  it('lets other control and invisible characters through (they are stored as typed)', () => {
    expect(
      validateContactMessage(
        { ...valid, message: 'tab\there, bell\u0007, zero-width\u200b' },
        errors,
      ),
    ).toBeNull();
  });

  it('trims every field', () => {
    expect(
      trimContactMessage({ name: ' A ', email: ' a@b.c ', subject: ' S ', message: '\nM\n' }),
    ).toEqual({ name: 'A', email: 'a@b.c', subject: 'S', message: 'M' });
  });
});

/** What supabase-js hands back when a CHECK constraint turns an insert away. */
function checkViolation(constraint: string) {
  return {
    code: '23514',
    message: `new row for relation "contact_messages" violates check constraint "${constraint}"`,
  };
}

describe('messageForDatabaseError', () => {
  it.each([
    ['contact_messages_name_required', REQUIRED],
    ['contact_messages_message_required', REQUIRED],
    ['contact_messages_email_shape', INVALID_EMAIL],
    ['contact_messages_name_length', 'Name must be at most 100 characters'],
    ['contact_messages_email_length', 'Email must be at most 254 characters'],
    ['contact_messages_subject_length', 'Subject must be at most 200 characters'],
    ['contact_messages_message_length', 'Message must be at most 5000 characters'],
  ])('turns a violation of %s into the rule text', (constraint, text) => {
    expect(messageForDatabaseError(checkViolation(constraint), errors)).toBe(text);
  });

  it('gives the same text as the form for the same problem', () => {
    const tooLong = { ...valid, subject: 'x'.repeat(201) };
    expect(messageForDatabaseError(checkViolation('contact_messages_subject_length'), errors)).toBe(
      validateContactMessage(tooLong, errors),
    );
  });

  it.each([
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
  ])('explains a NUL refused by Postgres (%s)', (code, message) => {
    expect(messageForDatabaseError({ code, message }, errors)).toBe(
      'Your message contains a character that cannot be sent (NUL). Please remove it.',
    );
  });

  it.each([
    ['an unknown constraint', checkViolation('some_other_check')],
    ['a constraint named like an Object property', checkViolation('constructor')],
    ['another error code', { ...checkViolation('contact_messages_email_shape'), code: '42501' }],
    ['no message', { code: '23514' }],
    ['nothing at all', {}],
  ])('returns null for %s', (_label, error) => {
    expect(messageForDatabaseError(error, errors)).toBeNull();
  });

  it("names exactly the migration's CHECK constraints on the fields the form sends", () => {
    const dir = join(process.cwd(), 'supabase', 'migrations');
    const sql = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    // A constraint a later migration drops and adds again is one constraint.
    const names = Array.from(
      sql.matchAll(/constraint\s+(contact_messages_(?:name|email|subject|message)_\w+)\s+check/gi),
      (match) => match[1],
    );
    const inMigrations = [...new Set(names)].sort();
    expect(inMigrations).toEqual(Object.keys(CONTACT_CONSTRAINT_MESSAGES).sort());
  });
});
