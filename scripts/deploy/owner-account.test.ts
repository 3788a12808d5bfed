// @vitest-environment node
/**
 * The owner's account, made by the deploy's own code on a real local backend whose Auth answers
 * its admin API as the host does with the new keys: every call carries the secret key as `apikey`
 * and as `Authorization: Bearer` (the host refuses a create with the key in `apikey` alone). The
 * account is created confirmed and admin, signs in with its password, and a second deploy gives
 * it the new password and the admin role again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../local-backend/server';
import { startTestBackend } from '../../local-backend/test-support';
import {
  AuthAdminError,
  createOwnerRequest,
  ensureOwnerAccount,
  listUsersRequest,
  updateOwnerRequest,
  type OwnerAccount,
} from './owner-account';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

/** A fetch that records the headers of every request it sends on. */
function recordingFetch() {
  const sent: { method: string; url: string; headers: Headers }[] = [];
  const fetcher: typeof fetch = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
    });
    return fetch(input, init);
  };
  return { fetcher, sent };
}

function account(email: string, password: string): OwnerAccount {
  return { baseUrl: backend.url, secretKey: backend.secretKey, email, password };
}

/** Signs in as the site's /admin page does; the user's app_metadata, or the status refused. */
async function signIn(email: string, password: string): Promise<Record<string, unknown> | number> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    return response.status;
  }
  const { user } = (await response.json()) as { user: { app_metadata: Record<string, unknown> } };
  return user.app_metadata;
}

describe('the admin requests', () => {
  it('carry the secret key as apikey and as the bearer token', () => {
    const owner = account('owner@example.test', 'a long owner password');
    for (const request of [
      createOwnerRequest(owner),
      listUsersRequest(owner, 1),
      updateOwnerRequest(owner, 'id'),
    ]) {
      expect(request.headers).toMatchObject({
        apikey: backend.secretKey,
        Authorization: `Bearer ${backend.secretKey}`,
      });
    }
  });
});

describe("the owner's account on a local backend", () => {
  it('is created confirmed and admin, with both headers on every call, and signs in', async () => {
    const { fetcher, sent } = recordingFetch();
    const owner = account('new-owner@example.test', 'the first owner password');
    expect(await ensureOwnerAccount(owner, fetcher)).toBe('created');
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${backend.url}/auth/v1/admin/users`,
    ]);
    for (const { headers } of sent) {
      expect(headers.get('apikey')).toBe(backend.secretKey);
      expect(headers.get('authorization')).toBe(`Bearer ${backend.secretKey}`);
    }
    expect(await signIn(owner.email, owner.password)).toMatchObject({ role: 'admin' });
  });

  it('is found and updated on the next deploy: the new password works, the old one no longer', async () => {
    const first = account('again@example.test', 'the password before');
    expect(await ensureOwnerAccount(first, fetch)).toBe('created');
    const { fetcher, sent } = recordingFetch();
    const second = account('Again@Example.test', 'the password after');
    expect(await ensureOwnerAccount(second, fetcher)).toBe('updated');
    expect(sent.map(({ method }) => method)).toEqual(['POST', 'GET', 'PUT']);
    for (const { headers } of sent) {
      expect(headers.get('authorization')).toBe(`Bearer ${backend.secretKey}`);
    }
    expect(await signIn(first.email, 'the password after')).toMatchObject({ role: 'admin' });
    expect(await signIn(first.email, 'the password before')).toBe(400);
  });

  it('makes an existing account that was not admin the admin', async () => {
    await backend.db.pg.query(
      "insert into auth.users (email, encrypted_password) values ('plain@example.test', 'x')",
    );
    const owner = account('plain@example.test', 'now the owner password');
    expect(await ensureOwnerAccount(owner, fetch)).toBe('updated');
    expect(await signIn(owner.email, owner.password)).toMatchObject({ role: 'admin' });
  });

  it('without the bearer token, the create is refused as the host refuses it (403 bad_jwt)', async () => {
    const request = createOwnerRequest(account('no-bearer@example.test', 'a long owner password'));
    const headers = { ...request.headers };
    delete headers.Authorization;
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: JSON.stringify(request.body),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it("another project's secret key is refused, with what to check", async () => {
    const owner = {
      ...account('stranger@example.test', 'a long owner password'),
      secretKey: 'sb_secret_not-this-projects_00000000',
    };
    const outcome = ensureOwnerAccount(owner, fetch);
    await expect(outcome).rejects.toBeInstanceOf(AuthAdminError);
    await expect(outcome).rejects.toThrow(/HTTP 401.*Check that SUPABASE_SECRET_KEY/);
  });
});
