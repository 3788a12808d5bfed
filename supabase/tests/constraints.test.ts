// @vitest-environment node
/**
 * The contact form's rules (src/features/contact/contactRules.ts) and the database's CHECK
 * constraints (supabase/migrations) are one rule set written twice. For each sample message the
 * form's validator and the database either both accept it or both refuse it, and each refusal
 * from the database is a 400 with SQLSTATE 23514 naming the constraint for the same field.
 *
 * The database gets each value exactly as written here (a caller of the API need not use the
 * form), so the samples have no surrounding whitespace except where whitespace is the point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ui } from '../../src/content';

const errors = ui.contactForm.errors;
import {
  CONTACT_MAX_LENGTHS,
  findContactMessageError,
  trimContactMessage,
  type ContactField,
  type ContactMessageValues,
} from '../../src/features/contact/contactRules';
import type { LocalBackend } from '../../local-backend/server';
import { clientFor, startTestBackend } from '../../local-backend/test-support';

const VALID: ContactMessageValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'Hello, I would like to talk about a project.',
};

type Constraint =
  | 'contact_messages_name_required'
  | 'contact_messages_name_length'
  | 'contact_messages_email_length'
  | 'contact_messages_email_shape'
  | 'contact_messages_subject_length'
  | 'contact_messages_message_required'
  | 'contact_messages_message_length';

/** [what the sample is, the field values that differ from VALID, the rule it breaks or null]. */
type Sample = [label: string, values: Partial<ContactMessageValues>, breaks: Constraint | null];

const max = CONTACT_MAX_LENGTHS;
/** An address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${'e'.repeat(length - '@example.com'.length)}@example.com`;

const AGREED: Sample[] = [
  ['a valid message', {}, null],
  ['no subject (it is optional)', { subject: '' }, null],
  ['a one-character name and message', { name: 'A', message: 'M' }, null],
  ['non-ASCII text', { name: 'Zoë Łukasiewicz', message: 'Grüße\nund 你好' }, null],

  ['an empty name', { name: '' }, 'contact_messages_name_required'],
  ['a name of spaces only', { name: '   ' }, 'contact_messages_name_required'],
  [`a name of ${max.name} characters`, { name: 'n'.repeat(max.name) }, null],
  [
    `a name of ${max.name + 1} characters`,
    { name: 'n'.repeat(max.name + 1) },
    'contact_messages_name_length',
  ],

  ['the shortest address', { email: 'a@b.c' }, null],
  [
    'an address with dots, plus and subdomains',
    { email: 'first.last+tag@mail.example.co.uk' },
    null,
  ],
  [`an address of ${max.email} characters`, { email: emailOfLength(max.email) }, null],
  [
    `an address of ${max.email + 1} characters`,
    { email: emailOfLength(max.email + 1) },
    'contact_messages_email_length',
  ],
  ['an empty address', { email: '' }, 'contact_messages_email_shape'],
  ['an address of spaces only', { email: '   ' }, 'contact_messages_email_shape'],
  ['an address with a space', { email: 'a b@c.d' }, 'contact_messages_email_shape'],
  ['an address with a tab', { email: 'a\tb@c.d' }, 'contact_messages_email_shape'],
  ['an address with a newline', { email: 'a@b.c\nx' }, 'contact_messages_email_shape'],
  ['an address without a dot in the domain', { email: 'a@b' }, 'contact_messages_email_shape'],
  ['an address with two @', { email: 'a@@b.c' }, 'contact_messages_email_shape'],
  ['an address with @ in the domain', { email: 'a@b@c.d' }, 'contact_messages_email_shape'],
  ['an address without a local part', { email: '@b.c' }, 'contact_messages_email_shape'],
  ['an address ending in a dot', { email: 'a@b.' }, 'contact_messages_email_shape'],
  ['an address without @', { email: 'ada.example.com' }, 'contact_messages_email_shape'],

  [`a subject of ${max.subject} characters`, { subject: 's'.repeat(max.subject) }, null],
  [
    `a subject of ${max.subject + 1} characters`,
    { subject: 's'.repeat(max.subject + 1) },
    'contact_messages_subject_length',
  ],

  ['an empty message', { message: '' }, 'contact_messages_message_required'],
  ['a message of spaces only', { message: '     ' }, 'contact_messages_message_required'],
  [`a message of ${max.message} characters`, { message: 'm'.repeat(max.message) }, null],
  [
    `a message of ${max.message + 1} characters`,
    { message: 'm'.repeat(max.message + 1) },
    'contact_messages_message_length',
  ],
];

/**
 * Samples where the two sides once disagreed: whitespace beyond the ASCII space, and lengths of
 * text outside the Basic Multilingual Plane. Both sides now use JavaScript's \s set and count code
 * points.
 */
const UNICODE_EDGES: Sample[] = [
  ['a name of tabs and newlines only', { name: '\t\n' }, 'contact_messages_name_required'],
  ['a name of no-break spaces only', { name: '\u00a0\u00a0' }, 'contact_messages_name_required'],
  ['a message of newlines only', { message: '\n\n\n' }, 'contact_messages_message_required'],
  ['an address with a no-break space', { email: 'a\u00a0b@c.d' }, 'contact_messages_email_shape'],
  [
    'an address with a zero-width no-break space',
    { email: 'a\ufeffb@c.d' },
    'contact_messages_email_shape',
  ],
  // U+0085 (next line) is not in JavaScript's \s, but it is a control character: refused.
  ['an address with U+0085', { email: 'a\u0085b@c.d' }, 'contact_messages_email_shape'],
  // Characters no one sees, which make an address show as another.
  [
    'an address with a bidi override',
    { email: 'support@\u202emoc.epirts\u202c' },
    'contact_messages_email_shape',
  ],
  ['an address with a zero-width space', { email: 'a\u200bb@c.d' }, 'contact_messages_email_shape'],
  ['an address with a tag character', { email: 'a\u{e0041}b@c.d' }, 'contact_messages_email_shape'],
  ['an address in another script', { email: 'zoë@exämple.com' }, null],
  // A name may hold them (the owner's views leave the reordering ones out).
  ['a name with a bidi override', { name: 'Ada \u202eecalevol' }, null],
  // An emoji is one character on both sides, though two UTF-16 code units.
  [`a name of ${max.name} emoji`, { name: '😀'.repeat(max.name) }, null],
  [
    `a name of ${max.name + 1} emoji`,
    { name: '😀'.repeat(max.name + 1) },
    'contact_messages_name_length',
  ],
];

const FIELD_OF: Record<Constraint, ContactField> = {
  contact_messages_name_required: 'name',
  contact_messages_name_length: 'name',
  contact_messages_email_length: 'email',
  contact_messages_email_shape: 'email',
  contact_messages_subject_length: 'subject',
  contact_messages_message_required: 'message',
  contact_messages_message_length: 'message',
};

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

async function expectBothAgree(values: Partial<ContactMessageValues>, breaks: Constraint | null) {
  const message = { ...VALID, ...values };
  const formError = findContactMessageError(message, errors);
  const { error, status } = await clientFor(backend).from('contact_messages').insert(message);

  if (breaks === null) {
    expect(formError, 'the form accepts it').toBeNull();
    expect(error, 'the database accepts it').toBeNull();
    expect(status).toBe(201);
    return;
  }
  expect(formError?.field, 'the form refuses it').toBe(FIELD_OF[breaks]);
  expect(error, 'the database refuses it').toMatchObject({
    code: '23514',
    message: `new row for relation "contact_messages" violates check constraint "${breaks}"`,
  });
  expect(status).toBe(400);
}

describe('the form and the database agree', () => {
  it.each(AGREED)('on %s', async (_label, values, breaks) => {
    await expectBothAgree(values, breaks);
  });

  it.each(UNICODE_EDGES)('on %s', async (_label, values, breaks) => {
    await expectBothAgree(values, breaks);
  });

  it('covers every constraint on a field the form sends', async () => {
    const { rows } = await backend.db.pg.query<{ conname: string }>(
      `select conname from pg_constraint
        where conrelid = 'public.contact_messages'::regclass and contype = 'c'
          and conname ~ '^contact_messages_(name|email|subject|message)_'
        order by conname`,
    );
    const tested = new Set(AGREED.map(([, , breaks]) => breaks).filter(Boolean));
    expect(rows.map((row) => row.conname)).toEqual([...tested].sort());
  });

  it('accepts what the form sends once it has trimmed the fields', async () => {
    const typed = {
      name: '  Ada  ',
      email: ' ada@example.com\n',
      subject: ' Hi ',
      message: '\tHello\n',
    };
    expect(findContactMessageError(typed, errors)).toBeNull();
    const { error, status } = await clientFor(backend)
      .from('contact_messages')
      .insert(trimContactMessage(typed));
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});
