// @vitest-environment node
/**
 * The rules of Supabase's database linter ("splinter", github.com/supabase/splinter) that apply to
 * this project, run as SQL against the migrated database: each must find nothing. Every rule is
 * also shown to find a deliberate violation, created inside a transaction that is rolled back, so
 * a rule that could never fail would be caught.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import { startTestBackend } from '../../local-backend/test-support';

/** Schemas Postgres, the platform stand-in and the CLI own; splinter skips them too. */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')`;

/** Schemas whose functions this project writes: the migrations' and the platform stand-in's. */
const FUNCTION_SCHEMAS = `('public', 'private', 'auth')`;

/** 0013_rls_disabled_in_public: a table the API exposes (schema public) without RLS. */
const RLS_DISABLED_IN_PUBLIC = `
  select n.nspname as schema, c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public'
     and c.relkind in ('r', 'p')
     and not c.relrowsecurity
   order by 1, 2`;

/** 0007_policy_exists_rls_disabled: policies written for a table whose RLS is off (so ignored). */
const POLICY_EXISTS_RLS_DISABLED = `
  select distinct n.nspname as schema, c.relname as name
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
   where not c.relrowsecurity
     and n.nspname not in ${SYSTEM_SCHEMAS}
   order by 1, 2`;

/**
 * 0024_permissive_rls_policy: a policy for the API roles that lets every row through: an INSERT
 * (or ALL) policy whose WITH CHECK is literally true, or an UPDATE/DELETE/ALL policy whose USING
 * is literally true.
 */
const PERMISSIVE_RLS_POLICY = `
  select schemaname as schema, tablename as name, policyname as policy, cmd
    from pg_policies
   where roles && array['anon', 'authenticated', 'public']::name[]
     and schemaname not in ${SYSTEM_SCHEMAS}
     and (
       (cmd in ('INSERT', 'ALL') and with_check = 'true')
       or (cmd in ('UPDATE', 'DELETE', 'ALL') and qual = 'true')
     )
   order by 1, 2, 3`;

/** 0011_function_search_path_mutable: a function without a fixed search_path. */
const FUNCTION_SEARCH_PATH_MUTABLE = `
  select n.nspname as schema, p.proname as name
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
   where n.nspname in ${FUNCTION_SCHEMAS}
     and p.prokind in ('f', 'p')
     and d.objid is null
     and not exists (
       select 1 from unnest(coalesce(p.proconfig, '{}')) as setting
        where setting like 'search_path=%'
     )
   order by 1, 2`;

/**
 * 0028_anon_security_definer_function_executable and
 * 0029_authenticated_security_definer_function_executable: a SECURITY DEFINER function (it runs
 * with its owner's rights) that the API roles may call.
 */
const SECURITY_DEFINER_EXECUTABLE = `
  select n.nspname as schema, p.proname as name, r.role
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
   cross join (values ('anon'), ('authenticated')) as r (role)
   where p.prosecdef
     and n.nspname in ${FUNCTION_SCHEMAS}
     and has_function_privilege(r.role, p.oid, 'execute')
   order by 1, 2, 3`;

/**
 * The one deliberate exception to 0029: the functions through which the owner replies to a
 * message write a table nobody may write directly, so they run as their owner; each refuses every
 * JWT but the admin's before it reads anything (supabase/tests/replies-from-the-inbox.test.ts
 * proves 403 for a signed-in stranger). The hosted Security Advisor lists them as warnings.
 */
const OWNER_ONLY_DEFINER_FUNCTIONS = ['begin_reply', 'finish_reply', 'reply_context'];

/** What 0028/0029 find, the owner-only functions above aside. */
const UNEXPECTED_SECURITY_DEFINER_EXECUTABLE = `
  select * from (${SECURITY_DEFINER_EXECUTABLE}) found
   where not (found.schema = 'public' and found.role = 'authenticated'
              and found.name = any(array['${OWNER_ONLY_DEFINER_FUNCTIONS.join("', '")}']))
   order by 1, 2, 3`;

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

async function findings(pg: PGlite | Transaction, rule: string): Promise<unknown[]> {
  return (await pg.query(rule)).rows;
}

/** Runs `work` in a transaction that is always rolled back: the database is left as it was. */
async function inRolledBackTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await backend.db.pg.transaction(async (tx) => {
    result = await work(tx);
    await tx.rollback();
  });
  return result as T;
}

describe('the migrated database passes the linter rules that apply', () => {
  it.each([
    ['0013_rls_disabled_in_public: every public table has RLS on', RLS_DISABLED_IN_PUBLIC],
    [
      '0007_policy_exists_rls_disabled: no policy sits on a table with RLS off',
      POLICY_EXISTS_RLS_DISABLED,
    ],
    ['0024_permissive_rls_policy: no always-true policy for the API roles', PERMISSIVE_RLS_POLICY],
    [
      '0011_function_search_path_mutable: every function fixes its search_path',
      FUNCTION_SEARCH_PATH_MUTABLE,
    ],
    [
      '0028/0029: no SECURITY DEFINER function is executable by anon, nor by authenticated but the owner-only ones',
      UNEXPECTED_SECURITY_DEFINER_EXECUTABLE,
    ],
  ])('%s', async (_rule, query) => {
    expect(await findings(backend.db.pg, query)).toEqual([]);
  });

  it('0029: each owner-only SECURITY DEFINER function checks for the admin before anything else', async () => {
    const { rows } = await backend.db.pg.query<{ name: string; body: string }>(
      `select p.proname as name, p.prosrc as body from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and has_function_privilege('authenticated', p.oid, 'execute')
        order by 1`,
    );
    expect(rows.map(({ name }) => name)).toEqual(OWNER_ONLY_DEFINER_FUNCTIONS);
    for (const { name, body } of rows) {
      expect(body.trimStart(), name).toMatch(
        /^declare[\s\S]*?\bbegin\s+if coalesce\(\(select auth\.jwt\(\)\) -> 'app_metadata' ->> 'role', ''\) <> 'admin' then\s+raise exception using errcode = '42501'/,
      );
    }
  });

  it('looks at what the migrations created (so the rules above are not vacuous)', async () => {
    const { rows } = await backend.db.pg.query<{
      tables: number;
      policies: number;
      functions: number;
    }>(
      `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
              (select count(*)::int from pg_policies where tablename = 'contact_messages') as policies,
              (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                where n.nspname = 'private' and p.prosecdef) as functions`,
    );
    // 16 since the intake became one definer pipeline whose steps need no rights of their own,
    // and 17 with the hourly job that asks for the follow-up email; public holds the messages and
    // the owner's replies to them.
    expect(rows[0]).toEqual({ tables: 2, policies: 4, functions: 17 });
  });

  it('names every policy on contact_messages as a sentence', async () => {
    const { rows } = await backend.db.pg.query<{ policyname: string }>(
      `select policyname from pg_policies where tablename = 'contact_messages' order by policyname`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { policyname } of rows) expect(policyname).toMatch(/^[A-Z][^.]*[a-z]\.$/);
  });
});

describe('each rule finds a violation when there is one', () => {
  it('0013 finds a public table without RLS', async () => {
    const found = await inRolledBackTransaction(async (tx) => {
      await tx.exec('create table public.lint_probe (id int)');
      return findings(tx, RLS_DISABLED_IN_PUBLIC);
    });
    expect(found).toEqual([{ schema: 'public', name: 'lint_probe' }]);
  });

  it('0007 finds a policy on a table with RLS off', async () => {
    const found = await inRolledBackTransaction(async (tx) => {
      await tx.exec(`
        create schema lint_probe;
        create table lint_probe.t (id int);
        create policy "Everyone can read." on lint_probe.t for select to anon using (id > 0);`);
      return findings(tx, POLICY_EXISTS_RLS_DISABLED);
    });
    expect(found).toEqual([{ schema: 'lint_probe', name: 't' }]);
  });

  it('0024 finds WITH CHECK (true) on insert and USING (true) on update and delete', async () => {
    const found = await inRolledBackTransaction(async (tx) => {
      await tx.exec(`
        create schema lint_probe;
        create table lint_probe.t (id int);
        alter table lint_probe.t enable row level security;
        create policy "Anyone can insert." on lint_probe.t for insert to anon with check (true);
        create policy "Anyone can update." on lint_probe.t for update to authenticated
          using (true) with check (id > 0);
        create policy "Anyone can delete." on lint_probe.t for delete using (true);
        create policy "Anyone can do anything." on lint_probe.t to anon using (true);
        create policy "Anyone can read." on lint_probe.t for select to anon using (true);
        create policy "Checked inserts are fine." on lint_probe.t for insert to anon
          with check (id > 0);`);
      return findings(tx, PERMISSIVE_RLS_POLICY);
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ policy: 'Anyone can insert.', cmd: 'INSERT' }),
        expect.objectContaining({ policy: 'Anyone can update.', cmd: 'UPDATE' }),
        expect.objectContaining({ policy: 'Anyone can delete.', cmd: 'DELETE' }),
        expect.objectContaining({ policy: 'Anyone can do anything.', cmd: 'ALL' }),
      ]),
    );
    expect(found).toHaveLength(4);
  });

  it('0011 finds a function without a fixed search_path', async () => {
    const found = await inRolledBackTransaction(async (tx) => {
      await tx.exec(`
        create function public.lint_probe() returns int language sql as 'select 1';
        create function private.lint_probe_fixed() returns int language sql
          set search_path = '' as 'select 1';`);
      return findings(tx, FUNCTION_SEARCH_PATH_MUTABLE);
    });
    expect(found).toEqual([{ schema: 'public', name: 'lint_probe' }]);
  });

  it('0028/0029 find a SECURITY DEFINER function the API roles may call', async () => {
    const found = await inRolledBackTransaction(async (tx) => {
      // Functions are executable by PUBLIC unless revoked: the usual way to get this wrong.
      await tx.exec(`
        create function public.lint_probe() returns int language sql security definer
          set search_path = '' as 'select 1';
        create function private.lint_probe_revoked() returns int language sql security definer
          set search_path = '' as 'select 1';
        revoke all on function private.lint_probe_revoked() from public, anon, authenticated;`);
      return findings(tx, UNEXPECTED_SECURITY_DEFINER_EXECUTABLE);
    });
    expect(found).toEqual([
      { schema: 'public', name: 'lint_probe', role: 'anon' },
      { schema: 'public', name: 'lint_probe', role: 'authenticated' },
    ]);
  });

  it('left the database as it was', async () => {
    const { rows } = await backend.db.pg.query(
      `select 1 from pg_namespace where nspname = 'lint_probe'
       union all select 1 from pg_proc where proname like 'lint_probe%'
       union all select 1 from pg_class where relname = 'lint_probe'`,
    );
    expect(rows).toEqual([]);
  });
});
