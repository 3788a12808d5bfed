// @vitest-environment node
/**
 * The inbox's pages and search (supabase/migrations/*_inbox_pages_and_search.sql), on real
 * Postgres with more messages than PostgREST's max_rows: keyset pages in order with nothing
 * skipped or repeated, filters, search without case or accents, and only the admin sees anything.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
} from '../../local-backend/test-support';
import type { Tables } from '../../src/shared/database.types';

const TOTAL = 1_205;

let backend: LocalBackend;
let owner: SupabaseClient;

type Row = Pick<Tables<'contact_messages'>, 'id' | 'name' | 'created_at' | 'read'>;

beforeAll(async () => {
  backend = await startTestBackend();
  // More messages than max_rows (1,000), some sharing a timestamp across page boundaries, every
  // third one read; number 7 has accents to search for.
  await backend.db.pg.query(
    `insert into public.contact_messages (name, email, subject, message, created_at, read)
     select case when n = 7 then 'José Núñez' else 'Visitor ' || n end,
            'v' || n || '@example.com', 'Subject ' || n, 'Message number ' || n,
            timestamptz '2026-11-01 00:00:00+00' + (n / 3) * interval '1 minute',
            n % 3 = 0
       from generate_series(1, $1::int) n`,
    [TOTAL],
  );
  owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function page(args: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await owner.rpc('list_contact_messages', {
    folder: 'inbox',
    ...args,
  });
  expect(error).toBeNull();
  return data as Row[];
}

async function everyPage(args: Record<string, unknown>, pageSize = 100): Promise<Row[]> {
  const all: Row[] = [];
  for (let after: Row | undefined; ;) {
    const rows = await page({
      ...args,
      page_size: pageSize,
      after_created_at: after?.created_at ?? null,
      after_id: after?.id ?? null,
    });
    all.push(...rows);
    if (rows.length < pageSize) return all;
    after = rows.at(-1);
  }
}

describe('pages', () => {
  it('walk through every message once, newest first, past max_rows', async () => {
    const all = await everyPage({});
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((row) => row.id)).size).toBe(TOTAL);
    const order = all.map((row) => [row.created_at, row.id].join(' '));
    expect(order).toEqual([...order].sort().reverse());
  }, 30_000);

  it('hold 25 messages by default and at most 1,000', async () => {
    expect(await page({})).toHaveLength(25);
    expect(await page({ page_size: 5_000 })).toHaveLength(1_000);
  });

  it('keep the filter: unread and read together are all of them', async () => {
    const unread = await everyPage({ filter: 'unread' });
    const read = await everyPage({ filter: 'read' });
    expect(unread.every((row) => !row.read)).toBe(true);
    expect(read.every((row) => row.read)).toBe(true);
    expect(unread.length + read.length).toBe(TOTAL);
    expect(read).toHaveLength(Math.floor(TOTAL / 3));
  }, 30_000);
});

describe('search', () => {
  it('ignores case and accents, in names, addresses, subjects and messages', async () => {
    for (const query of ['jose nunez', 'JOSÉ', 'núñez']) {
      expect(
        (await page({ search: query })).map((row) => row.name),
        query,
      ).toEqual(['José Núñez']);
    }
    expect(await page({ search: 'v1204@example' })).toHaveLength(1);
    expect(await page({ search: 'Subject 1203' })).toHaveLength(1);
    expect(await page({ search: 'message number 120' })).toHaveLength(7);
  });

  it('treats % and _ as the characters they are', async () => {
    expect(await page({ search: '%' })).toEqual([]);
    expect(await page({ search: 'Visitor_1' })).toEqual([]);
  });

  it('finds nothing when nothing matches', async () => {
    expect(await page({ search: 'no such words anywhere' })).toEqual([]);
  });

  it('compares text folded once, when the message arrived, and never sends it back', async () => {
    const { rows } = await backend.db.pg.query<{ search_text: string }>(
      `select search_text from public.contact_messages where name = 'José Núñez'`,
    );
    expect(rows[0]?.search_text).toBe('jose nunez v7@example.com subject 7 message number 7');
    const [found] = await page({ search: 'NUÑEZ' });
    expect(found).toMatchObject({ name: 'José Núñez', search_text: null });
  });

  it('cannot be written by a visitor', async () => {
    const { error } = await clientFor(backend)
      .from('contact_messages')
      .insert({ name: 'A', email: 'a@example.com', message: 'Hi', search_text: 'forged' });
    expect(error).not.toBeNull();
  });
});

describe('who may list', () => {
  it('shows a visitor nothing', async () => {
    const { data, status } = await clientFor(backend).rpc('list_contact_messages', {
      folder: 'inbox',
    });
    expect(status).toBe(401);
    expect(data).toBeNull();
  });
});
