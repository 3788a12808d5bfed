// @vitest-environment node
/**
 * The real Supabase CLI owns the database, as it does on deploy: it reads supabase/config.toml
 * without a warning, applies every migration with `db push` (the backend under test was built
 * that way), lists them as applied, finds nothing for its linter (`db advisors`) to report,
 * applies nothing the second time, stops at a migration that fails, and generates exactly the
 * committed src/shared/database.types.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  MIGRATIONS_DIR,
  pushMigrations,
  remoteFlag,
  runSupabaseCli,
  SUPABASE_DIR,
  type CliRun,
} from '../../local-backend/supabase-cli';
import { startTestBackend } from '../../local-backend/test-support';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/database-types';

const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{14}_.+\.sql$/.test(file))
  .sort();

let backend: LocalBackend;

beforeAll(async () => {
  // Migrated by the CLI's own `db push`, not copied from the template: that push is under test.
  backend = await startTestBackend({ fromMigratedTemplate: false });
});

afterAll(async () => {
  await backend?.close();
});

/** `supabase <args>` against the backend's database. */
function cli(...args: string[]): Promise<CliRun> {
  return runSupabaseCli([...args, remoteFlag(backend.dbUrl)]);
}

async function appliedVersions(): Promise<string[]> {
  const { rows } = await backend.db.pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}

const versionOf = (file: string) => file.slice(0, 14);

describe('the Supabase CLI', () => {
  it('reads supabase/config.toml with no warning: no unknown key, nothing deprecated', async () => {
    const run = await cli('migration', 'list');
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').filter((line) => /^WARN/i.test(line))).toEqual([]);
  });

  it('applied every migration to a fresh database through db push', async () => {
    expect(backend.appliedMigrations).toEqual(migrations);
    expect(await appliedVersions()).toEqual(migrations.map(versionOf));
  });

  it('makes the same database as the template the other tests start from', async () => {
    // Every column, function body, policy, grant and applied migration, as text.
    const shape = async (other: LocalBackend) => {
      const { rows } = await other.db.pg.query<{ item: string }>(
        `select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type as item
           from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
         union all
         select 'function ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc)
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
         union all
         select 'policy ' || schemaname || '.' || tablename || '.' || policyname || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
           from pg_policies
         union all
         select 'grant ' || grantee || ' ' || table_schema || '.' || table_name || ' ' || privilege_type
           from information_schema.role_table_grants where table_schema not in ('pg_catalog', 'information_schema')
         union all
         select 'migration ' || version from supabase_migrations.schema_migrations
         order by 1`,
      );
      return rows.map((row) => row.item);
    };
    const copy = await startTestBackend();
    try {
      const pushed = await shape(backend);
      expect(pushed.length).toBeGreaterThan(500);
      expect(await shape(copy)).toEqual(pushed);
    } finally {
      await copy.close();
    }
    // The first backend of a run may make the template: a migration with the CLI, then a dump.
  }, 60_000);

  it('lists every migration as applied (migration list)', async () => {
    const run = await cli('migration', 'list');
    const rows = [...run.stdout.matchAll(/^\s*`?(\d{14})?`?\s*\|\s*`?(\d{14})?`?\s*\|/gm)].map(
      ([, local, remote]) => ({ local, remote }),
    );
    expect(rows).toEqual(
      migrations.map((file) => ({ local: versionOf(file), remote: versionOf(file) })),
    );
  });

  it('finds no issue with db advisors --fail-on warn', async () => {
    const run = await cli('db', 'advisors', '--fail-on', 'warn');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toContain('No issues found');
  });

  it('fails db advisors --fail-on warn on a WARN (a function with a mutable search_path)', async () => {
    await backend.db.pg.exec(
      `create function public.advisors_probe() returns int language sql as 'select 1'`,
    );
    try {
      const run = await cli('db', 'advisors', '--fail-on', 'warn');
      expect(run.code).not.toBe(0);
      expect(run.stdout).toContain('function_search_path_mutable');
      expect(run.stdout).toContain('public.advisors_probe');
    } finally {
      await backend.db.pg.exec('drop function public.advisors_probe()');
    }
  });

  it('applies nothing when db push runs again', async () => {
    expect(await pushMigrations(backend.dbUrl)).toEqual([]);
    expect(await appliedVersions()).toEqual(migrations.map(versionOf));
  });

  it('stops db push at a migration that fails, says why, and keeps nothing of it', async () => {
    const workdir = mkdtempSync(join(tmpdir(), 'supabase-cli-broken-'));
    try {
      cpSync(join(SUPABASE_DIR, 'config.toml'), join(workdir, 'supabase/config.toml'));
      cpSync(MIGRATIONS_DIR, join(workdir, 'supabase/migrations'), { recursive: true });
      writeFileSync(
        join(workdir, 'supabase/migrations/29990101000000_broken.sql'),
        `create table public.half_made (id int primary key);
         alter table public.half_made add column owner int references public.nowhere (id);`,
      );
      await expect(pushMigrations(backend.dbUrl, { workdir })).rejects.toThrow(
        /could not apply the migrations[\s\S]*nowhere/,
      );
      expect(await appliedVersions()).not.toContain('29990101000000');
      const { rows } = await backend.db.pg.query(`select to_regclass('public.half_made') as t`);
      expect(rows).toEqual([{ t: null }]);
    } finally {
      rmSync(workdir, { recursive: true, force: true });
    }
  });

  it('generates the committed src/shared/database.types.ts (else: npm run db:types)', async () => {
    const generated = await generateDatabaseTypes(backend.dbUrl);
    expect(readFileSync(DATABASE_TYPES_PATH, 'utf8')).toBe(generated);
  });
});
