/**
 * The database every test backend starts from: a new database with the platform's stand-ins and
 * every migration applied by the real Supabase CLI's `db push`, saved once as a PGlite data
 * directory and loaded by each test backend afterwards (about 1 s, against 5 s to create and
 * migrate one). It is kept under node_modules/.cache, named by a hash of everything that makes it
 * (the migrations, the platform stand-ins, PGlite's and the CLI's versions), so a changed
 * migration makes a new one on the next run. The e2e backends start from it too; `npm start` and the
 * tests of `db push` itself (supabase-cli.test.ts, persisted-database.test.ts) still migrate with
 * the CLI.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { servePostgres } from './postgres/port';
import { MIGRATIONS_DIR, PROJECT_DIR, pushMigrations } from './supabase-cli';

const PLATFORM_DIR = fileURLToPath(new URL('platform/', import.meta.url));
const CACHE_DIR = join(PROJECT_DIR, 'node_modules/.cache/local-backend');

/** An installed package's version (read from its folder: not every package exports package.json). */
function versionOf(name: string): string {
  const manifest = join(PROJECT_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A hash of every input of the template: change one and a new template is made. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const [dir, pattern] of [
    [MIGRATIONS_DIR, /\.sql$/],
    [PLATFORM_DIR, /\.sql$/],
  ] as const) {
    for (const name of readdirSync(dir)
      .filter((file) => pattern.test(file))
      .sort()) {
      hash
        .update(name)
        .update('\0')
        .update(readFileSync(join(dir, name)))
        .update('\0');
    }
  }
  hash.update(versionOf('@electric-sql/pglite')).update(versionOf('supabase'));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(): Promise<Blob> {
  const db = await openDatabase();
  try {
    const postgres = await servePostgres(db.pg, 0);
    try {
      await pushMigrations(postgres.url);
    } finally {
      await postgres.close();
    }
    // Uncompressed: a test backend then starts in 1.2 s of CPU instead of 1.5 (no gunzip).
    return await db.pg.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

let template: Promise<Blob> | undefined;

/**
 * The migrated template as PGlite loads it (`loadDataDir`). Made at most once per process, and
 * once per set of inputs on this machine: test processes started side by side may each make it,
 * and whichever finishes last leaves the same file.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(CACHE_DIR, `migrated-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)], { type: 'application/x-tar' });
    const made = await makeTemplate();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole, then renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
    renameSync(partial, file);
    return made;
  })();
  template.catch(() => (template = undefined));
  return template;
}
