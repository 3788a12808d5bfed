/**
 * The security headers' one build-time value: the Supabase origin in the Content-Security-Policy's
 * `connect-src`. public/_headers names it with a placeholder, and the build writes the configured
 * origin into dist/_headers (docs/decisions/008-security-headers.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_SUPABASE_URL } from '../src/lib/localSupabase.ts';

export const SUPABASE_ORIGIN_PLACEHOLDER = '__SUPABASE_ORIGIN__';

/** The origin (scheme, host, port) of the configured Supabase URL, the local backend's by default. */
export function supabaseOrigin(url: string | undefined): string {
  const value = url?.trim() || LOCAL_SUPABASE_URL;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${value}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${value}".`);
  }
  return parsed.origin;
}

/** `_headers` text with every placeholder replaced by the origin. */
export function fillSupabaseOrigin(text: string, origin: string): string {
  return text.split(SUPABASE_ORIGIN_PLACEHOLDER).join(origin);
}

/** Rewrites `<outDir>/_headers` (copied from public/ by Vite) for the origin, if it exists. */
export function writeHeadersFile(outDir: string, origin: string): void {
  const file = join(outDir, '_headers');
  if (!existsSync(file)) return;
  writeFileSync(file, fillSupabaseOrigin(readFileSync(file, 'utf8'), origin));
}
