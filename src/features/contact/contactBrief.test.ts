import { describe, expect, it, vi } from 'vitest';
import {
  isEmptyBrief,
  onQuoteRequest,
  requestQuote,
  sameBrief,
  withBriefValue,
} from './contactBrief';
import { readBrief } from '../../shared/brief';

describe('the contact form’s brief', () => {
  it('is empty when nothing is chosen', () => {
    expect(isEmptyBrief({})).toBe(true);
    expect(isEmptyBrief({ service: undefined })).toBe(true);
    expect(isEmptyBrief({ timeline: 'flexible' })).toBe(false);
  });

  it('compares field by field, an unchosen field equal to a missing one', () => {
    expect(sameBrief({ service: 'website' }, { service: 'website', budget: undefined })).toBe(true);
    expect(sameBrief({ service: 'website' }, { service: 'chatbot' })).toBe(false);
    expect(sameBrief({ service: 'website' }, {})).toBe(false);
  });

  it('sets a value, and unsets it with undefined, leaving the brief given untouched', () => {
    const brief = { service: 'website' } as const;
    expect(withBriefValue(brief, 'budget', '1k_5k')).toStrictEqual({
      service: 'website',
      budget: '1k_5k',
    });
    expect(withBriefValue(brief, 'service', undefined)).toStrictEqual({});
    expect(brief).toStrictEqual({ service: 'website' });
  });

  it.each([
    [
      { service: 'chatbot', budget: 'under_1k', timeline: 'asap' },
      { service: 'chatbot', budget: 'under_1k', timeline: 'asap' },
    ],
    [{ service: 'spaceship', budget: '1k_5k' }, { budget: '1k_5k' }],
    [{ service: 'Website', timeline: 3, extra: 'x' }, {}],
    [null, {}],
    ['website', {}],
    [['website'], {}],
  ])('reads %j as %j, keeping only the values the form offers', (stored, brief) => {
    expect(readBrief(stored)).toStrictEqual(brief);
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
