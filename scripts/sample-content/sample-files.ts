// The owner-specific files the sample site ships under public/ (portrait, project images,
// testimonial avatars, certificate PDFs and their previews, share image, manifest), known by the
// SHA-256 of their bytes. A file whose bytes match one is still the sample's, wherever it now lives
// (a project image copied to a new name still shows the sample's title): `npm run check:content`
// reports it, and the build draws its own version over it (scripts/site-assets), never over a file
// the owner supplied.
//
// Recorded from the sample by `tsx scripts/sample-content/record-sample-files.ts`; re-run it only
// when the sample's own files change upstream, never in a fork.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sampleFileHashes } from './sample-files.generated.ts';

/** Public paths (relative to public/) of the owner-specific sample files, for the recorder. */
export const sampleFileGlobs = [
  'images/profile*.webp',
  'images/projects/*',
  'images/testimonials/*',
  'certificates/*.pdf',
  'certificates/previews/*',
  'og-image.png',
  'site.webmanifest',
] as const;

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The sample path (relative to public/) whose bytes these are, or undefined. */
export function sampleFileMatching(bytes: Uint8Array): string | undefined {
  return sampleFileHashes[sha256(bytes)];
}

/**
 * Whether the build may make `file` itself: it does not exist yet, or it is byte for byte a file
 * the sample shipped. Anything else is the owner's and stays.
 */
export function isReplaceableSampleFile(file: string): boolean {
  return !existsSync(file) || sampleFileMatching(readFileSync(file)) !== undefined;
}
