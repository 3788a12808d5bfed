/**
 * A page's own heading file (src/seo/pageFonts.ts says which pages get one, and why): characters
 * cut from Space Grotesk's Latin file, every weight kept, written to the build's assets with a hash
 * of its bytes in its name (so it is cached for good, as Vite's files are).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { wordmarkCharacters } from '../src/seo/pageFonts.ts';
import { latinHeadingSource } from './generate-assets/heading-font.ts';

export interface PageFont {
  /** The file, relative to the output folder: 'assets/space-grotesk-wordmark-Ab12Cd34.woff2'. */
  file: string;
  /** The characters it holds, for its `unicode-range`. */
  characters: string;
}

/** Writes the characters' file into `outDir`/assets as `<stem>-<hash>.woff2`. */
export async function writeHeadingFile(
  outDir: string,
  stem: string,
  characters: string,
): Promise<PageFont> {
  // Every weight the file has, as the Basic Latin subset keeps them (generate-assets/heading-font.ts).
  const subset = await subsetFont(readFileSync(latinHeadingSource), characters, {
    targetFormat: 'woff2',
  });
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
  const file = `assets/${stem}-${hash}.woff2`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, file), subset);
  return { file, characters };
}

/** The wordmark's file: the names' Latin letters, the space and the full stop. */
export function writeWordmarkFont(outDir: string, names: readonly string[]): Promise<PageFont> {
  return writeHeadingFile(outDir, 'space-grotesk-wordmark', wordmarkCharacters(names));
}
