// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBrief, sameBrief, withBriefValue } from './brief.ts';

describe('the brief', () => {
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
