// @vitest-environment node
/**
 * The inbox's bulk actions (supabase/migrations/*_inbox_bulk_actions.sql), on real Postgres
 * through the local backend's PostgREST stand-in: a JSON array of ids arrives as a uuid[], each
 * action changes the whole selection in one statement and answers with the ids it changed, and
 * only the admin changes anything.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import {
  clientFor,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
} from '../../local-backend/test-support';
import type { Tables } from '../../src/shared/database.types';

let backend: LocalBackend;
let owner: SupabaseClient;
let ids: string[];

type Row = Pick<Tables<'contact_messages'>, 'id' | 'read' | 'status'>;

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  await backend.db.pg.query('delete from public.contact_messages');
  const { rows } = await backend.db.pg.query<{ id: string }>(
    `insert into public.contact_messages (name, email, subject, message)
     select 'Visitor ' || n, 'v' || n || '@example.com', '', 'Hello ' || n
       from generate_series(1, 5) n
     returning id`,
  );
  ids = rows.map((row) => row.id);
});

async function rows(): Promise<Map<string, Row>> {
  const { rows: all } = await backend.db.pg.query<Row>(
    'select id, read, status from public.contact_messages',
  );
  return new Map(all.map((row) => [row.id, row]));
}

function change(client: SupabaseClient, chosen: string[], action: string) {
  return client.rpc('change_contact_messages', { ids: chosen, action });
}

describe('change_contact_messages', () => {
  it.each([
    ['read', { read: true, status: 'inbox' }],
    ['spam', { read: false, status: 'spam' }],
  ])('%s changes exactly the chosen messages and answers their ids', async (action, after) => {
    const chosen = ids.slice(0, 3);
    const { data, error } = await change(owner, chosen, action);
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((row) => row.id).sort()).toEqual([...chosen].sort());
    const now = await rows();
    for (const id of chosen) expect(now.get(id)).toMatchObject(after);
    for (const id of ids.slice(3))
      expect(now.get(id)).toMatchObject({ read: false, status: 'inbox' });
  });

  it('marks unread and files back in the inbox', async () => {
    await change(owner, ids, 'read');
    await change(owner, ids, 'spam');
    await change(owner, ids.slice(0, 2), 'unread');
    await change(owner, ids.slice(0, 2), 'inbox');
    const now = await rows();
    expect(now.get(ids[0]!)).toMatchObject({ read: false, status: 'inbox' });
    expect(now.get(ids[4]!)).toMatchObject({ read: true, status: 'spam' });
  });

  it('deletes the chosen messages and leaves the rest', async () => {
    const { data, error } = await change(owner, ids.slice(1, 4), 'delete');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect([...(await rows()).keys()].sort()).toEqual([ids[0], ids[4]].sort());
  });

  it('leaves out ids that are already gone instead of failing the rest', async () => {
    await backend.db.pg.query('delete from public.contact_messages where id = $1', [ids[0]]);
    const { data, error } = await change(owner, ids.slice(0, 2), 'read');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: ids[1] }]);
  });

  it.each([
    ['no ids', () => [], 'read'],
    ['more than 1,000 ids', () => Array.from({ length: 1_001 }, () => ids[0]!), 'read'],
    ['an unknown action', () => ids, 'archive'],
  ])('answers 400 and changes nothing for %s', async (_label, chosen, action) => {
    const { data, error, status } = await change(owner, chosen(), action);
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(status).toBe(400);
    expect([...(await rows()).values()].every((row) => !row.read && row.status === 'inbox')).toBe(
      true,
    );
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const { error, status } = await change(owner, ['not-a-uuid'], 'read');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('is not a visitor’s to call', async () => {
    const { error } = await change(clientFor(backend), ids, 'delete');
    expect(error?.code).toBe('42501');
    expect((await rows()).size).toBe(5);
  });
});
