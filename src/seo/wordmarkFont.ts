// The owner's name in the header (the wordmark) is in every page's first view. On a page whose
// headings are in another script (their font.ts names another family: Arabic), it is the only
// Latin heading text there, with the spaces and full stops between the other script's words; for
// those, Space Grotesk's Basic Latin subset (13 KB) was fetched before the first paint. So the build
// cuts the name's letters, the space and the full stop from the same font into a file of its own
// (scripts/wordmark-font.ts), and such a page's <head> declares two faces of it: one for the
// wordmark, with the `unicode-range` of all it holds, and one for the headings, with the space and
// the full stop only, first in their font stack (a Latin word in a heading stays whole in the
// Basic Latin subset, kerning and all; only a space or a stop beside it comes from the small file).
// The page preloads the file instead of the Basic Latin subset (fontPreloads.ts), which loads once
// a heading with Latin letters nears. The glyphs are Space Grotesk's own (decision 039).
import { headingFonts } from '../content/locales/fonts.ts';
import { WORDMARK_ATTRIBUTE } from '../lib/wordmark.ts';

/** The family of the wordmark's own face. */
export const WORDMARK_FONT_FAMILY = 'Space Grotesk Wordmark';

/** The family of the same file for the headings: its space and full stop. */
export const HEADING_SPACING_FAMILY = 'Space Grotesk Spacing';

/** The family of the Latin headings (index.css). */
const LATIN_HEADING_FAMILY = 'Space Grotesk Variable';

/**
 * The characters Space Grotesk's Latin file from @fontsource has (its `unicode-range`): a name's
 * letters outside it are not cut, and not claimed by the face.
 */
const LATIN_FILE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** True when a language's headings are in another script: its page gets the wordmark's face. */
export function headingsInOtherScript(code: string): boolean {
  const font = headingFonts[code];
  return font !== undefined && font.family !== LATIN_HEADING_FAMILY;
}

/**
 * The characters the wordmark's face holds: those of the names that the Latin file has, the space
 * and the full stop (the header puts one after the name; the other script's headings use both),
 * once each, in code point order.
 */
export function wordmarkCharacters(names: readonly string[]): string {
  const codePoints = new Set<number>();
  for (const character of [...names.join(''), ' ', '.']) {
    const point = character.codePointAt(0)!;
    if (LATIN_FILE_RANGES.some(([from, to]) => point >= from && point <= to)) {
      codePoints.add(point);
    }
  }
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}

/** `unicode-range` for exactly these characters: 'U+20, U+2E, U+42'. */
export function unicodeRangeOf(characters: string): string {
  return [...characters]
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
    .join(', ');
}

/**
 * The <style> of a page whose headings are in another script: the two faces of the wordmark's file
 * (`href` is its URL, `characters` what it holds: wordmarkCharacters), each first in the font
 * stack of what it sets; `headingStack` is the headings' stack (tailwind.config.ts). Weights and
 * display as the heading subsets in index.css. Outside any cascade layer, it wins over the
 * stylesheet's `font-display`.
 */
export function wordmarkStyleTag(
  href: string,
  characters: string,
  headingStack: readonly string[],
): string {
  // A <style> is raw text: nothing in it is unescaped, so the URL may hold only plain characters.
  if (!/^[\w/.-]+$/.test(href)) throw new Error(`not a plain font URL: ${href}`);
  const face = (family: string, range: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-display:swap;` +
    `font-weight:300 700;src:url(${href}) format('woff2-variations');unicode-range:${range}}`;
  const stack = headingStack.join(',');
  return (
    `<style>${face(WORDMARK_FONT_FAMILY, unicodeRangeOf(characters))}` +
    `${face(HEADING_SPACING_FAMILY, unicodeRangeOf(' .'))}` +
    `:is(h1,h2,h3,h4,h5,h6,.font-display){font-family:'${HEADING_SPACING_FAMILY}',${stack}}` +
    `[${WORDMARK_ATTRIBUTE}]{font-family:'${WORDMARK_FONT_FAMILY}',${stack}}</style>`
  );
}
