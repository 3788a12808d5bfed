/**
 * Completes package-lock.json with the Supabase CLI's platform packages that npm left out.
 *
 * Why: `supabase` 3.x installs its binary through one optional package per platform
 * (`@supabase/cli-linux-x64`, `@supabase/cli-darwin-arm64`, ...). When the registry npm resolves
 * against lacks some of them (this project's build machines see only the linux-x64 one), npm
 * writes a lock without their entries, and `npm ci` on any machine then refuses that lock as out
 * of sync with package.json. An entry needs only the version, the platform fields and the flags;
 * npm fetches and checks the tarball on the machine that installs it, as it does for any entry
 * without an integrity hash. See docs/decisions/018-the-supabase-cli-owns-the-database.md.
 *
 * Run after changing the `supabase` version: `npx tsx scripts/lock-platforms.ts`.
 * scripts/lock-platforms.test.ts fails while an optional dependency has no entry.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface PackageLock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

const LOCK_PATH = join(import.meta.dirname, '../package-lock.json');
const CLI_PLATFORM_PREFIX = '@supabase/cli-';

/** Where Node would find `name` when required from the package at `from` (a lock key). */
function resolveInLock(lock: PackageLock, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Every optional dependency that no entry of the lock resolves, as `dependent -> name`. */
export function unresolvedOptionalDependencies(lock: PackageLock): string[] {
  return Object.entries(lock.packages).flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolveInLock(lock, key, name))
      .map((name) => `${key || '(root)'} -> ${name}`),
  );
}

/** `@supabase/cli-linux-arm64-musl` -> os linux, cpu arm64, libc musl (npm's own field values). */
function cliPlatform(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const [os, cpu, libc] = name.slice(CLI_PLATFORM_PREFIX.length).split('-') as [
    string,
    string,
    string | undefined,
  ];
  const npmOs = os === 'windows' ? 'win32' : os;
  return { os: [npmOs], cpu: [cpu], ...(npmOs === 'linux' ? { libc: [libc ?? 'glibc'] } : {}) };
}

/** Adds the missing CLI platform entries; returns the names it added. */
export function completeCliPlatforms(lock: PackageLock): string[] {
  const cli = lock.packages['node_modules/supabase'];
  if (!cli) return [];
  const added: string[] = [];
  for (const [name, version] of Object.entries(cli.optionalDependencies ?? {})) {
    if (!name.startsWith(CLI_PLATFORM_PREFIX) || resolveInLock(lock, 'node_modules/supabase', name))
      continue;
    const { os, cpu, libc } = cliPlatform(name);
    // Same fields, in the same order, as npm writes them for a platform package it could fetch.
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu,
      dev: cli.dev,
      ...(libc ? { libc } : {}),
      license: cli.license as string | undefined,
      optional: true,
      os,
    };
    added.push(name);
  }
  // npm keeps the entries sorted by path, the root ('') first.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
    ),
  );
  return added;
}

export function readLock(path = LOCK_PATH): PackageLock {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageLock;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lock = readLock();
  const added = completeCliPlatforms(lock);
  writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `Added ${added.join(', ')}` : 'The lock already lists every platform.',
  );
}
