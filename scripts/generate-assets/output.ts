// The one place that writes into public/. Content paths are site URLs ('/images/x.webp'); this
// maps them to files, refuses anything that would escape public/, and reports each write so the
// owner sees exactly what a run touched.
//
// It never overwrites a file the owner supplied: a sample stand-in (a drawn portrait, project
// image, avatar, certificate) is written only where no file is yet or where the file is still byte
// for byte one the sample shipped (scripts/sample-content); any other file is kept, and the run
// says so. A file made from another file in public/ (a narrower copy of an image) says which
// with `madeFrom`: it follows its source, so it is rewritten every run.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isReplaceableSampleFile } from '../sample-content/sample-files.ts';

/** Found from this file rather than the cwd, so the script works from any directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const publicDir = resolve(repoRoot, 'public');

/** The file under public/ (or `root`) that the site serves at `sitePath`. */
export function publicFile(sitePath: string, root = publicDir): string {
  const file = resolve(root, `.${sitePath.startsWith('/') ? '' : '/'}${sitePath}`);
  if (!file.startsWith(resolve(root) + sep)) {
    throw new Error(`Refusing to write outside public/: ${sitePath}`);
  }
  return file;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export interface WriteOptions {
  /** The site path of the file this one is made from; it is then rewritten whatever it holds. */
  madeFrom?: string;
  /** public/ itself; another folder in tests. */
  root?: string;
}

/**
 * Writes `data` at `sitePath` under public/, and says so. True when it wrote; false when the file
 * already holds these bytes, or is the owner's own and stays.
 */
export async function writePublic(
  sitePath: string,
  data: Uint8Array | string,
  { madeFrom, root = publicDir }: WriteOptions = {},
): Promise<boolean> {
  const file = publicFile(sitePath, root);
  const shown = relative(dirname(root), file);
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (existsSync(file) && Buffer.compare(readFileSync(file), bytes) === 0) {
    console.log(`  unchanged ${shown}`);
    return false;
  }
  if (!madeFrom && !isReplaceableSampleFile(file)) {
    console.log(`  kept ${shown}: your own file`);
    return false;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  console.log(`  wrote ${shown} (${formatSize(bytes.byteLength)})`);
  return true;
}
