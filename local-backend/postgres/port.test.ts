// @vitest-environment node
/**
 * The Postgres port shares PGlite's one session with the API (session-gate.ts): a tool's
 * transaction holds the site's requests until it ends and never takes them in, the API's
 * transactions never take in a tool's statements, and what a tool leaves behind (an open
 * transaction, its session settings) ends with its connection.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../server';
import { clientFor, sampleMessage, startTestBackend } from '../test-support';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

/** A tool's connection to the port, as psql or the Supabase CLI would open one. */
function tool() {
  return postgres(backend.dbUrl, { max: 1, onnotice: () => {} });
}

async function countBySubject(subject: string): Promise<number> {
  const { rows } = await backend.db.pg.query<{ count: number }>(
    'select count(*)::int as count from public.contact_messages where subject = $1',
    [subject],
  );
  return rows[0]!.count;
}

/** Whether `promise` is still pending after `ms` milliseconds. */
async function stillPending(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const pending = Symbol('pending');
  const timer = new Promise((resolve) => setTimeout(() => resolve(pending), ms));
  return (await Promise.race([promise.then(() => undefined), timer])) === pending;
}

describe('the Postgres port', () => {
  it('answers the CLI user at the URL it reports', async () => {
    expect(backend.dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    const sql = tool();
    try {
      const [row] = await sql`select current_user as who, count(*)::int as messages
                               from public.contact_messages`;
      expect(row).toEqual({ who: 'postgres', messages: expect.any(Number) });
    } finally {
      await sql.end();
    }
  });

  it(
    "holds visitors' messages while a slow tool transaction is open, then stores every one of them when it rolls back",
    { timeout: 30_000 },
    async () => {
      const sql = tool();
      const visitorSubject = `sent during a tool's transaction ${Date.now()}`;
      const toolSubject = `written by the tool ${Date.now()}`;
      let sends: PromiseLike<{ error: unknown }>[] = [];
      try {
        await sql
          .begin(async (tx) => {
            await tx`insert into public.contact_messages (name, email, subject, message)
                     values ('Tool', 'tool@example.com', ${toolSubject}, 'Rolled back.')`;
            // Five visitors send while the tool's transaction is open...
            sends = Array.from({ length: 5 }, () =>
              clientFor(backend)
                .from('contact_messages')
                .insert(sampleMessage({ subject: visitorSubject }))
                .then(({ error }) => ({ error })),
            );
            // ...and wait: the tool is slow, its transaction still open.
            expect(await stillPending(Promise.all(sends), 1_000)).toBe(true);
            await tx`select 1`;
            throw new Error('roll the tool back');
          })
          .catch((error: Error) => {
            if (error.message !== 'roll the tool back') throw error;
          });
      } finally {
        await sql.end();
      }

      const results = await Promise.all(sends);
      expect(results.map((result) => result.error)).toEqual([null, null, null, null, null]);
      expect(await countBySubject(visitorSubject)).toBe(5);
      expect(await countBySubject(toolSubject)).toBe(0);
    },
  );

  it("never runs a tool's statement inside one of the API's transactions", async () => {
    const sql = tool();
    try {
      let toolAnswer: Promise<postgres.RowList<postgres.Row[]>> | undefined;
      await backend.db.pg.transaction(async (tx) => {
        // The API's transaction sets what a request's statements see, then waits (as one that
        // awaited a slow step would)...
        await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        toolAnswer = sql`select coalesce(current_setting('request.jwt.claims', true), '') as claims`;
        // ...and the tool's query does not run meanwhile.
        expect(await stillPending(toolAnswer, 500)).toBe(true);
      });
      expect(await toolAnswer).toEqual([{ claims: '' }]);
    } finally {
      await sql.end();
    }
  });

  it('rolls back what a client left open when it goes, and the site goes on', async () => {
    const subject = `left open by a tool ${Date.now()}`;
    const sql = tool();
    await sql`begin`;
    await sql`insert into public.contact_messages (name, email, subject, message)
              values ('Tool', 'tool@example.com', ${subject}, 'Never committed.')`;
    await sql.end();

    const { error } = await clientFor(backend)
      .from('contact_messages')
      .insert(sampleMessage({ subject: 'after the tool left' }));
    expect(error).toBeNull();
    expect(await countBySubject(subject)).toBe(0);
  });

  it("keeps a connected client's session settings to that client", async () => {
    const sql = tool();
    try {
      await sql`set role anon`;
      await sql`set search_path = pg_catalog`;
      await sql`set statement_timeout = '4s'`;

      // The site's own statements (here, what the pg_net and pg_cron workers run) meanwhile
      // run in a session of their own, as they do on a hosted project's separate connections.
      const { rows } = await backend.db.pg.query<{ who: string; path: string; limit: string }>(
        `select current_user as who, current_setting('search_path') as path,
                current_setting('statement_timeout') as limit`,
      );
      expect(rows[0]).toEqual({ who: 'postgres', path: 'public', limit: '0' });

      // And the client finds its settings as it left them.
      const [mine] = await sql`select current_user as who, current_setting('search_path') as path,
                                      current_setting('statement_timeout') as limit`;
      expect(mine).toEqual({ who: 'anon', path: 'pg_catalog', limit: '4s' });
    } finally {
      await sql.end();
    }
  });

  it("discards a client's session settings when it goes", async () => {
    const sql = tool();
    await sql`set role anon`;
    await sql`set search_path = pg_catalog`;
    expect((await sql`select current_user as who`)[0]).toEqual({ who: 'anon' });
    await sql.end();

    const { rows } = await backend.db.pg.query<{ who: string; path: string }>(
      `select current_user as who, current_setting('search_path') as path`,
    );
    expect(rows[0]).toEqual({ who: 'postgres', path: 'public' });
  });
});
