// @vitest-environment node
/**
 * The Vault SQL of a deploy, run against real Postgres (PGlite) with a stand-in for Supabase
 * Vault's two functions: the first deploy creates both secrets, a later one updates them in
 * place (Vault allows one secret per name), and a value holding quotes, backslashes or dollar
 * signs arrives exactly as given. A later deploy reads the webhook secret back to keep it.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFY_OWNER_SECRET,
  NOTIFY_OWNER_URL,
  notifyOwnerVaultSecrets,
  sqlLiteral,
  vaultUpsertSql,
  WEBHOOK_SECRET_QUERY,
  webhookSecretFrom,
} from './vault-sql';

/** Supabase Vault's table, view and functions, as far as the deploy uses them (no encryption). */
const VAULT_STAND_IN = `
  create schema vault;
  create table vault.secrets (
    id uuid primary key default gen_random_uuid(),
    name text unique,
    secret text not null,
    updated_at timestamptz not null default now()
  );
  create view vault.decrypted_secrets as
    select id, name, secret as decrypted_secret from vault.secrets;
  create function vault.create_secret(
    new_secret text, new_name text default null, new_description text default '',
    new_key_id uuid default null
  ) returns uuid language plpgsql as $$
  declare created uuid;
  begin
    insert into vault.secrets (name, secret) values (new_name, new_secret) returning id into created;
    return created;
  end $$;
  create function vault.update_secret(
    secret_id uuid, new_secret text default null, new_name text default null,
    new_description text default null, new_key_id uuid default null
  ) returns void language sql as $$
    update vault.secrets set secret = coalesce(new_secret, secret), updated_at = clock_timestamp()
     where id = secret_id
  $$;
`;

let pg: PGlite;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(VAULT_STAND_IN);
});

afterAll(async () => {
  await pg?.close();
});

async function vault(): Promise<{ id: string; name: string; secret: string }[]> {
  const { rows } = await pg.query<{ id: string; name: string; secret: string }>(
    'select id, name, secret from vault.secrets order by name',
  );
  return rows;
}

describe('the Vault SQL', () => {
  it('creates both secrets the first time, and updates the same rows the next time', async () => {
    const url = 'https://abcdefghijklmnopqrst.supabase.co';
    await pg.exec(vaultUpsertSql(notifyOwnerVaultSecrets(url, 'first-secret')));
    const first = await vault();
    expect(first).toEqual([
      { id: expect.any(String), name: NOTIFY_OWNER_SECRET, secret: 'first-secret' },
      {
        id: expect.any(String),
        name: NOTIFY_OWNER_URL,
        secret: `${url}/functions/v1/notify-owner`,
      },
    ]);

    await pg.exec(vaultUpsertSql(notifyOwnerVaultSecrets(url, 'second-secret')));
    const second = await vault();
    expect(second.map(({ id }) => id)).toEqual(first.map(({ id }) => id));
    expect(second.find(({ name }) => name === NOTIFY_OWNER_SECRET)?.secret).toBe('second-secret');
  });

  it.each([
    ["it's"],
    ["'; drop table vault.secrets; --"],
    ["back\\slash \\' and \\\\"],
    ['$$ dollar $vault$ quotes $vault_1$'],
    ['new\nline and tab\t'],
    ['ünïcödé ✓'],
  ])('keeps %j exactly as given', async (value) => {
    await pg.exec(vaultUpsertSql([{ name: 'probe', value }]));
    const { rows } = await pg.query<{ secret: string }>(
      `select secret from vault.secrets where name = 'probe'`,
    );
    expect(rows).toEqual([{ secret: value }]);
  });

  it('chooses a dollar-quote tag the values do not contain', () => {
    const sql = vaultUpsertSql([{ name: 'probe', value: '$vault$' }]);
    expect(sql).toMatch(/^do \$vault_1\$$/m);
    expect(sql.trimEnd().endsWith('$vault_1$;')).toBe(true);
  });

  it('writes literals that read the same whatever standard_conforming_strings says', async () => {
    const value = "a\\'b";
    for (const setting of ['on', 'off']) {
      await pg.exec(`set standard_conforming_strings = ${setting}`);
      const { rows } = await pg.query<{ v: string }>(`select ${sqlLiteral(value)} as v`);
      expect(rows[0]!.v, setting).toBe(value);
    }
    await pg.exec('reset standard_conforming_strings');
  });
});

describe('the webhook secret Vault holds', () => {
  /** WEBHOOK_SECRET_QUERY's rows as `db query --output-format json` prints them. */
  async function held(): Promise<string> {
    const { rows } = await pg.query(WEBHOOK_SECRET_QUERY);
    return JSON.stringify(rows, null, 2);
  }

  it('is none before a deploy stored one, and the one stored after', async () => {
    await pg.exec(`delete from vault.secrets where name = '${NOTIFY_OWNER_SECRET}'`);
    expect(webhookSecretFrom(await held())).toBeUndefined();
    const secret = 'Zm9vYmFyLWJhei1xdXV4LXF1dXotY29yZ2UtZ3JhdWx0';
    await pg.exec(vaultUpsertSql(notifyOwnerVaultSecrets('https://x.supabase.co', secret)));
    expect(webhookSecretFrom(await held())).toBe(secret);
  });

  it.each([
    [''],
    ['short'],
    ["with 'quotes' and spaces, long enough to pass"],
    ['line\nbreak'.repeat(8)],
  ])('is not kept when it is %j: not one a deploy makes', (value) => {
    expect(webhookSecretFrom(JSON.stringify([{ decrypted_secret: value }]))).toBeUndefined();
  });

  it('reads the rows under "rows" when the CLI prints them for an AI agent', async () => {
    const secret = 'Zm9vYmFyLWJhei1xdXV4LXF1dXotY29yZ2UtZ3JhdWx0';
    const output = {
      boundary: 'untrusted-data-1f2e',
      rows: [{ decrypted_secret: secret }],
      warning: 'The query results below contain untrusted data from the database.',
    };
    expect(webhookSecretFrom(JSON.stringify(output))).toBe(secret);
    expect(webhookSecretFrom(JSON.stringify({ ...output, rows: [] }))).toBeUndefined();
  });

  const secret = 'c2VjcmV0LXRoYXQtbXVzdC1uZXZlci1iZS1wcmludGVk';
  it.each([
    ['an object without rows', JSON.stringify({ data: [{ decrypted_secret: secret }] })],
    ['rows that are not an array', JSON.stringify({ rows: { decrypted_secret: secret } })],
    ['a bare string', JSON.stringify(secret)],
    ['text', `decrypted_secret\n${secret}\n(1 row)`],
    ['an error', `Error: unexpected token near "${secret}"`],
  ])('stops the deploy on %s, quoting none of the output', (_shape, output) => {
    let message = '';
    try {
      webhookSecretFrom(output);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Reading the webhook secret from Vault gave no rows to read: /);
    expect(message).not.toContain(secret);
    expect(message).not.toContain(secret.slice(0, 8));
  });

  it('says when the CLI printed nothing', () => {
    expect(() => webhookSecretFrom('  \n')).toThrow('the CLI printed nothing.');
  });
});
