import { PGlite, type Transaction } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { readFileSync } from 'node:fs';
import type { Claims } from './jwt';
import { lockDataDir } from './lock';

/** What a hosted project already has, each file with a schema that shows it was applied. */
const PLATFORM_FILES = [
  ['base.sql', 'auth'],
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

/**
 * Opens (and on first use creates) the database: in memory when `dataDir` is undefined. It holds
 * what the platform provides a hosted project before any migration runs; the migrations
 * themselves are applied by the Supabase CLI (server.ts), as on a deploy. With `template` (a data
 * directory PGlite dumped, see migrated-template.ts), the new database is a copy of that one.
 */
export async function openDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let pg: PGlite;
  try {
    // The extensions the migrations create, as a hosted project offers them; and auto_explain,
    // which does nothing until loaded, for the benchmarks' plans of the statements a function runs.
    pg = await PGlite.create(dataDir, {
      extensions: { pg_trgm, pgcrypto, unaccent, auto_explain },
      // A copy of a database made before (migrated-template.ts), rather than a new one.
      ...(template ? { loadDataDir: template } : {}),
    });
    await addPlatformStandIns(pg);
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
 * The platform stand-ins a database lacks. Each file is applied when the schema it creates is
 * missing, so a database made by an older version of the local backend gains the newer ones.
 */
async function addPlatformStandIns(pg: PGlite): Promise<void> {
  for (const [file, schema] of PLATFORM_FILES) {
    const { rows } = await pg.query<{ ready: boolean }>(
      'select exists (select 1 from pg_namespace where nspname = $1) as ready',
      [schema],
    );
    if (!rows[0]?.ready) {
      await pg.exec(readFileSync(new URL(`platform/${file}`, import.meta.url), 'utf8'));
    }
  }
}
