import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
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
    pg = await startPGlite(dataDir, template);
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

/** How many times a PGlite whose pgcrypto cannot hash is closed and started again. */
const PGCRYPTO_STARTS = 3;

/**
 * Starts PGlite on `dataDir` (in memory when undefined), from `template` when given, and makes
 * sure its pgcrypto can hash. Now and then, when the process does other work meanwhile (several
 * databases starting side by side, a busy machine), PGlite starts with a pgcrypto whose OpenSSL
 * cannot set up any digest: every hmac() then fails with 22023 'Cannot use "sha256": Cipher
 * cannot be initialized' for as long as that database runs, and with it every visitor's message
 * (the limits hash the sender's address). Such a start is closed and made again; the data is
 * not touched, as the check's transaction is rolled back.
 */
export async function startPGlite(
  dataDir?: string,
  template?: Blob,
  create: (dataDir: string | undefined, options: PGliteOptions) => Promise<PGlite> = (
    dir,
    options,
  ) => PGlite.create(dir, options),
): Promise<PGlite> {
  for (let start = 1; ; start += 1) {
    const pg = await create(dataDir, pgliteOptions(template));
    let failure: string | undefined;
    try {
      failure = await pgcryptoFailure(pg);
    } catch (error) {
      await pg.close();
      throw error;
    }
    if (!failure) return pg;
    await pg.close();
    if (start >= PGCRYPTO_STARTS) {
      throw new Error(`PGlite's pgcrypto cannot hash after ${start} starts: ${failure}`);
    }
  }
}

/** PGlite's options: its extensions, and the database to start from when there is `template`. */
export function pgliteOptions(template?: Blob): PGliteOptions {
  return {
    // The extensions the migrations create, as a hosted project offers them; and auto_explain,
    // which does nothing until loaded, for the benchmarks' plans of the statements a function runs.
    extensions: { pg_trgm, pgcrypto, unaccent, auto_explain },
    // A copy of a database made before (migrated-template.ts), rather than a new one.
    ...(template ? { loadDataDir: template } : {}),
  };
}

/** Why pgcrypto's hmac() fails in `pg`, or undefined when it works. Changes nothing. */
export async function pgcryptoFailure(pg: PGlite): Promise<string | undefined> {
  try {
    await pg.transaction(async (tx) => {
      // A new database has no pgcrypto yet: it is made for the check and rolled back with it.
      await tx.exec('create extension if not exists pgcrypto');
      const { rows } = await tx.query<{ schema: string }>(
        `select n.nspname as schema from pg_extension e
           join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'`,
      );
      await tx.query(`select ${quoteIdentifier(rows[0]!.schema)}.hmac('a', 'k', 'sha256')`);
      await tx.rollback();
    });
    return undefined;
  } catch (error) {
    if ((error as { code?: string }).code === '22023') return (error as Error).message;
    throw error;
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
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
