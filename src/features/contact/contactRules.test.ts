import { describe, expect, it } from 'vitest';
import {
  CONTACT_MAX_LENGTHS,
  EMAIL_PATTERN,
  findContactMessageError,
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
    expect(EMAIL_PATTERN.source).toBe(String.raw`^[^\s@]+@[^\s@]+\.[^\s@]+$`);
  });

  it('accepts a complete message', () => {
    expect(validateContactMessage(valid)).toBeNull();
  });

  it('accepts a message without a subject', () => {
    expect(validateContactMessage({ ...valid, subject: '' })).toBeNull();
    expect(validateContactMessage({ ...valid, subject: '   ' })).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('requires %s', (field) => {
    expect(validateContactMessage({ ...valid, [field]: '' })).toBe(REQUIRED);
  });

  it.each(['name', 'email', 'message'] as const)(
    'treats a whitespace-only %s as empty',
    (field) => {
      expect(validateContactMessage({ ...valid, [field]: ' \t\n ' })).toBe(REQUIRED);
    },
  );

  it('reports missing fields before a bad email', () => {
    expect(validateContactMessage({ ...valid, name: '', email: 'not-an-email' })).toBe(REQUIRED);
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
    expect(validateContactMessage({ ...valid, email })).toBe(INVALID_EMAIL);
  });

  it.each(['a@b.c', 'first.last+tag@mail.example.co.uk'])('accepts the email %j', (email) => {
    expect(validateContactMessage({ ...valid, email })).toBeNull();
  });

  it('trims before checking the email', () => {
    expect(validateContactMessage({ ...valid, email: '  a@b.c  ' })).toBeNull();
  });

  it('names the field that failed', () => {
    expect(findContactMessageError({ ...valid, email: '', message: '' })).toEqual({
      field: 'email',
      message: REQUIRED,
    });
    expect(findContactMessageError({ ...valid, email: 'a@b' })).toEqual({
      field: 'email',
      message: INVALID_EMAIL,
    });
  });

  it.each(Object.entries(CONTACT_MAX_LENGTHS))('allows %s up to %i characters', (field, max) => {
    const atLimit = field === 'email' ? `${'a'.repeat(max - 6)}@b.com` : 'x'.repeat(max);
    expect(atLimit).toHaveLength(max);
    expect(validateContactMessage({ ...valid, [field]: atLimit })).toBeNull();
    const overLimit = field === 'email' ? `a${atLimit}` : `${atLimit}x`;
    expect(findContactMessageError({ ...valid, [field]: overLimit })?.field).toBe(field);
  });

  it('trims every field', () => {
    expect(
      trimContactMessage({ name: ' A ', email: ' a@b.c ', subject: ' S ', message: '\nM\n' }),
    ).toEqual({ name: 'A', email: 'a@b.c', subject: 'S', message: 'M' });
  });
});
