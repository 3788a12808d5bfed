// The sample owner in a folder of files (public/, a built site): a file that is byte for byte one
// the sample shipped, wherever it now lives; the sample's values in a text file, in a PDF's text or
// metadata, or in an image's metadata (EXIF, XMP, IPTC, PNG comments).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { sampleFileMatching } from '../sample-content/sample-files.ts';
import type { SampleValue } from '../sample-content/sample-owner.ts';
import type { Finding } from './findings.ts';
import { sampleValuesIn } from './sample-text.ts';

const TEXT_EXTENSIONS = new Set([
  '',
  '.html',
  '.htm',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.md',
  '.csv',
  '.map',
]);
const IMAGE_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.tif',
  '.tiff',
]);

/** Every file under `dir`, as paths relative to it with '/' separators. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .map((file) => relative(dir, file).split('\\').join('/'))
    .sort();
}

/** What a sample file is, from its path under the sample's public/, and why it must go. */
export function describeSampleFile(samplePath: string): string {
  if (samplePath.startsWith('images/profile')) return "the sample owner's portrait";
  if (samplePath.startsWith('images/projects/')) {
    return "a sample project's image (it shows the sample project's title)";
  }
  if (samplePath.startsWith('images/testimonials/')) return "a sample client's photo";
  if (samplePath.startsWith('certificates/previews/')) {
    return "a sample certificate's preview (it names the sample owner)";
  }
  if (samplePath.startsWith('certificates/')) {
    return 'a sample certificate (it names the sample owner)';
  }
  if (samplePath === 'og-image.png') return "the sample's share image (the sample owner's name)";
  if (samplePath === 'site.webmanifest')
    return "the sample's web manifest (the sample owner's name)";
  return 'a sample file';
}

/**
 * '"Karim Benali" (the sample owner's name), "Atlas Commerce" (a sample project)'; a long list
 * as the values alone, the first few of them: '"Karim Benali", "Karim", ... and 25 more'.
 */
export function listValues(values: readonly SampleValue[]): string {
  if (values.length <= 3) {
    return values.map((value) => `"${value.text}" (${value.what})`).join(', ');
  }
  const shown = values.slice(0, 6).map((value) => `"${value.text}"`);
  const more = values.length - shown.length;
  return `${values.length} sample values: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** A PDF's words: the text of each page, and its Title, Author, Subject and Keywords. */
export function pdfTexts(bytes: Uint8Array): { text: string; metadata: Record<string, string> } {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pages: string[] = [];
    for (let index = 0; index < doc.countPages(); index += 1) {
      const page = doc.loadPage(index);
      pages.push(page.toStructuredText('preserve-whitespace').asText());
      page.destroy();
    }
    const metadata: Record<string, string> = {};
    for (const key of ['Title', 'Author', 'Subject', 'Keywords', 'Creator']) {
      const value = doc.getMetaData(`info:${key}`);
      if (value) metadata[key] = value;
    }
    return { text: pages.join('\n'), metadata };
  } finally {
    doc.destroy();
  }
}

/** The text an image's metadata holds (EXIF, XMP, IPTC, PNG comments), '' when none. */
export async function imageMetadataText(bytes: Uint8Array): Promise<string> {
  const metadata = await sharp(bytes).metadata();
  return [
    metadata.exif?.toString('latin1'),
    metadata.exif?.toString('utf16le'),
    metadata.xmp?.toString('utf8'),
    metadata.iptc?.toString('latin1'),
    ...(metadata.comments ?? []).map((comment) => `${comment.keyword} ${comment.text}`),
  ]
    .filter(Boolean)
    .join('\n');
}

export interface FolderCheck {
  /** The folder. */
  dir: string;
  /** How a finding names the folder: 'public', 'dist'. */
  label: string;
  /** What to do about sample text in a file of this folder, by its path (relative to `dir`). */
  textFix: (path: string) => string;
  /** What to do about a sample file found at `path`; `unused`: no content uses it. */
  fileFix: (path: string, unused: boolean) => string;
  /** Whether no content uses the file at `path` (public/ only): the build still ships it. */
  unused?: (path: string) => boolean;
  /** Files to leave out (e.g. a built copy of a public/ file, reported there). */
  skip?: (path: string, bytes: Buffer) => boolean;
  /** Sample values that are the owner's own (see ownValues). */
  ignored?: ReadonlySet<string>;
}

/** Everything in `check.dir` that is still the sample owner's. */
export async function checkFolder(check: FolderCheck): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of filesUnder(check.dir)) {
    const bytes = readFileSync(join(check.dir, path));
    if (check.skip?.(path, bytes)) continue;
    const where = `${check.label}/${path}`;
    const sample = sampleFileMatching(bytes);
    const unused = check.unused?.(path) ?? false;
    if (sample) {
      const named = sample === path ? '' : `: the sample's ${sample} under another name`;
      findings.push({
        kind: 'sample-file',
        where,
        problem: `is ${describeSampleFile(sample)}${named}${unused ? ', and no content uses it' : ''}`,
        fix: check.fileFix(path, unused),
      });
      continue;
    }
    if (unused) {
      findings.push({
        kind: 'unused-file',
        where,
        problem:
          'no project, testimonial, certificate or tech logo of src/content points at it, ' +
          'yet the build copies it into the site',
        fix:
          'delete it (and its narrower copies), or point the content at it: a removed entry ' +
          'leaves its files behind.',
      });
    }
    const texts = await textsOf(path, bytes);
    for (const { place, text } of texts) {
      const values = sampleValuesIn(text, check.ignored);
      if (values.length === 0) continue;
      findings.push({
        kind: 'sample-text',
        where: place ? `${where} (${place})` : where,
        problem: listValues(values),
        fix: check.textFix(path),
      });
    }
  }
  return findings;
}

/** The texts of a file to search, each with where in the file it is ('' for the file itself). */
async function textsOf(path: string, bytes: Buffer): Promise<{ place: string; text: string }[]> {
  const extension = extname(path).toLowerCase();
  if (TEXT_EXTENSIONS.has(extension)) return [{ place: '', text: bytes.toString('utf8') }];
  if (extension === '.pdf') {
    try {
      const { text, metadata } = pdfTexts(bytes);
      return [
        { place: 'PDF text', text },
        ...Object.entries(metadata).map(([key, value]) => ({
          place: `PDF metadata ${key}`,
          text: value,
        })),
      ];
    } catch {
      return [{ place: 'PDF, unreadable: its raw bytes', text: bytes.toString('latin1') }];
    }
  }
  if (IMAGE_EXTENSIONS.has(extension)) {
    try {
      return [{ place: 'image metadata', text: await imageMetadataText(bytes) }];
    } catch {
      return [];
    }
  }
  return [];
}
