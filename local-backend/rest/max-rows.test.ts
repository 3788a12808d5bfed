// @vitest-environment node
/**
 * `[api] max_rows` applied as PostgREST applies db-max-rows on the hosted project: a read answers
 * with at most max_rows rows whatever limit it asks for, the offset still applies, Content-Range
 * names the rows actually sent, and `Prefer: count=exact` still counts every matching row. The
 * backend reads the value from supabase/config.toml (1000), and 1,205 stored messages exceed it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig } from '../project-config';
import type { LocalBackend } from '../server';
import { clientFor, startTestBackend } from '../test-support';

const TABLE = '/rest/v1/contact_messages';
const STORED = 1205;
/** Stored messages with read = true: every tenth. */
const READ = 120;
const MAX_ROWS = 1000;
const SUBJECT = 'max-rows seed';

let backend: LocalBackend;
let service: SupabaseClient;

/** "Seed 0001" is the newest message, "Seed 1205" the oldest. */
function seedName(position: number): string {
  return `Seed ${String(position).padStart(4, '0')}`;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, { key: backend.serviceRoleKey });
  await backend.db.pg.query(
    `insert into public.contact_messages (name, email, subject, message, created_at, read)
     select 'Seed ' || lpad(i::text, 4, '0'), 'seed' || i || '@example.com', $1,
            'A seeded message.', now() - make_interval(secs => i), i % 10 = 0
       from generate_series(1, $2::int) as i`,
    [SUBJECT, STORED],
  );
});

afterAll(async () => {
  await backend?.close();
});

/** A request as the service role, for what supabase-js does not show (status, Content-Range). */
async function call(search: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${backend.url}${TABLE}?${search}`, {
    method,
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      ...headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

describe('the max_rows setting', () => {
  it('comes from [api] max_rows in supabase/config.toml', () => {
    expect(readProjectConfig().api.maxRows).toBe(MAX_ROWS);
  });

  it('is no limit when absent, and only a whole number of at least 1 is accepted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'max-rows-'));
    const path = join(dir, 'config.toml');
    try {
      writeFileSync(path, '[api]\nenabled = true\n');
      expect(readProjectConfig(path).api.maxRows).toBeUndefined();
      writeFileSync(path, '[api]\nmax_rows = 25\n');
      expect(readProjectConfig(path).api.maxRows).toBe(25);
      for (const value of ['0', '-1', '2.5', '"1000"']) {
        writeFileSync(path, `[api]\nmax_rows = ${value}\n`);
        expect(() => readProjectConfig(path), value).toThrow(/max_rows/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reads under max_rows', () => {
  it('answers a select of every row with the newest max_rows rows, silently', async () => {
    const { data, error, count, status } = await service
      .from('contact_messages')
      .select('name, created_at')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBeNull();
    expect(data).toHaveLength(readProjectConfig().api.maxRows!);
    expect(data![0]!.name).toBe(seedName(1));
    expect(data![MAX_ROWS - 1]!.name).toBe(seedName(MAX_ROWS));
    const times = data!.map((row) => Date.parse(row.created_at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const raw = await call('select=id&order=created_at.desc');
    expect(raw.status).toBe(200);
    expect(raw.contentRange).toBe('0-999/*');
    expect(raw.body).toHaveLength(MAX_ROWS);
  });

  it('still applies the offset: range(1000, 1204) returns the other 205 rows', async () => {
    const { data, error, status } = await service
      .from('contact_messages')
      .select('name')
      .order('created_at', { ascending: false })
      .range(1000, STORED - 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(STORED - MAX_ROWS);
    expect(data![0]!.name).toBe(seedName(1001));
    expect(data!.at(-1)!.name).toBe(seedName(STORED));

    const raw = await call('select=id&order=created_at.desc&offset=1000&limit=205');
    expect(raw.contentRange).toBe('1000-1204/*');
  });

  it('keeps a smaller limit and cuts a larger one to max_rows', async () => {
    const small = await service.from('contact_messages').select('id').limit(25);
    expect(small.data).toHaveLength(25);

    const large = await service.from('contact_messages').select('id').limit(5000);
    expect(large.data).toHaveLength(MAX_ROWS);

    const whole = await service
      .from('contact_messages')
      .select('id')
      .range(0, STORED - 1);
    expect(whole.data).toHaveLength(MAX_ROWS);

    const offset = await call('select=id&order=created_at.desc&offset=100&limit=5000');
    expect(offset.body).toHaveLength(MAX_ROWS);
    expect(offset.contentRange).toBe('100-1099/*');
  });

  it('counts every matching row with count=exact: 206 while rows were left out, else 200', async () => {
    const first = await service
      .from('contact_messages')
      .select('id', { count: 'exact' })
      .order('created_at', { ascending: false });
    expect(first.error).toBeNull();
    expect(first.count).toBe(STORED);
    expect(first.data).toHaveLength(MAX_ROWS);
    expect(first.status).toBe(206);

    const raw = await call('select=id&order=created_at.desc', { prefer: 'count=exact' });
    expect(raw.status).toBe(206);
    expect(raw.contentRange).toBe(`0-999/${STORED}`);

    const rest = await call('select=id&order=created_at.desc&offset=1000', {
      prefer: 'count=exact',
    });
    expect(rest.status).toBe(206);
    expect(rest.contentRange).toBe(`1000-1204/${STORED}`);
    expect(rest.body).toHaveLength(STORED - MAX_ROWS);

    // Everything that matches fits under max_rows: the whole set, so 200.
    const few = await call('select=id&read=is.true', { prefer: 'count=exact' });
    expect(few.status).toBe(200);
    expect(few.contentRange).toBe(`0-${READ - 1}/${READ}`);
  });

  it('treats count=planned and count=estimated as exact', async () => {
    for (const count of ['planned', 'estimated'] as const) {
      const result = await service.from('contact_messages').select('id', { count });
      expect(result.count, count).toBe(STORED);
      expect(result.data, count).toHaveLength(MAX_ROWS);
    }
  });

  it('cuts a filtered read and counts what the filter matches', async () => {
    const { data, count, status } = await service
      .from('contact_messages')
      .select('name, read', { count: 'exact' })
      .eq('read', false)
      .order('created_at', { ascending: false });
    expect(status).toBe(206);
    expect(count).toBe(STORED - READ);
    expect(data).toHaveLength(MAX_ROWS);
    expect(data!.every((row) => row.read === false)).toBe(true);
    // Every tenth message is read, so the thousandth unread one is the 1111th newest.
    expect(data!.at(-1)!.name).toBe(seedName(1111));

    const raw = await call('select=id&read=eq.false', { prefer: 'count=exact' });
    expect(raw.contentRange).toBe(`0-999/${STORED - READ}`);
  });

  it('answers HEAD with count=exact with the total and the range a GET would send', async () => {
    const { data, count, status, error } = await service
      .from('contact_messages')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(STORED);
    expect(status).toBe(206);

    const raw = await call('select=*', { prefer: 'count=exact' }, 'HEAD');
    expect(raw.status).toBe(206);
    expect(raw.contentRange).toBe(`0-999/${STORED}`);
    expect(raw.body).toBeUndefined();

    const plain = await call('select=*', {}, 'HEAD');
    expect(plain.status).toBe(200);
    expect(plain.contentRange).toBe('0-999/*');
  });

  it('refuses an offset past the total when counting (416), as PostgREST does', async () => {
    const counted = await service
      .from('contact_messages')
      .select('id', { count: 'exact' })
      .range(2000, 2009);
    expect(counted.status).toBe(416);
    expect(counted.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of 2000 was requested, but there are only ${STORED} rows.`,
    });
    const raw = await call('select=id&offset=2000', { prefer: 'count=exact' });
    expect(raw.contentRange).toBe(`*/${STORED}`);

    // Right at the end there is nothing left to send, but the range is still satisfiable.
    const atEnd = await call(`select=id&offset=${STORED}`, { prefer: 'count=exact' });
    expect(atEnd.status).toBe(206);
    expect(atEnd.contentRange).toBe(`*/${STORED}`);
    expect(atEnd.body).toEqual([]);

    // Without a count nothing is known to be out of range.
    const uncounted = await call('select=id&offset=2000');
    expect(uncounted.status).toBe(200);
    expect(uncounted.contentRange).toBe('*/*');
    expect(uncounted.body).toEqual([]);
  });
});

describe('writes under max_rows', () => {
  it('returns every changed row with return=representation, as PostgREST does', async () => {
    // An update that changes nothing, so the other tests' rows stay as seeded.
    const { data, error, status } = await service
      .from('contact_messages')
      .update({ subject: SUBJECT })
      .eq('subject', SUBJECT)
      .select('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(STORED);
  });
});
