// <link rel="preload"> tags for the fonts the first view paints with, so the browser fetches them
// alongside the CSS instead of after it. Only the Latin subsets: the others (Cyrillic, Greek,
// Vietnamese, Latin Extended) load by unicode-range only if a page uses those characters.
import { escapeHtml } from './escape.ts';

/** The part of a Vite manifest this module reads. */
export type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

/**
 * Emitted files to preload, in this order: body text first, then headings. A hashed name looks
 * like 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2'.
 */
const preloadedFonts = [
  /(?:^|\/)inter-latin-wght-normal(?:-[\w-]+)?\.woff2$/,
  /(?:^|\/)space-grotesk-latin-wght-normal(?:-[\w-]+)?\.woff2$/,
];

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
 * ['assets/inter-latin-wght-normal-Dx4kXJAl.woff2', 'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2'].
 */
export function fontPreloadFiles(emitted: ViteManifest | readonly string[]): string[] {
  const files = [...new Set(emittedFiles(emitted).map((file) => file.replace(/^\/+/, '')))];
  return preloadedFonts.flatMap((pattern) => files.filter((file) => pattern.test(file)).sort());
}

/**
 * One `<link rel="preload" as="font" type="font/woff2" crossorigin href="...">` per Latin font
 * file, joined by newlines; '' when there is none. `emitted` is the build's Vite manifest
 * (`dist/.vite/manifest.json`) or the list of emitted file names relative to `dist/`
 * ('assets/x.woff2'); `base` is Vite's `base` ('/' by default).
 */
export function fontPreloadTags(emitted: ViteManifest | readonly string[], base = '/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return fontPreloadFiles(emitted)
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(`${prefix}${file}`)}">`,
    )
    .join('\n');
}
