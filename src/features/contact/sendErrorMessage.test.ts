import { describe, expect, it } from 'vitest';
import { ui } from '../../content';

const errors = ui.contactForm.errors;
import { ContactBackendError, describeSendError, insertErrorMessage } from './sendErrorMessage';

const FALLBACK = 'There was an error sending your message. Please try again.';
const TOO_MANY =
  'Too many messages sent from your network. Please wait a few minutes and try again.';

function checkViolation(constraint: string) {
  return {
    code: '23514',
    message: `new row for relation "contact_messages" violates check constraint "${constraint}"`,
  };
}

describe('describeSendError', () => {
  it("shows the backend's own message when the backend refused the message", () => {
    const refusal = new ContactBackendError(
      { code: '42501', message: 'new row violates row-level security policy' },
      401,
    );
    expect(describeSendError(refusal, errors)).toBe('new row violates row-level security policy');
  });

  it('shows the rule when the backend refused the message by a rule', () => {
    const refusal = new ContactBackendError(checkViolation('contact_messages_email_shape'), 400);
    expect(describeSendError(refusal, errors)).toBe('Please enter a valid email address');
  });

  it.each([
    [
      'a failed download of the client code',
      new TypeError(
        'Failed to fetch dynamically imported module: https://example.com/assets/supabase-1a2b.js',
      ),
    ],
    ['a failed import of a module', new TypeError('error loading dynamically imported module')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an Error with a message', new Error('duplicate key')],
    ['an Error without a message', new Error('')],
    ['an aborted request', new DOMException('The operation was aborted.', 'AbortError')],
  ])('shows the fallback text, never the message, for %s', (_label, error) => {
    expect(describeSendError(error, errors)).toBe(FALLBACK);
  });

  it.each([['a string'], [{ message: 'looks like an error' }], [null], [undefined], [42]])(
    'says the error is unknown for a non-Error (%j)',
    (value) => {
      expect(describeSendError(value, errors)).toBe('An unknown error occurred');
    },
  );
});

describe('insertErrorMessage', () => {
  it.each([
    [{ code: '', message: 'TypeError: Failed to fetch' }, 0],
    [{ code: '', message: 'TypeError: Failed to fetch' }, undefined],
    [{ message: 'TypeError: NetworkError when attempting to fetch resource.' }, undefined],
    [{ code: '', message: 'FetchError: The user aborted a request.' }, 0],
    [{ code: '42501', message: 'anything' }, 0],
    [{ message: '<html><body>502 Bad Gateway</body></html>' }, 502],
    [{ code: 'XX000', message: '' }, 500],
    [{ code: 'XX000', message: '   ' }, 500],
    [{}, 400],
  ])('falls back for %j (status %s)', (error, status) => {
    expect(insertErrorMessage(error, errors, status)).toBe(FALLBACK);
  });

  it('keeps a constraint rule ahead of everything else', () => {
    expect(insertErrorMessage(checkViolation('contact_messages_email_shape'), errors, 400)).toBe(
      'Please enter a valid email address',
    );
  });

  it("passes on the flood guard's message, and has a clear text when it has none", () => {
    expect(insertErrorMessage({ code: 'PT429', message: 'Slow down, please.' }, errors, 429)).toBe(
      'Slow down, please.',
    );
    expect(insertErrorMessage({ code: 'PT429', message: '' }, errors, 429)).toBe(TOO_MANY);
  });

  it('passes on an unknown CHECK violation as the backend said it', () => {
    const error = checkViolation('some_new_check');
    expect(insertErrorMessage(error, errors, 400)).toBe(error.message);
  });

  it("passes on a server error's message when the backend answered it", () => {
    expect(
      insertErrorMessage(
        { code: 'PGRST000', message: 'Service is briefly unavailable' },
        errors,
        503,
      ),
    ).toBe('Service is briefly unavailable');
  });
});
