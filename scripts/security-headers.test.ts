// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_URL } from '../src/lib/localSupabase';
import {
  applySupabaseOrigin,
  assertVercelConfig,
  cspDirectives,
  fillSupabaseOrigin,
  securityHeaders,
  SUPABASE_ORIGIN_PLACEHOLDER,
  supabaseOrigin,
  type VercelConfig,
  vercelConfigText,
  vercelHeadersOrigin,
  vercelOrigin,
  vercelSupabaseOrigin,
  withSecurityHeaders,
  writeHeadersFile,
  writeVercelConfig,
} from './security-headers';

const root = join(__dirname, '..');
const template = readFileSync(join(root, 'public/_headers'), 'utf8');
const vercelJson = readFileSync(join(root, 'vercel.json'), 'utf8');
const HOSTED = 'https://abcd.supabase.co';

/** A temporary folder with copies of the two files, removed after `run`. */
async function withCopies(run: (dir: string) => Promise<void> | void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    writeFileSync(join(dir, '_headers'), template);
    writeFileSync(join(dir, 'vercel.json'), vercelJson);
    await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const connectSrc = (config: VercelConfig) => {
  const csp = config.headers
    .find(({ source }) => source === '/(.*)')
    ?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value;
  return cspDirectives(csp ?? '').get('connect-src');
};

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
  it('is in the CSP connect-src', () => {
    expect(template).toMatch(
      new RegExp(`Content-Security-Policy: .*connect-src 'self' ${SUPABASE_ORIGIN_PLACEHOLDER};`),
    );
  });

  it('is replaced everywhere by the origin', () => {
    const filled = fillSupabaseOrigin(template, HOSTED);
    expect(filled).not.toContain(SUPABASE_ORIGIN_PLACEHOLDER);
    expect(filled).toContain(`connect-src 'self' ${HOSTED};`);
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

describe('vercelOrigin', () => {
  it('is the https origin of the configured URL', () => {
    expect(vercelOrigin(' https://abcd.supabase.co/rest/v1/ ')).toBe(HOSTED);
    expect(vercelOrigin('https://api.example.com:8443/')).toBe('https://api.example.com:8443');
  });

  it("refuses no URL: a deploy's headers never fall back to the local backend", () => {
    expect(() => vercelOrigin(undefined)).toThrow(/VITE_SUPABASE_URL is not set/);
    expect(() => vercelOrigin(' ')).toThrow(/VITE_SUPABASE_URL is not set/);
  });

  it('refuses http: and what is not a URL', () => {
    expect(() => vercelOrigin('http://abcd.supabase.co')).toThrow(/https URL for Vercel/);
    expect(() => vercelOrigin('not a url')).toThrow(/http\(s\) URL/);
  });
});

describe('vercelHeadersOrigin', () => {
  const naming = (origin: string) =>
    withSecurityHeaders(JSON.parse(vercelJson) as VercelConfig, securityHeaders(template, origin));

  it('is the configured https origin, whatever vercel.json names', () => {
    expect(vercelHeadersOrigin(`${HOSTED}/`, naming(SUPABASE_ORIGIN_PLACEHOLDER))).toBe(HOSTED);
    expect(() => vercelHeadersOrigin('http://x.supabase.co', naming(HOSTED))).toThrow(/https/);
  });

  it('keeps the origin vercel.json names when none is configured', () => {
    expect(vercelHeadersOrigin(undefined, naming(HOSTED))).toBe(HOSTED);
    const unset = naming(SUPABASE_ORIGIN_PLACEHOLDER);
    expect(vercelHeadersOrigin('', unset)).toBe(SUPABASE_ORIGIN_PLACEHOLDER);
    expect(() => vercelHeadersOrigin(undefined, { headers: [] })).toThrow(/not set/);
  });
});

describe('the security headers of vercel.json', () => {
  it('are the "/*" headers of public/_headers for the origin, in order', () => {
    const headers = securityHeaders(template, HOSTED);
    expect(headers.map(({ key }) => key)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(JSON.stringify(headers)).not.toContain(SUPABASE_ORIGIN_PLACEHOLDER);
    expect(cspDirectives(headers[0]?.value ?? '').get('connect-src')).toEqual(["'self'", HOSTED]);
    expect(() => securityHeaders('/assets/*\n  Cache-Control: no-cache\n', HOSTED)).toThrow(
      /no "\/\*" rule/,
    );
  });

  it('replace those of the "/(.*)" rule only', () => {
    const config = JSON.parse(vercelJson) as VercelConfig;
    const updated = withSecurityHeaders(config, securityHeaders(template, HOSTED));
    expect(connectSrc(updated)).toEqual(["'self'", HOSTED]);
    expect(vercelSupabaseOrigin(updated)).toBe(HOSTED);
    expect({ ...updated, headers: updated.headers.slice(1) }).toEqual({
      ...config,
      headers: config.headers.slice(1),
    });
    expect(() => withSecurityHeaders({ headers: [] }, [])).toThrow(/no "\/\(\.\*\)" rule/);
  });

  it('are in the checked-in vercel.json as `npm run vercel-headers` writes them', async () => {
    const origin = vercelSupabaseOrigin(JSON.parse(vercelJson) as VercelConfig) ?? '';
    expect(await vercelConfigText(vercelJson, template, origin)).toBe(vercelJson);
  });

  it('are written into vercel.json, which then passes the check for that origin only', async () => {
    await withCopies(async (dir) => {
      const file = join(dir, 'vercel.json');
      const headers = join(dir, '_headers');
      await writeVercelConfig(file, HOSTED, headers);
      const written = JSON.parse(readFileSync(file, 'utf8')) as VercelConfig;
      expect(connectSrc(written)).toEqual(["'self'", HOSTED]);
      expect(readFileSync(file, 'utf8')).not.toContain('*.supabase.co');
      expect(() => assertVercelConfig(file, HOSTED, headers)).not.toThrow();
      expect(() => assertVercelConfig(file, 'https://other.supabase.co', headers)).toThrow(
        /names https:\/\/abcd\.supabase\.co.*npm run vercel-headers/,
      );
    });
  });

  it('fail the check for the placeholder, a wildcard or an edited header', async () => {
    const unset = await vercelConfigText(vercelJson, template, SUPABASE_ORIGIN_PLACEHOLDER);
    await withCopies((dir) => {
      const file = join(dir, 'vercel.json');
      const headers = join(dir, '_headers');
      writeFileSync(file, unset);
      expect(() => assertVercelConfig(file, HOSTED, headers)).toThrow(/names __SUPABASE_ORIGIN__/);
      writeFileSync(file, unset.replace(SUPABASE_ORIGIN_PLACEHOLDER, 'https://*.supabase.co'));
      expect(() => assertVercelConfig(file, HOSTED, headers)).toThrow(/names https:\/\/\*\./);
      writeFileSync(
        file,
        unset
          .replace(SUPABASE_ORIGIN_PLACEHOLDER, HOSTED)
          .replace("frame-ancestors 'none'", 'frame-ancestors *'),
      );
      expect(() => assertVercelConfig(file, HOSTED, headers)).toThrow(/differ from the "\/\*"/);
    });
  });
});

describe('applySupabaseOrigin (the build)', () => {
  it('fills dist/_headers, and leaves vercel.json alone off Vercel', async () => {
    const unset = await vercelConfigText(vercelJson, template, SUPABASE_ORIGIN_PLACEHOLDER);
    await withCopies((dir) => {
      const vercelFile = join(dir, 'vercel.json');
      writeFileSync(vercelFile, unset);
      const origin = applySupabaseOrigin(dir, {}, vercelFile, join(dir, '_headers'));
      expect(origin).toBe('http://127.0.0.1:54321');
      expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain(
        "connect-src 'self' http://127.0.0.1:54321;",
      );
      expect(readFileSync(vercelFile, 'utf8')).toBe(unset);
    });
  });

  it('fails on Vercel unless vercel.json names the configured origin', async () => {
    const unset = await vercelConfigText(vercelJson, template, SUPABASE_ORIGIN_PLACEHOLDER);
    await withCopies(async (dir) => {
      const vercelFile = join(dir, 'vercel.json');
      const headers = join(dir, '_headers');
      const onVercel = { VERCEL: '1', VITE_SUPABASE_URL: `${HOSTED}/` };
      writeFileSync(vercelFile, unset);
      expect(() => applySupabaseOrigin(dir, onVercel, vercelFile, headers)).toThrow(
        /names __SUPABASE_ORIGIN__ instead of https:\/\/abcd\.supabase\.co/,
      );
      await writeVercelConfig(vercelFile, HOSTED, headers);
      writeFileSync(headers, template);
      expect(applySupabaseOrigin(dir, onVercel, vercelFile, headers)).toBe(HOSTED);
      // No URL on Vercel: the local backend's origin, which vercel.json never names.
      writeFileSync(headers, template);
      expect(() => applySupabaseOrigin(dir, { VERCEL: '1' }, vercelFile, headers)).toThrow(
        /instead of http:\/\/127\.0\.0\.1:54321/,
      );
    });
  });
});
