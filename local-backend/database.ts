import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Claims } from './jwt';
import { lockDataDir } from './lock';

const here = fileURLToPath(new URL('.', import.meta.url));
export const MIGRATIONS_DIR = join(here, '../supabase/migrations');

/** What a hosted project already has, each file with a schema that shows it was applied. */
const PLATFORM_FILES = [
  ['base.sql', 'supabase_migrations'],
  ['extensions.sql', 'net'],
] as const;

/** What PostgREST tells the database about the request it is running. */
export interface RequestContext {
  claims: Claims;
  method: string;
  path: string;
  headers: Record<string, string>;
}

export interface Database {
  pg: PGlite;
  /**
   * Runs `work` in one transaction as the request's role with its claims and headers set, exactly
   * as PostgREST does, so row-level security and auth.uid()/auth.jwt() behave as on Supabase.
   */
  asRequest<T>(
    context: RequestContext,
    readOnly: boolean,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/** Opens (and on first use creates) the database: in memory when `dataDir` is undefined. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let pg: PGlite;
  try {
    // The extensions the migrations create, as a hosted project offers them.
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
    await prepareSchema(pg);
  } catch (error) {
    unlock();
    throw error;
  }

  return {
    pg,
    asRequest(context, readOnly, work) {
      return pg.transaction(async (tx) => {
        if (readOnly) await tx.exec('set transaction read only');
        await tx.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true),
                  set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [
            context.claims.role,
            JSON.stringify(context.claims),
            context.method,
            context.path,
            JSON.stringify(context.headers),
          ],
        );
        return work(tx);
      });
    },
    async close() {
      await pg.close();
      unlock();
    },
  };
}

/**
 * The platform stand-ins a database lacks, then every migration not applied yet, in order. Each
 * stand-in file is applied when the schema it creates is missing, so a database made by an older
 * version of the local backend gains the newer ones.
 */
async function prepareSchema(pg: PGlite): Promise<void> {
  for (const [file, schema] of PLATFORM_FILES) {
    const { rows } = await pg.query<{ ready: boolean }>(
      'select exists (select 1 from pg_namespace where nspname = $1) as ready',
      [schema],
    );
    if (!rows[0]?.ready) await pg.exec(readFileSync(join(here, 'platform', file), 'utf8'));
  }

  const applied = new Set(
    (
      await pg.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, rest.join('_')],
      );
    });
  }
}
