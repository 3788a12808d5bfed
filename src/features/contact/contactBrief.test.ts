import { describe, expect, it, vi } from 'vitest';
import { isEmptyBrief, onQuoteRequest, requestQuote } from './contactBrief';

describe('the contact form’s brief', () => {
  it('is empty when nothing is chosen', () => {
    expect(isEmptyBrief({})).toBe(true);
    expect(isEmptyBrief({ service: undefined })).toBe(true);
    expect(isEmptyBrief({ timeline: 'flexible' })).toBe(false);
  });
});

describe('requestQuote', () => {
  it('tells every listener until it stops listening', () => {
    const form = vi.fn();
    const other = vi.fn();
    const stop = onQuoteRequest(form);
    const stopOther = onQuoteRequest(other);
    requestQuote();
    expect(form).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);

    stop();
    requestQuote();
    expect(form).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
    stopOther();
  });

  it('does nothing while no form listens', () => {
    expect(() => requestQuote()).not.toThrow();
  });
});
