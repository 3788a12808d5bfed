// The heading files a language's page fetches before its first paint, made for it by the build
// (scripts/page-fonts.ts) from Space Grotesk's Latin file, so that its first view needs one Latin
// heading file at most (decision 039). The stylesheet declares the shared ones by `unicode-range`;
// this module writes the <style> that declares a page's own, and says which pages get one:
//
// - A page whose headings are in another script (its font.ts names another family: Arabic) has
//   little Latin in its first view: the owner's name in the header (the wordmark), and the spaces
//   and full stops between the other script's words. Its file holds just those characters, in two
//   faces: one for the wordmark, with the `unicode-range` of all it holds, and one first in the
//   headings' stack with the space and the full stop only (a Latin word in a heading stays whole
//   in the Basic Latin subset, kerning and all; only a space or a stop beside it comes from here).
//   The Basic Latin subset loads once a heading with Latin letters nears.
// - A page whose headings add letters to Latin (its font.ts names Space Grotesk: French accents)
//   would fetch the Basic Latin subset and its own subset. Its file holds both sets, in one face
//   first in the headings' stack.
//
// fontPreloads.ts preloads the page's file in place of the shared ones. The glyphs are Space
// Grotesk's own.
import { headingFonts } from '../content/locales/fonts.ts';
import { WORDMARK_ATTRIBUTE } from '../lib/wordmark.ts';

/** The family of the wordmark's own face. */
export const WORDMARK_FONT_FAMILY = 'Space Grotesk Wordmark';

/** The family of the same file for the headings: its space and full stop. */
export const HEADING_SPACING_FAMILY = 'Space Grotesk Spacing';

/** The family of a page's own heading face, where its headings add letters to Latin. */
export const PAGE_HEADING_FAMILY = 'Space Grotesk Page';

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

/** True when a language's headings add letters to Latin: its page gets one face for both. */
export function headingsExtendLatin(code: string): boolean {
  return headingFonts[code]?.family === LATIN_HEADING_FAMILY;
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

/** `unicode-range` for exactly these characters, runs joined: ' .ABC' -> 'U+20, U+2E, U+41-43'. */
export function unicodeRangeOf(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort(
    (a, b) => a - b,
  );
  const hex = (point: number) => point.toString(16).toUpperCase();
  const runs: string[] = [];
  for (let start = 0; start < points.length;) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    runs.push(
      end === start ? `U+${hex(points[start]!)}` : `U+${hex(points[start]!)}-${hex(points[end]!)}`,
    );
    start = end + 1;
  }
  return runs.join(', ');
}

/** A <style> is raw text: nothing in it is unescaped, so a URL in it may hold only plain characters. */
function plainUrl(href: string): string {
  if (!/^[\w/.-]+$/.test(href)) throw new Error(`not a plain font URL: ${href}`);
  return href;
}

/** One face of a page's file; weights and display as the heading subsets in index.css. */
function fontFace(family: string, href: string, characters: string): string {
  return (
    `@font-face{font-family:'${family}';font-style:normal;font-display:swap;` +
    `font-weight:300 700;src:url(${plainUrl(href)}) format('woff2-variations');` +
    `unicode-range:${unicodeRangeOf(characters)}}`
  );
}

/** What the headings' rule selects: the elements the stylesheet gives `font-display`. */
const HEADINGS = ':is(h1,h2,h3,h4,h5,h6,.font-display)';

/**
 * The <style> of a page whose headings are in another script: the two faces of the wordmark's file
 * (`href` is its URL, `characters` what it holds: wordmarkCharacters), each first in the font
 * stack of what it sets; `headingStack` is the headings' stack (tailwind.config.ts). Outside any
 * cascade layer, it wins over the stylesheet's `font-display`.
 */
export function wordmarkStyleTag(
  href: string,
  characters: string,
  headingStack: readonly string[],
): string {
  const stack = headingStack.join(',');
  return (
    `<style>${fontFace(WORDMARK_FONT_FAMILY, href, characters)}` +
    `${fontFace(HEADING_SPACING_FAMILY, href, ' .')}` +
    `${HEADINGS}{font-family:'${HEADING_SPACING_FAMILY}',${stack}}` +
    `[${WORDMARK_ATTRIBUTE}]{font-family:'${WORDMARK_FONT_FAMILY}',${stack}}</style>`
  );
}

/**
 * The <style> of a page whose headings add letters to Latin: its one face (`href`, holding
 * `characters`), first in the headings' stack.
 */
export function pageHeadingStyleTag(
  href: string,
  characters: string,
  headingStack: readonly string[],
): string {
  return (
    `<style>${fontFace(PAGE_HEADING_FAMILY, href, characters)}` +
    `${HEADINGS}{font-family:'${PAGE_HEADING_FAMILY}',${headingStack.join(',')}}</style>`
  );
}
