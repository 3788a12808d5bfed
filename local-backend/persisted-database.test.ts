// @vitest-environment node
/**
 * A database kept in a folder between runs (`.local-backend/db`): reopened, it keeps its rows and
 * `supabase db push` applies only what it lacks, including one made by an earlier local backend,
 * which applied the migrations with a runner of its own.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './supabase-cli';
import { clientFor, sampleMessage, startTestBackend } from './test-support';

const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{14}_.+\.sql$/.test(file))
  .sort();

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'local-backend-persisted-'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function subjects(dataDir: string): Promise<string[]> {
  const backend = await startTestBackend({ dataDir });
  try {
    const { rows } = await backend.db.pg.query<{ subject: string }>(
      'select subject from public.contact_messages order by subject',
    );
    return rows.map((row) => row.subject);
  } finally {
    await backend.close();
  }
}

describe('a database kept in a folder', () => {
  it(
    'keeps its rows, and db push applies nothing the second time',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(scratch, 'reopened');
      const first = await startTestBackend({ dataDir });
      try {
        expect(first.appliedMigrations).toEqual(migrations);
        const { error } = await clientFor(first)
          .from('contact_messages')
          .insert(sampleMessage({ subject: 'kept across restarts' }));
        expect(error).toBeNull();
      } finally {
        await first.close();
      }

      const second = await startTestBackend({ dataDir });
      try {
        expect(second.appliedMigrations).toEqual([]);
        const { rows } = await second.db.pg.query<{ subject: string }>(
          'select subject from public.contact_messages',
        );
        expect(rows).toEqual([{ subject: 'kept across restarts' }]);
      } finally {
        await second.close();
      }
    },
  );

  it(
    "keeps the data of one made by an earlier local backend's own migration runner",
    { timeout: 60_000 },
    async () => {
      const dataDir = join(scratch, 'earlier');
      const [newest, ...older] = [...migrations].reverse();
      // What the earlier local backend left: its own table of applied migrations (the Supabase
      // CLI's has more columns), and every migration but the newest one.
      const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, pgcrypto, unaccent } });
      await pg.exec(readFileSync(new URL('platform/base.sql', import.meta.url), 'utf8'));
      await pg.exec(readFileSync(new URL('platform/extensions.sql', import.meta.url), 'utf8'));
      await pg.exec(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (
          version text primary key,
          name text not null,
          applied_at timestamptz not null default now()
        );`);
      for (const file of older.reverse()) {
        const [version, ...name] = file.replace(/\.sql$/, '').split('_');
        await pg.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
        await pg.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, name.join('_')],
        );
      }
      await pg.query(
        `insert into public.contact_messages (name, email, subject, message)
         values ('Ada', 'ada@example.com', 'from the earlier backend', 'Still here?')`,
      );
      await pg.close();

      const backend = await startTestBackend({ dataDir });
      try {
        expect(backend.appliedMigrations).toEqual([newest]);
      } finally {
        await backend.close();
      }
      expect(await subjects(dataDir)).toEqual(['from the earlier backend']);
    },
  );
});
