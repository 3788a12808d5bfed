// <link rel="preload"> tags for the fonts the first view paints headings with, so the browser
// fetches them alongside the CSS instead of after it: the small Basic Latin subset of Space
// Grotesk on every page, and on a page whose headings need more (French accents, the Arabic
// script) that language's heading subset (its folder's font.ts; src/styles/fonts, made by the
// asset script). Where the build made a page a heading file of its own (pageFonts.ts), that file
// takes the place of the Latin ones. Body text uses the system font, and the full @fontsource
// files load by unicode-range only if a page uses other characters.
import { headingFonts } from '../content/locales/fonts.ts';
import type { LocaleInfo } from '../content/types.ts';
import { escapeHtml } from '../shared/html.ts';
import { headingsExtendLatin, headingsInOtherScript } from './pageFonts.ts';

/** The part of a Vite manifest this module reads. */
export type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

/** Emitted files to preload. A hashed name looks like 'assets/space-grotesk-basic-C4f1a2b3.woff2'. */
const preloadedFonts = [/(?:^|\/)space-grotesk-basic(?:-[\w-]+)?\.woff2$/];

/** The wordmark's file, which the build writes (scripts/page-fonts.ts). */
const wordmarkFont = /(?:^|\/)space-grotesk-wordmark-[\w-]+\.woff2$/;

/** A language's own heading file, which the build writes: 'assets/space-grotesk-fr-Ab12Cd34.woff2'. */
const pageFont = (code: string) =>
  new RegExp(`(?:^|/)space-grotesk-${code.replace(/[^\w-]/g, '')}-[\\w-]{8}\\.woff2$`);

/** A file's preload pattern: its name, or the name with the hash Vite adds. */
function emittedAs(file: string): RegExp {
  const stem = file.replace(/\.woff2$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|/)${stem}(?:-[\\w-]+)?\\.woff2$`);
}

/**
 * The heading subsets a language needs beyond Basic Latin (French accents, the Arabic script), by
 * language code: the font.ts of its folder.
 */
const scriptFonts: Record<string, RegExp> = Object.fromEntries(
  Object.entries(headingFonts).map(([code, font]) => [code, emittedAs(font.file)]),
);

/** Every emitted file of a build, from its Vite manifest or from a plain list of file names. */
function emittedFiles(emitted: ViteManifest | readonly string[]): string[] {
  if (Array.isArray(emitted)) return [...(emitted as readonly string[])];
  return Object.values(emitted as ViteManifest).flatMap((chunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ]);
}

/**
 * The font files to preload, as paths relative to the output folder (as in the manifest), e.g.
 * ['assets/space-grotesk-basic-C4f1a2b3.woff2'].
 */
export function fontPreloadFiles(
  emitted: ViteManifest | readonly string[],
  locale?: Pick<LocaleInfo, 'code'>,
): string[] {
  const files = [...new Set(emittedFiles(emitted).map((file) => file.replace(/^\/+/, '')))];
  const find = (pattern: RegExp) => files.filter((file) => pattern.test(file)).sort();
  if (locale && headingsExtendLatin(locale.code)) {
    // One file with the Basic Latin subset's characters and the language's own, when there is one.
    const own = find(pageFont(locale.code));
    if (own.length > 0) return own;
  }
  const scriptFont = locale && scriptFonts[locale.code];
  const latin = locale && headingsInOtherScript(locale.code) ? [wordmarkFont] : preloadedFonts;
  const patterns = scriptFont ? [...latin, scriptFont] : latin;
  return patterns.flatMap(find);
}

/**
 * One `<link rel="preload" as="font" type="font/woff2" crossorigin href="...">` per preloaded font
 * file, joined by newlines; '' when there is none. `emitted` is the build's Vite manifest
 * (`dist/.vite/manifest.json`) or the list of emitted file names relative to `dist/`
 * ('assets/x.woff2'); `locale` is the page's language; `base` is Vite's `base` ('/' by default).
 */
export function fontPreloadTags(
  emitted: ViteManifest | readonly string[],
  locale?: Pick<LocaleInfo, 'code'>,
  base = '/',
): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return fontPreloadFiles(emitted, locale)
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(`${prefix}${file}`)}">`,
    )
    .join('\n');
}
