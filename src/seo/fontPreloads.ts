// <link rel="preload"> tags for the font the first view paints headings with, so the browser
// fetches it alongside the CSS instead of after it: only the small Basic Latin subset of Space
// Grotesk (src/styles/fonts, made by the asset script). Body text uses the system font, and the
// full @fontsource files load by unicode-range only if a page uses other characters.
import { escapeHtml } from './escape.ts';

/** The part of a Vite manifest this module reads. */
export type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

/** Emitted files to preload. A hashed name looks like 'assets/space-grotesk-basic-C4f1a2b3.woff2'. */
const preloadedFonts = [/(?:^|\/)space-grotesk-basic(?:-[\w-]+)?\.woff2$/];

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
export function fontPreloadFiles(emitted: ViteManifest | readonly string[]): string[] {
  const files = [...new Set(emittedFiles(emitted).map((file) => file.replace(/^\/+/, '')))];
  return preloadedFonts.flatMap((pattern) => files.filter((file) => pattern.test(file)).sort());
}

/**
 * One `<link rel="preload" as="font" type="font/woff2" crossorigin href="...">` per preloaded font
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
