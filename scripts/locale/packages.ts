/**
 * A package the project no longer needs (a removed language's heading font), taken out of
 * package.json and package-lock.json by editing them as npm would, with no npm run and no network:
 * `npm uninstall`, even with `--package-lock-only --offline`, first resolves the lock's `latest`
 * ranges again and so fails without a registry. What only that package needed leaves the lock too,
 * and, unless node_modules is to stay as it is, their folders leave node_modules.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Ranges = Record<string, string>;

/** One entry of the lock's `packages`, by its location ('' for the project itself). */
interface LockEntry {
  dependencies?: Ranges;
  devDependencies?: Ranges;
  optionalDependencies?: Ranges;
  peerDependencies?: Ranges;
  link?: boolean;
  resolved?: string;
}

interface Lock {
  packages?: Record<string, LockEntry>;
}

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

/** Where `name`, needed by the package at `from`, is installed: the nearest node_modules up. */
function installedAt(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  let base = from;
  for (;;) {
    const location = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[location]) return location;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * The lock's locations that the project still needs: its own dependencies and theirs, in turn.
 * The project and its workspaces (locations outside node_modules) install their dev dependencies;
 * a package from the registry does not.
 */
function needed(packages: Record<string, LockEntry>): Set<string> {
  const seen = new Set(['']);
  const queue = [''];
  const reach = (location: string) => {
    if (seen.has(location) || !packages[location]) return;
    seen.add(location);
    queue.push(location);
  };
  while (queue.length > 0) {
    const location = queue.pop()!;
    const entry = packages[location]!;
    if (entry.link && entry.resolved) reach(entry.resolved);
    const own = !location.startsWith('node_modules/') && !location.includes('/node_modules/');
    for (const field of DEPENDENCY_FIELDS) {
      if (field === 'devDependencies' && !own) continue;
      for (const name of Object.keys(entry[field] ?? {})) {
        const target = installedAt(packages, location, name);
        if (target) reach(target);
      }
    }
  }
  return seen;
}

/** A JSON file's text again, in the indentation it was written with and npm's final newline. */
function stringify(value: unknown, original: string): string {
  const indent = /^\{\r?\n([ \t]+)"/.exec(original)?.[1] ?? '  ';
  return `${JSON.stringify(value, null, indent)}\n`;
}

export interface WithoutPackage {
  manifest: string;
  lock: string;
  /** The lock's locations that went (the package's and those only it needed): node_modules/... */
  removed: string[];
}

/**
 * package.json's and package-lock.json's texts without the package `name`: out of every dependency
 * list of the project, and out of the lock with everything no one else needs.
 */
export function withoutPackage(
  manifestText: string,
  lockText: string,
  name: string,
): WithoutPackage {
  const manifest = JSON.parse(manifestText) as Partial<Record<string, Ranges>>;
  for (const field of DEPENDENCY_FIELDS) delete manifest[field]?.[name];
  const lock = JSON.parse(lockText) as Lock;
  const packages = lock.packages ?? {};
  const root = packages[''];
  if (root) for (const field of DEPENDENCY_FIELDS) delete root[field]?.[name];
  const keep = needed(packages);
  const removed = Object.keys(packages).filter((location) => !keep.has(location));
  for (const location of removed) delete packages[location];
  return {
    manifest: stringify(manifest, manifestText),
    lock: stringify(lock, lockText),
    removed,
  };
}

/**
 * Takes `name` out of `root`'s package.json and package-lock.json; with `install`, also deletes
 * the folders that went from the lock out of node_modules, and their entries from npm's record of
 * what node_modules holds (node_modules/.package-lock.json). Returns the lock's removed locations.
 */
export function removePackage(root: string, name: string, install: boolean): string[] {
  const manifestFile = join(root, 'package.json');
  const lockFile = join(root, 'package-lock.json');
  const hasLock = existsSync(lockFile);
  const result = withoutPackage(
    readFileSync(manifestFile, 'utf8'),
    hasLock ? readFileSync(lockFile, 'utf8') : '{}',
    name,
  );
  writeFileSync(manifestFile, result.manifest);
  if (hasLock) writeFileSync(lockFile, result.lock);
  if (!install) return result.removed;
  // A package of the project's own is in node_modules even when the lock does not say so.
  const folders = [...new Set([`node_modules/${name}`, ...result.removed])].filter((location) =>
    location.startsWith('node_modules/'),
  );
  for (const location of folders) rmSync(join(root, location), { recursive: true, force: true });
  const hidden = join(root, 'node_modules/.package-lock.json');
  if (existsSync(hidden)) {
    const text = readFileSync(hidden, 'utf8');
    const record = JSON.parse(text) as Lock;
    for (const location of folders) delete record.packages?.[location];
    writeFileSync(hidden, stringify(record, text));
  }
  return result.removed;
}
