import { headingFonts } from '../content/locales/fonts.ts';
import {
  HEADING_SPACING_FAMILY,
  headingsExtendLatin,
  headingsInOtherScript,
  PAGE_HEADING_FAMILY,
  pageHeadingStyleTag,
  unicodeRangeOf,
  WORDMARK_FONT_FAMILY,
  wordmarkCharacters,
  wordmarkStyleTag,
} from './pageFonts.ts';
import { WORDMARK_ATTRIBUTE } from '../lib/wordmark.ts';

describe('a page’s own heading faces', () => {
  it('are for the languages whose font.ts names a heading font: another script, or more Latin', () => {
    for (const [code, font] of Object.entries(headingFonts)) {
      const latin = font.family === 'Space Grotesk Variable';
      expect(headingsInOtherScript(code), code).toBe(!latin);
      expect(headingsExtendLatin(code), code).toBe(latin);
    }
    expect(headingsInOtherScript('no-such-language')).toBe(false);
    expect(headingsExtendLatin('no-such-language')).toBe(false);
  });

  it('holds the names’ Latin letters, the space and the full stop, once each', () => {
    expect(wordmarkCharacters(['Karim Benali'])).toBe(' .BKaeilmnr');
    expect(wordmarkCharacters(['Ada', 'Adam'])).toBe(' .Aadm');
    // Letters the Latin file has, Latin-1 included; none of another script.
    expect(wordmarkCharacters(['José Núñez'])).toBe(' .JNeoszéñú');
    expect(wordmarkCharacters(['كريم'])).toBe(' .');
  });

  it('claims exactly the characters a file holds, runs joined', () => {
    expect(unicodeRangeOf(' .Ké')).toBe('U+20, U+2E, U+4B, U+E9');
    expect(unicodeRangeOf('CAB .BA')).toBe('U+20, U+2E, U+41-43');
    expect(unicodeRangeOf('')).toBe('');
  });

  it('puts a page’s one Latin face first in the headings’ stack', () => {
    expect(pageHeadingStyleTag('/assets/space-grotesk-fr-Ab12Cd34.woff2', 'ABé', ['serif'])).toBe(
      `<style>@font-face{font-family:'${PAGE_HEADING_FAMILY}';font-style:normal;font-display:swap;` +
        `font-weight:300 700;src:url(/assets/space-grotesk-fr-Ab12Cd34.woff2) format('woff2-variations');` +
        `unicode-range:U+41-42, U+E9}:is(h1,h2,h3,h4,h5,h6,.font-display){font-family:'${PAGE_HEADING_FAMILY}',serif}</style>`,
    );
  });

  it('is declared twice by one <style>: for the wordmark, and for the headings’ spaces and stops', () => {
    const tag = wordmarkStyleTag('/assets/space-grotesk-wordmark-Ab_1-2.woff2', ' .K', [
      "'Space Grotesk Variable'",
      'sans-serif',
    ]);
    const face = (family: string, range: string) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:300 700;` +
      `src:url(/assets/space-grotesk-wordmark-Ab_1-2.woff2) format('woff2-variations');unicode-range:${range}}`;
    expect(tag).toBe(
      `<style>${face(WORDMARK_FONT_FAMILY, 'U+20, U+2E, U+4B')}${face(HEADING_SPACING_FAMILY, 'U+20, U+2E')}` +
        `:is(h1,h2,h3,h4,h5,h6,.font-display){font-family:'${HEADING_SPACING_FAMILY}','Space Grotesk Variable',sans-serif}` +
        `[${WORDMARK_ATTRIBUTE}]{font-family:'${WORDMARK_FONT_FAMILY}','Space Grotesk Variable',sans-serif}</style>`,
    );
  });

  it('refuses a URL a <style> could not hold as it is', () => {
    for (const href of ['/a b.woff2', "/a'.woff2", '/a).woff2', '/a</style>.woff2']) {
      expect(() => wordmarkStyleTag(href, ' .', ['serif']), href).toThrow(/plain font URL/);
    }
  });
});
