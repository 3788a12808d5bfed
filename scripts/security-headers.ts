/**
 * The security headers' one build-time value: the Supabase origin in the Content-Security-Policy's
 * `connect-src`. public/_headers is the one source of the headers and names the origin with a
 * placeholder (docs/decisions/008-security-headers.md).
 *
 * - Netlify and Cloudflare Pages read `_headers` from the output: the build writes the configured
 *   origin into dist/_headers.
 * - Vercel reads vercel.json from the project root before it runs the build, so no build step can
 *   change what it applies. `npm run vercel-headers` (this file) writes public/_headers' `/*`
 *   headers, with the origin of VITE_SUPABASE_URL, into the `/(.*)` rule of vercel.json, to be
 *   committed; a build on Vercel fails when that rule differs from what this would write.
 *
 * Usage: VITE_SUPABASE_URL=https://<ref>.supabase.co npm run vercel-headers (.env is read too).
 * With VITE_SUPABASE_URL unset it keeps the origin vercel.json names and rewrites the headers.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_SUPABASE_URL } from '../src/lib/localSupabase.ts';
import { parseSupabaseUrl, readScriptsConfig } from './config.ts';
import { parseHeadersFile } from './perf/static-server.ts';

export const SUPABASE_ORIGIN_PLACEHOLDER = '__SUPABASE_ORIGIN__';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The headers' one source, with the placeholder. */
export const HEADERS_TEMPLATE = join(repoRoot, 'public/_headers');
export const VERCEL_CONFIG = join(repoRoot, 'vercel.json');

/** The `_headers` rule and its Vercel counterpart that give every response the security headers. */
const ALL_PATHS = '/*';
export const VERCEL_ALL_PATHS = '/(.*)';

/**
 * The origin (scheme, host, port) of a Supabase URL, checked as VITE_SUPABASE_URL is; the local
 * backend's default address when none is given. The build passes the URL the site really uses.
 */
export function supabaseOrigin(url: string | undefined): string {
  return new URL(parseSupabaseUrl(url?.trim() || LOCAL_SUPABASE_URL)).origin;
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

/** A CSP as its directives: name -> sources, in order. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name.toLowerCase(), sources] as const;
      }),
  );
}

export interface VercelHeader {
  key: string;
  value: string;
}

export interface VercelConfig {
  cleanUrls?: boolean;
  rewrites?: { source: string; destination: string }[];
  headers: { source: string; headers: VercelHeader[] }[];
}

/** The headers of the `/*` rule of a `_headers` text, the placeholder replaced by the origin. */
export function securityHeaders(headersText: string, origin: string): VercelHeader[] {
  const rule = parseHeadersFile(headersText).find(({ source }) => source === ALL_PATHS);
  if (!rule) throw new Error(`_headers has no "${ALL_PATHS}" rule.`);
  return rule.headers.map(([key, value]) => ({ key, value: fillSupabaseOrigin(value, origin) }));
}

/** The config with its `/(.*)` rule's headers replaced by `headers`; every other rule is kept. */
export function withSecurityHeaders(config: VercelConfig, headers: VercelHeader[]): VercelConfig {
  if (!config.headers.some(({ source }) => source === VERCEL_ALL_PATHS)) {
    throw new Error(`vercel.json has no "${VERCEL_ALL_PATHS}" rule.`);
  }
  return {
    ...config,
    headers: config.headers.map((rule) =>
      rule.source === VERCEL_ALL_PATHS ? { ...rule, headers } : rule,
    ),
  };
}

/** The Supabase origin the `connect-src` of vercel.json's `/(.*)` rule names after `'self'`. */
export function vercelSupabaseOrigin(config: VercelConfig): string | undefined {
  const rule = config.headers.find(({ source }) => source === VERCEL_ALL_PATHS);
  const csp = rule?.headers.find(({ key }) => key.toLowerCase() === 'content-security-policy');
  const connectSrc = cspDirectives(csp?.value ?? '').get('connect-src') ?? [];
  return connectSrc.length === 2 && connectSrc[0] === "'self'" ? connectSrc[1] : undefined;
}

/**
 * The origin a deploy's vercel.json may name: the configured URL's, and only over https (Vercel
 * serves the site over https, where the browser blocks requests to http: anyway).
 */
export function vercelOrigin(url: string | undefined): string {
  if (!url?.trim()) {
    throw new Error(
      "VITE_SUPABASE_URL is not set: vercel.json needs your Supabase project's URL " +
        '(Project Settings > API), e.g. https://<project-ref>.supabase.co.',
    );
  }
  const origin = supabaseOrigin(url);
  if (!origin.startsWith('https://')) {
    throw new Error(`VITE_SUPABASE_URL must be an https URL for Vercel, got "${url.trim()}".`);
  }
  return origin;
}

/**
 * The origin `npm run vercel-headers` writes: the configured one, or with VITE_SUPABASE_URL unset,
 * the one vercel.json already names (the placeholder included), so a change to the headers alone
 * needs no URL.
 */
export function vercelHeadersOrigin(url: string | undefined, config: VercelConfig): string {
  if (url?.trim()) return vercelOrigin(url);
  const named = vercelSupabaseOrigin(config);
  if (named === undefined) return vercelOrigin(url);
  return named;
}

/** vercel.json's text with the template's security headers for the origin, laid out by Prettier. */
export async function vercelConfigText(
  configText: string,
  headersText: string,
  origin: string,
): Promise<string> {
  const config = JSON.parse(configText) as VercelConfig;
  const updated = withSecurityHeaders(config, securityHeaders(headersText, origin));
  // Prettier is a development dependency: the site's build never runs this.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(VERCEL_CONFIG)) ?? {};
  return prettier.format(JSON.stringify(updated), { ...options, filepath: VERCEL_CONFIG });
}

/** Writes the template's security headers, for the origin, into a vercel.json file. */
export async function writeVercelConfig(
  file: string,
  origin: string,
  template = HEADERS_TEMPLATE,
): Promise<void> {
  const text = await vercelConfigText(
    readFileSync(file, 'utf8'),
    readFileSync(template, 'utf8'),
    origin,
  );
  writeFileSync(file, text);
}

/**
 * Throws unless a vercel.json file sends exactly the template's security headers for the origin.
 * The build runs it on Vercel, where it is too late to change the file.
 */
export function assertVercelConfig(file: string, origin: string, template = HEADERS_TEMPLATE) {
  const config = JSON.parse(readFileSync(file, 'utf8')) as VercelConfig;
  const expected = withSecurityHeaders(
    config,
    securityHeaders(readFileSync(template, 'utf8'), origin),
  );
  const rule = (c: VercelConfig) => c.headers.find(({ source }) => source === VERCEL_ALL_PATHS);
  if (JSON.stringify(rule(config)) === JSON.stringify(rule(expected))) return;
  const named = vercelSupabaseOrigin(config);
  const problem =
    named === origin
      ? `its security headers differ from the "${ALL_PATHS}" rule of public/_headers`
      : `its Content-Security-Policy names ${named ?? 'no single origin'} instead of ${origin}`;
  throw new Error(
    `vercel.json does not match this build: ${problem}. Vercel reads vercel.json before it ` +
      'builds, so set VITE_SUPABASE_URL to your Supabase project URL, run `npm run ' +
      'vercel-headers` and commit vercel.json; set the same VITE_SUPABASE_URL in the Vercel ' +
      "project's environment variables.",
  );
}

/**
 * The build's part: writes the origin of `env.VITE_SUPABASE_URL` (the build passes the URL the
 * site talks to, the local backend's when none is configured) into `<outDir>/_headers`. On Vercel
 * (`VERCEL` set), which read vercel.json before the build and never reads `_headers`, it fails
 * unless vercel.json names that same origin.
 */
export function applySupabaseOrigin(
  outDir: string,
  env: Record<string, string | undefined>,
  vercelConfig = VERCEL_CONFIG,
  template = HEADERS_TEMPLATE,
): string {
  const origin = supabaseOrigin(env.VITE_SUPABASE_URL);
  writeHeadersFile(outDir, origin);
  if (env.VERCEL) assertVercelConfig(vercelConfig, origin, template);
  return origin;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // VITE_SUPABASE_URL as the build reads it: the environment, then the .env files.
  const { supabaseUrl } = readScriptsConfig({ mode: 'production', root: repoRoot });
  const config = JSON.parse(readFileSync(VERCEL_CONFIG, 'utf8')) as VercelConfig;
  const origin = vercelHeadersOrigin(supabaseUrl, config);
  await writeVercelConfig(VERCEL_CONFIG, origin);
  console.log(
    origin === SUPABASE_ORIGIN_PLACEHOLDER
      ? 'vercel.json: headers rewritten; set VITE_SUPABASE_URL to name your project before a deploy'
      : `vercel.json: connect-src 'self' ${origin} (commit it before you deploy)`,
  );
}
