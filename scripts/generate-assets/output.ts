// The one place that writes into public/. Content paths are site URLs ('/images/x.webp'); this
// maps them to files, refuses anything that would escape public/, and reports each write so the
// owner sees exactly what a run touched.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Found from this file rather than the cwd, so the script works from any directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const publicDir = resolve(repoRoot, 'public');

/** The file under public/ that the site serves at `sitePath`. */
export function publicFile(sitePath: string): string {
  const file = resolve(publicDir, `.${sitePath.startsWith('/') ? '' : '/'}${sitePath}`);
  if (!file.startsWith(publicDir + sep)) {
    throw new Error(`Refusing to write outside public/: ${sitePath}`);
  }
  return file;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export async function writePublic(sitePath: string, data: Uint8Array | string): Promise<void> {
  const file = publicFile(sitePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  console.log(`  wrote ${relative(repoRoot, file)} (${formatSize(bytes)})`);
}
