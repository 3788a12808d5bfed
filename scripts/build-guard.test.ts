// @vitest-environment node
/**
 * A production build with no backend URL would ship a site that sends every visitor's requests to
 * 127.0.0.1. It stops before building anything, unless the local build is asked for.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite, missingBackendMessage } from './build';

/** The test's own temporary folder, removed whole afterwards (the build is asked for dist/ in it). */
let tempDir: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('the build guard', () => {
  it('refuses a production build with no VITE_SUPABASE_URL, before building anything', async () => {
    // Blank in the shell wins over any .env on this machine: the variable is unset.
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('LOCAL_BACKEND_PORT', '54321');
    tempDir = mkdtempSync(join(tmpdir(), 'build-guard-'));
    const outDir = join(tempDir, 'dist');
    await expect(buildSite({ outDir, logLevel: 'silent' })).rejects.toThrow(
      missingBackendMessage('http://127.0.0.1:54321'),
    );
    expect(existsSync(outDir)).toBe(false);
  });

  it('says what to set and how to build for the local backend on purpose', () => {
    const message = missingBackendMessage('http://127.0.0.1:54321');
    expect(message).toMatch(/VITE_SUPABASE_URL is not set/);
    expect(message).toMatch(/127\.0\.0\.1:54321/);
    expect(message).toMatch(/VITE_SUPABASE_PUBLISHABLE_KEY/);
    expect(message).toMatch(/npm run build -- --local/);
  });
});
