// The files of public/ that no content uses any more: a removed project's images, a removed
// testimonial's photo, a removed certificate's PDF, a logo the tech stack no longer lists. The
// build still copies each into the site, where anyone can download it (a sample one still shows
// the sample owner).
import { certificatePreviewPath } from '../../src/content/certifications.ts';
import { responsiveWidths, variantPath } from '../../src/lib/imageSizes.ts';
import { textsWithPaths } from './content-text.ts';

/** The folders of public/ that hold files for the content's entries, and nothing else. */
export const CONTENT_FOLDERS = [
  'images/projects/',
  'images/testimonials/',
  'images/tech/',
  'certificates/',
] as const;

const WIDTHS = [...new Set(Object.values(responsiveWidths).flat())];

/**
 * Every file of public/ (relative to it) that the content of some language points at: the file
 * itself, its narrower copies, and for a certificate the preview an owner may put in place of the
 * one the build makes.
 */
export function usedPublicFiles(contents: Readonly<Record<string, unknown>>): Set<string> {
  const used = new Set<string>();
  for (const content of Object.values(contents)) {
    for (const { text } of textsWithPaths(content)) {
      if (!/^\/[^/]/.test(text)) continue;
      const path = text.split(/[?#]/)[0]!;
      for (const file of [path, ...WIDTHS.map((width) => variantPath(path, width))]) {
        used.add(file.slice(1));
      }
    }
    const { certifications } = content as { certifications?: readonly { id: string }[] };
    for (const certificate of certifications ?? []) {
      used.add(certificatePreviewPath(certificate).slice(1));
    }
  }
  return used;
}

/** Whether the file of public/ at `path` is one for the content that no content uses. */
export function isUnused(path: string, used: ReadonlySet<string>): boolean {
  return CONTENT_FOLDERS.some((folder) => path.startsWith(folder)) && !used.has(path);
}
