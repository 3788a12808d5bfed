// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_URL } from '../src/lib/localSupabase';
import {
  fillSupabaseOrigin,
  SUPABASE_ORIGIN_PLACEHOLDER,
  supabaseOrigin,
  writeHeadersFile,
} from './security-headers';

describe('supabaseOrigin', () => {
  it('is the origin of the configured URL, without path or trailing slash', () => {
    expect(supabaseOrigin('https://abcd.supabase.co/')).toBe('https://abcd.supabase.co');
    expect(supabaseOrigin('  http://127.0.0.1:41234/rest/v1 ')).toBe('http://127.0.0.1:41234');
  });

  it("is the local backend's when nothing is configured", () => {
    expect(supabaseOrigin(undefined)).toBe(new URL(LOCAL_SUPABASE_URL).origin);
    expect(supabaseOrigin('')).toBe('http://127.0.0.1:54321');
  });

  it('refuses what is not an http(s) URL (it would end up in the CSP)', () => {
    expect(() => supabaseOrigin('not a url')).toThrow(/VITE_SUPABASE_URL/);
    expect(() => supabaseOrigin('javascript:alert(1)')).toThrow(/VITE_SUPABASE_URL/);
  });
});

describe('the placeholder in public/_headers', () => {
  const template = readFileSync(join(__dirname, '../public/_headers'), 'utf8');

  it('is in the CSP connect-src', () => {
    expect(template).toMatch(
      new RegExp(`Content-Security-Policy: .*connect-src 'self' ${SUPABASE_ORIGIN_PLACEHOLDER};`),
    );
  });

  it('is replaced everywhere by the origin', () => {
    const filled = fillSupabaseOrigin(template, 'https://abcd.supabase.co');
    expect(filled).not.toContain(SUPABASE_ORIGIN_PLACEHOLDER);
    expect(filled).toContain("connect-src 'self' https://abcd.supabase.co;");
  });

  it('is replaced in the built _headers file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dir, '_headers'), template);
      writeHeadersFile(dir, 'http://127.0.0.1:41234');
      const built = readFileSync(join(dir, '_headers'), 'utf8');
      expect(built).not.toContain(SUPABASE_ORIGIN_PLACEHOLDER);
      expect(built).toContain("connect-src 'self' http://127.0.0.1:41234;");
      writeHeadersFile(join(dir, 'missing'), 'http://x'); // no _headers: nothing to do
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
