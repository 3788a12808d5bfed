// @vitest-environment node
/**
 * Auth's admin API on the local backend, answered as the hosted project answers it with the new
 * API keys: the secret key as the bearer token (beside `apikey`) opens every user call, as does a
 * legacy service_role JWT; with the secret key in `apikey` alone users can be listed but not
 * created or changed (403 bad_jwt, as reported on the host); the publishable key or a user's own
 * token as the bearer is not the admin (403 not_admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../server';
import { startTestBackend, TEST_ADMIN } from '../test-support';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

interface Call {
  method?: string;
  apikey?: string;
  bearer?: string;
  body?: unknown;
}

function admin(path: string, { method = 'GET', apikey, bearer, body }: Call = {}) {
  return fetch(`${backend.url}/auth/v1/admin/${path}`, {
    method,
    headers: {
      apikey: apikey ?? backend.secretKey,
      ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { code?: string }).code).toBe(code);
}

const newUser = (email: string) => ({
  email,
  password: 'a password for the admin tests',
  email_confirm: true,
  app_metadata: { role: 'admin' },
});

async function signIn(email: string, password: string) {
  return fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('with the secret key as the bearer token', () => {
  const bearer = () => backend.secretKey;

  it('creates a user, confirmed, with its app_metadata, who can sign in', async () => {
    const created = await admin('users', {
      method: 'POST',
      bearer: bearer(),
      body: newUser('created@example.test'),
    });
    expect(created.status).toBe(200);
    const user = (await created.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: 'created@example.test',
      aud: 'authenticated',
      app_metadata: { provider: 'email', role: 'admin' },
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    const session = await signIn('created@example.test', 'a password for the admin tests');
    expect(session.status).toBe(200);
    await session.body?.cancel();
  });

  it('refuses a second account with the same email (422 email_exists)', async () => {
    await (
      await admin('users', {
        method: 'POST',
        bearer: bearer(),
        body: newUser('twice@example.test'),
      })
    ).body?.cancel();
    await expectRefused(
      await admin('users', {
        method: 'POST',
        bearer: bearer(),
        body: newUser('Twice@Example.test'),
      }),
      422,
      'email_exists',
    );
  });

  it('lists users a page at a time, with the total', async () => {
    const first = await admin('users?page=1&per_page=1', { bearer: bearer() });
    expect(first.status).toBe(200);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(1);
    const { users } = (await first.json()) as { users: { email: string }[] };
    expect(users).toHaveLength(1);
    const all = (await (await admin(`users?per_page=${total}`, { bearer: bearer() })).json()) as {
      users: { email: string }[];
    };
    expect(all.users.map(({ email }) => email)).toContain(TEST_ADMIN.email);
    const past = (await (
      await admin(`users?page=${total + 1}&per_page=1`, { bearer: bearer() })
    ).json()) as { users: unknown[] };
    expect(past.users).toEqual([]);
  });

  it('updates a password and merges app_metadata; an unknown id is 404 user_not_found', async () => {
    const created = (await (
      await admin('users', {
        method: 'POST',
        bearer: bearer(),
        body: {
          email: 'updated@example.test',
          password: 'the first password',
          app_metadata: { plan: 'x' },
        },
      })
    ).json()) as { id: string };
    const updated = await admin(`users/${created.id}`, {
      method: 'PUT',
      bearer: bearer(),
      body: { password: 'the second password', app_metadata: { role: 'admin' } },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ app_metadata: { plan: 'x', role: 'admin' } });
    const refused = await signIn('updated@example.test', 'the first password');
    expect(refused.status).toBe(400);
    await refused.body?.cancel();
    const read = await admin(`users/${created.id}`, { bearer: bearer() });
    expect(await read.json()).toMatchObject({ email: 'updated@example.test' });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectRefused(
        await admin(`users/${id}`, { method: 'PUT', bearer: bearer(), body: {} }),
        404,
        'user_not_found',
      );
    }
  });
});

describe('without it', () => {
  it('the secret key in apikey alone lists users, but creating or changing one is 403 bad_jwt', async () => {
    const listed = await admin('users');
    expect(listed.status).toBe(200);
    await listed.body?.cancel();
    await expectRefused(
      await admin('users', { method: 'POST', body: newUser('apikey-only@example.test') }),
      403,
      'bad_jwt',
    );
    const { users } = (await (await admin('users?per_page=1000')).json()) as {
      users: { id: string; email: string }[];
    };
    expect(users.map(({ email }) => email)).not.toContain('apikey-only@example.test');
    const owner = users.find(({ email }) => email === TEST_ADMIN.email)!;
    await expectRefused(
      await admin(`users/${owner.id}`, { method: 'PUT', body: { password: 'taken over!' } }),
      403,
      'bad_jwt',
    );
  });

  it('a legacy service_role JWT as the bearer opens it too', async () => {
    const response = await admin('users', {
      method: 'POST',
      apikey: backend.serviceRoleKey,
      bearer: backend.serviceRoleKey,
      body: newUser('legacy@example.test'),
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it("the publishable key or a user's token as the bearer is not the admin (403 not_admin)", async () => {
    const session = (await (await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as {
      access_token: string;
    };
    for (const bearer of [backend.publishableKey, session.access_token]) {
      await expectRefused(
        await admin('users', {
          method: 'POST',
          apikey: backend.publishableKey,
          bearer,
          body: newUser('not-admin@example.test'),
        }),
        403,
        'not_admin',
      );
    }
    // The secret key in apikey does not make another bearer the admin.
    await expectRefused(
      await admin('users', { bearer: 'sb_secret_not-this-projects_00000000' }),
      403,
      'bad_jwt',
    );
  });

  it('another path below /admin is 404', async () => {
    await expectRefused(await admin('factors', { bearer: backend.secretKey }), 404, 'not_found');
  });
});
