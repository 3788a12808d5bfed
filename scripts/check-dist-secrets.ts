/**
 * The build's last guard: nothing secret may ship in the static files (no service key, AI key or
 * admin password may reach a visitor's browser).
 *
 * `findSecrets(dir)` scans every text file of a build for
 * - JWTs whose payload `role` is not `anon` (a service-role key grants everything RLS denies);
 * - Supabase secret keys (`sb_secret_…`) and keys that look like an AI gateway's (`sk-or-…`,
 *   `sk-` and 20+ letters or digits);
 * - the values of the server-only environment variables set while building.
 *
 * `secretPublicEnvNames(env)` names the `VITE_` variables that look secret (by name, or a value
 * that is a Supabase secret key): Vite copies every
 * `VITE_` variable into the browser bundle, so the build refuses them before it starts.
 *
 * Findings carry a redacted prefix only, never the secret itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export type FindingKind = 'jwt' | 'api-key' | 'env-value';

export interface Finding {
  /** The file, relative to the scanned folder, with `/` separators. */
  file: string;
  kind: FindingKind;
  /** What was found, redacted: a short prefix, the JWT's role or the variable's name. */
  detail: string;
}

/** Server-only variables whose values must never appear in the build. */
export const SERVER_ONLY_ENV = [
  'CHAT_API_KEY',
  'ADMIN_PASSWORD',
  'LOCAL_JWT_SECRET',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_ACCESS_TOKEN',
] as const;

/** Shorter values are too likely to occur by chance (and too weak to be real secrets). */
const MIN_ENV_VALUE_LENGTH = 8;

/** Parts of a `VITE_` name that mean the value is a secret. */
const SECRET_NAME_PARTS = ['SERVICE_ROLE', 'SECRET', 'PASSWORD', 'API_KEY', 'PRIVATE'];

/** Compressed or binary already: nothing to read as text. */
const BINARY_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.pdf',
  '.br',
  '.gz',
]);

const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const API_KEYS = [
  /(?<![A-Za-z0-9_-])sb_secret_[A-Za-z0-9_-]{8,}/g,
  /(?<![A-Za-z0-9_-])sk-or-[A-Za-z0-9_-]{8,}/g,
  /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9]{20,}/g,
];

type Env = Record<string, string | undefined>;

/** A few characters of a secret, enough to recognise it, never enough to use it. */
export function redact(secret: string): string {
  const shown = Math.min(6, Math.floor(secret.length / 4));
  return `${secret.slice(0, shown)}…`;
}

/** The `role` claim of a JWT, `undefined` when it has none, `null` when it does not decode. */
function jwtRole(token: string): string | undefined | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as unknown;
    if (typeof payload !== 'object' || payload === null) return null;
    const role = (payload as { role?: unknown }).role;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return null;
  }
}

/** The `VITE_` variables whose names say they hold a secret. */
export function secretPublicEnvNames(env: Env): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') && env[name])
    .filter(
      (name) =>
        SECRET_NAME_PARTS.some((part) => name.toUpperCase().includes(part)) ||
        env[name]!.trim().startsWith('sb_secret_'),
    )
    .sort();
}

/** Throws before the build when a `VITE_` variable looks secret. */
export function assertNoSecretPublicEnv(env: Env): void {
  const names = secretPublicEnvNames(env);
  if (names.length === 0) return;
  throw new Error(
    `Refusing to build: ${names.join(', ')} would be copied into the browser bundle (Vite ` +
      'publishes every VITE_ variable). Secrets belong in server-side variables without the ' +
      'VITE_ prefix (see docs/decisions/005-admin-gate-and-secrets-stay-on-the-server.md).',
  );
}

function textFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...textFiles(path));
    else if (entry.isFile() && !BINARY_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
      files.push(path);
    }
  }
  return files;
}

/** Everything secret in the text files under `dir`; `env` supplies the server-only values. */
export function findSecrets(dir: string, env: Env = process.env): Finding[] {
  const envValues = SERVER_ONLY_ENV.flatMap((name) => {
    const value = env[name]?.trim();
    return value && value.length >= MIN_ENV_VALUE_LENGTH ? [{ name, value }] : [];
  });
  const findings: Finding[] = [];
  for (const path of textFiles(dir).sort()) {
    const buffer = readFileSync(path);
    if (buffer.subarray(0, 8000).includes(0)) continue; // binary after all
    const text = buffer.toString('utf8');
    const file = relative(dir, path).split('\\').join('/');

    for (const [token] of text.matchAll(JWT)) {
      const role = jwtRole(token);
      if (role === null || role === 'anon') continue;
      findings.push({ file, kind: 'jwt', detail: `role ${role ?? '(none)'}, ${redact(token)}` });
    }
    const keys = new Set(
      API_KEYS.flatMap((pattern) => [...text.matchAll(pattern)].map(([k]) => k)),
    );
    for (const key of keys) {
      // sk-or-… also matches the general pattern: report the longest match once.
      if ([...keys].some((other) => other !== key && other.includes(key))) continue;
      findings.push({ file, kind: 'api-key', detail: redact(key) });
    }
    for (const { name, value } of envValues) {
      if (text.includes(value)) findings.push({ file, kind: 'env-value', detail: name });
    }
  }
  return findings;
}

/** A readable list of findings for an error message. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings.map(({ file, kind, detail }) => `  ${file}: ${kind} (${detail})`).join('\n');
}

/** Throws when the build in `dir` contains a secret. */
export function assertNoSecrets(dir: string, env: Env = process.env): void {
  const findings = findSecrets(dir, env);
  if (findings.length === 0) return;
  throw new Error(
    `The build in ${dir} contains secrets; nothing was deployed. Remove them from the client ` +
      `code and the VITE_ variables:\n${formatFindings(findings)}`,
  );
}
