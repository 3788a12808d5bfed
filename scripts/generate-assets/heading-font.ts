// The headings' font, cut down to what a Latin heading needs. Space Grotesk's Latin file from
// @fontsource carries ~220 glyphs (22 KB); headings almost only use Basic Latin and a few
// typographic marks, so this subset (~14 KB) is what the page preloads. index.css declares it
// after the full files with a matching unicode-range, so any other character still renders in
// Space Grotesk from the full Latin file, fetched only when a page uses one.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { headingFonts } from '../../src/content/locales/fonts.ts';
import { repoRoot } from './output';

/** Space Grotesk's Latin file from @fontsource, which the heading subsets are cut from. */
export const latinHeadingSource = resolve(
  repoRoot,
  'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
);
export const headingFontFile = resolve(repoRoot, 'src/styles/fonts/space-grotesk-basic.woff2');

/** Keep in step with the unicode-range of the subset's @font-face in src/styles/index.css. */
export const headingFontCharacters =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';

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
  await writeSubset(latinHeadingSource, headingFontCharacters, headingFontFile);
}

/** The characters a CSS unicode-range names: 'U+0621-0623, U+060C' -> 'ءآأ،'. */
export function rangeCharacters(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim()))
    .flatMap((match) => {
      if (!match) throw new Error(`not a unicode-range part: ${unicodeRange}`);
      const from = parseInt(match[1]!, 16);
      const to = parseInt(match[2] ?? match[1]!, 16);
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join('');
}

/**
 * The heading subset of every language that declares one (its folder's font.ts: French accents,
 * the Arabic script), cut from its package's file to its unicode-range and weights. For Arabic,
 * the shaping rules (initial, medial, final forms and ligatures) of the letters stay in the subset.
 */
export async function generateLanguageHeadingFonts(): Promise<void> {
  for (const font of new Map(Object.values(headingFonts).map((f) => [f.file, f])).values()) {
    const [min, max] = font.weights;
    await writeSubset(
      resolve(repoRoot, 'node_modules', font.source.package, font.source.file),
      rangeCharacters(font.unicodeRange),
      resolve(repoRoot, 'src/styles/fonts', font.file),
      { variationAxes: { wght: { min, max } } },
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await generateHeadingFont();
  await generateLanguageHeadingFonts();
}
