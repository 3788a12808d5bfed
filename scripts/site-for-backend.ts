/**
 * The site built against a given backend and served from a temporary folder the way a static host
 * serves it, for the benchmarks and the tests that need a backend of their own. Vite reads the
 * backend's address from this process's environment at build time, so the build sets it here.
 * Closing the server also removes the folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalBackend } from '../local-backend/server';
import { buildSite } from './build';
import { startStaticServer, type StaticServer } from './perf/static-server';

export async function serveSiteFor(
  backend: Pick<LocalBackend, 'url' | 'publishableKey'>,
  adminEmail: string,
  name: string,
): Promise<StaticServer> {
  const outDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const removeOutDir = () => rm(outDir, { recursive: true, force: true });
  try {
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = backend.publishableKey;
    process.env.VITE_ADMIN_EMAIL = adminEmail;
    await buildSite({ outDir, logLevel: 'warn' });
    const site = await startStaticServer({ root: outDir });
    return {
      ...site,
      close: async () => {
        await site.close();
        await removeOutDir();
      },
    };
  } catch (error) {
    await removeOutDir();
    throw error;
  }
}
