// @vitest-environment node
// The hosts' header rules: public/_headers (Netlify, Cloudflare Pages) and vercel.json (Vercel).
// Hashed build output is cached for good, pages are revalidated on every visit, every response
// gets the security headers, /admin gets X-Robots-Tag: noindex, and the two files agree. Each
// pattern is matched here the way the host matches it, for the patterns these files use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../src/content/locales';
import { localeHomePath } from '../src/lib/paths';
import { shareImage } from '../src/seo/shareImage';
import { faviconIco, faviconPath, pngIcons, webManifestPath } from '../src/seo/webManifest';
// The same parser the e2e and perf server uses to apply the file, so both read it one way.
import { parseHeadersFile, type HeaderRule } from './perf/static-server';
import { themeScriptHashSource } from '../src/theme/themeScript';
import {
  cspDirectives,
  fillSupabaseOrigin,
  securityHeaders,
  SUPABASE_ORIGIN_PLACEHOLDER,
  type VercelConfig,
  vercelSupabaseOrigin,
  withSecurityHeaders,
} from './security-headers';

const root = join(__dirname, '..');

type Rule = HeaderRule;

/** Vercel's `source` (path-to-regexp): `(...)` groups are regular expressions, `/:x*` any segments. */
function vercelRules(config: VercelConfig): Rule[] {
  return config.headers.map(({ source, headers }) => ({
    source,
    pattern: new RegExp(`^${source.replace(/\/:\w+\*/g, '(?:/[^/]+)*/?')}$`),
    headers: headers.map(({ key, value }) => [key, value] as [string, string]),
  }));
}

const headersTemplate = readFileSync(join(root, 'public/_headers'), 'utf8');
const headersFile = parseHeadersFile(headersTemplate);
const vercelConfig = JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8')) as VercelConfig;
const vercel = vercelRules(vercelConfig);

/** The Cache-Control values the rules send for a path: exactly one, or the rules overlap. */
function cacheControl(rules: Rule[], path: string): string[] {
  return rules
    .filter((rule) => rule.pattern.test(path))
    .flatMap((rule) => rule.headers)
    .filter(([name]) => name.toLowerCase() === 'cache-control')
    .map(([, value]) => value);
}

function directives(value: string): Map<string, string | true> {
  return new Map(
    value.split(',').map((part) => {
      const [name = '', arg] = part.trim().split('=');
      return [name.toLowerCase(), arg ?? true];
    }),
  );
}

const hashedAssets = [
  '/assets/index-Buc8-kjP.js',
  '/assets/index-CKagMwIG.css',
  '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
];
/** Every language's home page (/, /fr/, /ar/), and the admin page. */
const homePages = locales.map(localeHomePath);
const pages = [...homePages, '/admin', '/admin/'];
/** Served as files on Netlify and Cloudflare; Vercel's cleanUrls redirects them to the paths above. */
const htmlFiles = [
  ...homePages.map((path) => `${path}index.html`),
  '/404.html',
  '/admin/index.html',
];
const namedFiles = [
  '/images/profile.webp',
  '/images/projects/bakery-site-480.webp',
  '/images/tech/react.svg',
  '/certificates/react-developer.pdf',
  '/certificates/previews/react-developer.webp',
  shareImage.path,
  faviconPath,
  faviconIco.path,
  webManifestPath,
  ...pngIcons.map((icon) => icon.path),
];

describe.each([
  ['public/_headers', headersFile, [...pages, ...htmlFiles]],
  ['vercel.json', vercel, pages],
] as const)('%s', (_name, rules, htmlPaths) => {
  it('caches hashed build output for a year as immutable', () => {
    for (const path of hashedAssets) {
      const values = cacheControl([...rules], path);
      expect(values, path).toHaveLength(1);
      const cache = directives(values[0] ?? '');
      expect(cache.get('max-age'), path).toBe('31536000');
      expect(cache.get('immutable'), path).toBe(true);
      expect(cache.get('public'), path).toBe(true);
    }
  });

  it('has pages revalidated on every visit', () => {
    for (const path of htmlPaths) {
      const values = cacheControl([...rules], path);
      expect(values, path).toHaveLength(1);
      const cache = directives(values[0] ?? '');
      expect(cache.get('max-age'), path).toBe('0');
      expect(cache.get('must-revalidate'), path).toBe(true);
      expect(cache.has('immutable'), path).toBe(false);
    }
  });

  it('caches images, certificates and icons for a day, then revalidates them in the background', () => {
    for (const path of namedFiles) {
      const values = cacheControl([...rules], path);
      expect(values, path).toHaveLength(1);
      const cache = directives(values[0] ?? '');
      const maxAge = Number(cache.get('max-age'));
      expect(maxAge, path).toBeGreaterThanOrEqual(86_400);
      expect(maxAge, path).toBeLessThanOrEqual(604_800);
      expect(Number(cache.get('stale-while-revalidate')), path).toBeGreaterThan(0);
      expect(cache.has('immutable'), path).toBe(false);
    }
  });

  it('marks nothing but /assets/ immutable (other files keep their names when they change)', () => {
    for (const rule of rules) {
      const immutable = rule.headers.some(([, value]) => /\bimmutable\b/.test(value));
      if (immutable) expect(rule.pattern.test('/assets/x-AbC123.js'), rule.source).toBe(true);
      if (immutable) expect(rule.pattern.test('/images/x.webp'), rule.source).toBe(false);
    }
  });
});

describe('the two hosts agree', () => {
  it('sends the same Cache-Control for every path', () => {
    for (const path of [...hashedAssets, ...pages, ...namedFiles]) {
      expect(cacheControl(vercel, path), path).toEqual(cacheControl(headersFile, path));
    }
  });

  it('serves /admin from admin/index.html on Vercel, with clean URLs', () => {
    expect(vercelConfig.cleanUrls).toBe(true);
    expect(vercelConfig.rewrites).toContainEqual({
      source: '/admin',
      destination: '/admin/index.html',
    });
  });
});

/** The security headers every response gets (docs/decisions/008-security-headers.md). */
const securityHeaderNames = [
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'x-content-type-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
];

function headersAt(rules: readonly Rule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, [...(headers.get(key) ?? []), value]);
    }
  }
  return headers;
}

describe('security headers', () => {
  const allPaths = [...hashedAssets, ...pages, ...htmlFiles, ...namedFiles, '/robots.txt'];

  it.each([
    ['public/_headers', headersFile],
    ['vercel.json', vercel],
  ] as const)('%s sends each of them exactly once on every path', (_name, rules) => {
    for (const path of allPaths) {
      const headers = headersAt(rules, path);
      for (const name of securityHeaderNames)
        expect(headers.get(name), `${path} ${name}`).toHaveLength(1);
    }
  });

  it('come from rules that set no Cache-Control', () => {
    for (const rule of [...headersFile, ...vercel]) {
      const names = rule.headers.map(([name]) => name.toLowerCase());
      if (names.some((name) => securityHeaderNames.includes(name))) {
        expect(names, rule.source).not.toContain('cache-control');
      }
    }
  });

  it('lock the page down to its own origin (and Supabase for requests)', async () => {
    const csp = cspDirectives(
      headersAt(headersFile, '/').get('content-security-policy')?.[0] ?? '',
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Scripts from the site only, and the one inline theme script by its hash: when the script
    // changes, this names the hash to copy into public/_headers (then `npm run vercel-headers`).
    expect(csp.get('script-src'), 'the theme script is allowed by its current hash').toEqual([
      "'self'",
      await themeScriptHashSource(),
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", '__SUPABASE_ORIGIN__']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // It would send the local backend's http:// requests to https:// (see public/_headers).
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each([
    ['public/_headers', headersFile],
    ['vercel.json', vercel],
  ] as const)(
    '%s lets requests go to one exact Supabase origin, never a wildcard',
    (_name, rules) => {
      const csp = cspDirectives(headersAt(rules, '/').get('content-security-policy')?.[0] ?? '');
      const [self, origin = '', ...more] = csp.get('connect-src') ?? [];
      expect(self).toBe("'self'");
      expect(more).toEqual([]);
      expect(origin).not.toContain('*');
      // The placeholder the build (or `npm run vercel-headers`) replaces, or an https origin.
      if (origin !== SUPABASE_ORIGIN_PLACEHOLDER) {
        expect(origin).toMatch(/^https:\/\//);
        expect(new URL(origin).origin).toBe(origin);
      }
    },
  );

  it('are on Vercel exactly public/_headers\' "/*" headers, but for the Supabase origin', () => {
    // What `npm run vercel-headers` writes for the origin vercel.json names: editing the headers
    // in vercel.json alone, or in public/_headers alone, fails here.
    const origin = vercelSupabaseOrigin(vercelConfig) ?? '';
    expect(origin).not.toBe('');
    expect(vercelConfig).toEqual(
      withSecurityHeaders(vercelConfig, securityHeaders(headersTemplate, origin)),
    );
    const ours = headersAt(headersFile, '/');
    const theirs = headersAt(vercel, '/');
    for (const name of securityHeaderNames) {
      const value = ours.get(name)?.[0];
      expect(theirs.get(name), name).toEqual([value && fillSupabaseOrigin(value, origin)]);
    }
  });
});

describe('the admin page', () => {
  const robotsTag = (rules: readonly Rule[], path: string) =>
    headersAt(rules, path).get('x-robots-tag');
  const notAdmin = [...hashedAssets, '/', '/index.html', '/404.html', ...namedFiles];

  it.each([
    ['public/_headers', headersFile, ['/admin', '/admin/', '/admin/index.html']],
    ['vercel.json', vercel, ['/admin', '/admin/']],
  ] as const)(
    '%s sends X-Robots-Tag: noindex for it, and for nothing else',
    (_name, rules, admin) => {
      for (const path of admin) expect(robotsTag(rules, path), path).toEqual(['noindex']);
      for (const path of notAdmin) expect(robotsTag(rules, path), path).toBeUndefined();
    },
  );
});
