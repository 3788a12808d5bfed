// The one place that writes into public/. Content paths are site URLs ('/images/x.webp'); this
// maps them to files, refuses anything that would escape public/, and reports each write so the
// owner sees exactly what a run touched. What it writes is made from other files (a narrower copy
// of an image) and follows them, so it is rewritten whenever its bytes change.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Writes `data` at `sitePath` under public/ (`root` in tests), and says so. True when it wrote;
 * false when the file already holds these bytes.
 */
export async function writePublic(
  sitePath: string,
  data: Uint8Array | string,
  root = publicDir,
): Promise<boolean> {
  const file = publicFile(sitePath, root);
  const shown = relative(dirname(root), file);
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (existsSync(file) && Buffer.compare(readFileSync(file), bytes) === 0) {
    console.log(`  unchanged ${shown}`);
    return false;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  console.log(`  wrote ${shown} (${formatSize(bytes.byteLength)})`);
  return true;
}
