/** The JavaScript chunks a build emitted, with their raw and gzip sizes. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  /** The file name inside the assets folder, for example `index-Buc8-kjP.js`. */
  name: string;
  rawBytes: number;
  /** Gzip at the default level, as Vite reports it and most hosts serve it. */
  gzipBytes: number;
}

/** Every `.js` file under `assetsDir` (recursively), largest gzip size first. */
export async function listChunks(assetsDir: string): Promise<Chunk[]> {
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name));
  const chunks = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      return {
        name: path.slice(assetsDir.length).replace(/^[/\\]+/, ''),
        rawBytes: content.length,
        gzipBytes: gzipSync(content).length,
      };
    }),
  );
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
}
