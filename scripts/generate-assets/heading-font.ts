// The headings' font, cut down to what a Latin heading needs. Space Grotesk's Latin file from
// @fontsource carries ~220 glyphs (22 KB); headings almost only use Basic Latin and a few
// typographic marks, so this subset (~14 KB) is what the page preloads. index.css declares it
// after the full files with a matching unicode-range, so any other character still renders in
// Space Grotesk from the full Latin file, fetched only when a page uses one.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { repoRoot } from './output';

const source = resolve(
  repoRoot,
  'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
);
export const headingFontFile = resolve(repoRoot, 'src/styles/fonts/space-grotesk-basic.woff2');

/** Keep in step with the unicode-range of the subset's @font-face in src/styles/index.css. */
export const headingFontCharacters =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';

// French headings ('JE CRÉE DES EXPÉRIENCES...') need the accented letters too: a second small
// subset (the Latin-1 letters, Œ/œ and French quotes and spaces), preloaded by /fr/ only, so
// neither the English page nor the French one waits for the full Latin file.
export const accentsFontFile = resolve(repoRoot, 'src/styles/fonts/space-grotesk-accents.woff2');

/** Keep in step with the unicode-range of the accents' @font-face in src/styles/index.css. */
export const accentsFontCharacters =
  Array.from({ length: 0xff - 0xc0 + 1 }, (_, i) => String.fromCharCode(0xc0 + i)).join('') +
  '\u00ab\u00bb\u0152\u0153\u202f';

async function writeSubset(
  from: string,
  characters: string,
  file: string,
  options: Parameters<typeof subsetFont>[2] = {},
): Promise<void> {
  const subset = await subsetFont(await readFile(from), characters, {
    targetFormat: 'woff2',
    ...options,
  });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, subset);
  console.log(`  wrote ${relative(repoRoot, file)} (${(subset.length / 1024).toFixed(1)} KB)`);
}

export async function generateHeadingFont(): Promise<void> {
  await writeSubset(source, headingFontCharacters, headingFontFile);
  await writeSubset(source, accentsFontCharacters, accentsFontFile);
}

// The Arabic headings of /ar/: Noto Kufi Arabic, a geometric Kufi that sits well beside Space
// Grotesk. The package's Arabic file is 124 KB; the letters, marks and punctuation of Modern
// Standard Arabic, at the weights headings use (500-700), come to about 12 KB. The shaping rules
// (initial, medial, final forms and ligatures) of those letters stay in the subset.
const arabicSource = resolve(
  repoRoot,
  'node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
);
export const arabicHeadingFontFile = resolve(
  repoRoot,
  'src/styles/fonts/noto-kufi-arabic-headings.woff2',
);

/** Keep in step with the unicode-range of the Arabic @font-face in src/styles/index.css. */
export const arabicHeadingFontCharacters =
  Array.from({ length: 0x0652 - 0x0621 + 1 }, (_, i) => String.fromCharCode(0x0621 + i)).join('') +
  '\u060c\u061b\u061f\u066a\u066b\u066c\u200c\u200d';

export async function generateArabicHeadingFont(): Promise<void> {
  await writeSubset(arabicSource, arabicHeadingFontCharacters, arabicHeadingFontFile, {
    variationAxes: { wght: { min: 500, max: 700 } },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await generateHeadingFont();
  await generateArabicHeadingFont();
}
