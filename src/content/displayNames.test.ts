// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameOf } from './displayNames.ts';

const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

describe('nameOf', () => {
  it('names a code Intl knows', () => {
    expect(nameOf(languages, 'fr')).toBe('French');
    expect(nameOf(languages, 'en-419')).toBe('English (Latin America)');
    expect(nameOf(regions, 'PT')).toBe('Portugal');
  });

  it('gives back, as it is, a code Intl refuses instead of throwing', () => {
    for (const code of ['en-12', 'en-a1', 'en-a', 'x', 'en_US', '123', 'x'.repeat(5000)]) {
      expect(() => languages.of(code)).toThrow(RangeError);
      expect(nameOf(languages, code)).toBe(code);
    }
    for (const code of ['12', 'a', 'XX1']) {
      expect(() => regions.of(code)).toThrow(RangeError);
      expect(nameOf(regions, code)).toBe(code);
    }
  });

  it('leaves out of a code it cannot name the characters that would reorder the text', () => {
    expect(() => regions.of('M\u202eA')).toThrow(RangeError);
    expect(nameOf(regions, 'M\u202eA')).toBe('MA');
    expect(nameOf(languages, '\u2066\u202een-12')).toBe('en-12');
  });

  it('names an empty code as nothing, whatever Intl makes of it', () => {
    // One ICU names '' as the root locale ('root'), a newer one refuses it: neither is a name.
    expect(nameOf(languages, '')).toBe('');
    expect(nameOf(languages, ' ')).toBe(' ');
  });
});
