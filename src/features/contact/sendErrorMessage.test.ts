import { describe, expect, it } from 'vitest';
import { describeSendError } from './sendErrorMessage';

describe('describeSendError', () => {
  it("shows an Error's own message", () => {
    expect(describeSendError(new Error('duplicate key'))).toBe('duplicate key');
  });

  it('works for Error subclasses', () => {
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back when the Error has an empty message', () => {
    expect(describeSendError(new Error(''))).toBe(
      'There was an error sending your message. Please try again.',
    );
  });

  it.each([['a string'], [{ message: 'looks like an error' }], [null], [undefined], [42]])(
    'says the error is unknown for a non-Error (%j)',
    (value) => {
      expect(describeSendError(value)).toBe('An unknown error occurred');
    },
  );
});
