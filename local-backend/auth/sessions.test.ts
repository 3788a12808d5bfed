// @vitest-environment node
/**
 * Sessions and refresh tokens as GoTrue keeps them, over HTTP: logout ends sessions (their refresh
 * tokens and access tokens stop working at /auth/v1), refresh tokens rotate, and a spent refresh
 * token reused after refresh_token_reuse_interval (10 s in supabase/config.toml) revokes every
 * token of its session. Time is moved by back-dating when tokens were spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../server';
import { startTestBackend, TEST_ADMIN, uniqueAddress } from '../test-support';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

interface Session {
  access_token: string;
  refresh_token: string;
}

function call(path: string, init: { method?: string; body?: unknown; bearer?: string } = {}) {
  return fetch(`${backend.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      'x-forwarded-for': uniqueAddress(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.bearer === undefined ? {} : { authorization: `Bearer ${init.bearer}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function signIn(): Promise<Session> {
  const response = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

const refresh = (refreshToken: string) =>
  call('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: refreshToken },
  });

async function refreshed(refreshToken: string): Promise<Session> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

async function expectAuthError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

const getUser = (accessToken: string) => call('/auth/v1/user', { bearer: accessToken });
const logout = (accessToken: string, scope?: string) =>
  call(`/auth/v1/logout${scope === undefined ? '' : `?scope=${scope}`}`, {
    method: 'POST',
    bearer: accessToken,
  });

/** As if every token of `refreshToken`'s session had been spent `seconds` earlier. */
async function backdate(refreshToken: string, seconds: number): Promise<void> {
  await backend.db.pg.query(
    `update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $2::int)
      where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
    [refreshToken, seconds],
  );
}

async function revokedFlags(refreshTokens: string[]): Promise<(boolean | 'missing')[]> {
  const { rows } = await backend.db.pg.query<{ token: string; revoked: boolean }>(
    'select token, revoked from auth.refresh_tokens where token = any($1)',
    [refreshTokens],
  );
  return refreshTokens.map(
    (token) => rows.find((row) => row.token === token)?.revoked ?? 'missing',
  );
}

describe('logout', () => {
  it('by default (scope global) ends every session of the user', async () => {
    const first = await signIn();
    const spent = first.refresh_token;
    const current = await refreshed(spent);
    const second = await signIn();

    expect((await logout(current.access_token)).status).toBe(204);

    for (const token of [spent, current.refresh_token, second.refresh_token]) {
      await expectAuthError(
        await refresh(token),
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    // GoTrue refuses the ended sessions' access tokens; the data API checks only the JWT.
    for (const accessToken of [first.access_token, current.access_token, second.access_token]) {
      await expectAuthError(
        await getUser(accessToken),
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  });

  it('with scope=global, as supabase-js sends it, does the same', async () => {
    const session = await signIn();
    expect((await logout(session.access_token, 'global')).status).toBe(204);
    await expectAuthError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
    await expectAuthError(await getUser(session.access_token), 403, 'session_not_found');
  });

  it('with scope=local ends only the current session', async () => {
    const mine = await signIn();
    const elsewhere = await signIn();
    expect((await logout(mine.access_token, 'local')).status).toBe(204);

    await expectAuthError(await refresh(mine.refresh_token), 400, 'refresh_token_not_found');
    await expectAuthError(await getUser(mine.access_token), 403, 'session_not_found');
    expect((await getUser(elsewhere.access_token)).status).toBe(200);
    await refreshed(elsewhere.refresh_token);
  });

  it('with scope=others ends every session but the current one', async () => {
    const mine = await signIn();
    const elsewhere = await signIn();
    expect((await logout(mine.access_token, 'others')).status).toBe(204);

    await expectAuthError(await refresh(elsewhere.refresh_token), 400, 'refresh_token_not_found');
    await expectAuthError(await getUser(elsewhere.access_token), 403, 'session_not_found');
    expect((await getUser(mine.access_token)).status).toBe(200);
    await refreshed(mine.refresh_token);
  });

  it('refuses an unknown scope (400 validation_failed) and ends nothing', async () => {
    const session = await signIn();
    await expectAuthError(
      await logout(session.access_token, 'everywhere'),
      400,
      'validation_failed',
    );
    expect((await getUser(session.access_token)).status).toBe(200);
    await refreshed(session.refresh_token);
  });
});

describe('refresh token rotation', () => {
  it('exchanges each refresh token for a new one, and every access token works', async () => {
    const first = await signIn();
    const chain = [first];
    for (let i = 0; i < 3; i += 1)
      chain.push(await refreshed(chain[chain.length - 1]!.refresh_token));

    expect(new Set(chain.map((session) => session.refresh_token)).size).toBe(4);
    expect(await revokedFlags(chain.map((session) => session.refresh_token))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    for (const session of chain) expect((await getUser(session.access_token)).status).toBe(200);
    await refreshed(chain[3]!.refresh_token);
  });

  it('answers two concurrent refreshes of one token with the same new token', async () => {
    const session = await signIn();
    const [a, b] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as Session[];
    expect(first!.refresh_token).toBe(second!.refresh_token);
    expect(first!.refresh_token).not.toBe(session.refresh_token);
    await refreshed(first!.refresh_token);
  });

  it('gives a client that lost its last refresh answer the current token, even later', async () => {
    const session = await signIn();
    const current = await refreshed(session.refresh_token);
    await backdate(session.refresh_token, 60);

    // The spent token's child is the session's current token: GoTrue hands that back.
    const again = await refreshed(session.refresh_token);
    expect(again.refresh_token).toBe(current.refresh_token);
    await refreshed(current.refresh_token);
  });

  it('within the reuse interval, exchanges an older spent token again (no revocation)', async () => {
    const session = await signIn();
    const second = await refreshed(session.refresh_token);
    const third = await refreshed(second.refresh_token);

    const late = await refreshed(session.refresh_token);
    expect([session, second, third].map((s) => s.refresh_token)).not.toContain(late.refresh_token);
    await refreshed(third.refresh_token);
  });

  it('past the reuse interval, treats a reused spent token as stolen: the whole session is revoked', async () => {
    const session = await signIn();
    const second = await refreshed(session.refresh_token);
    const third = await refreshed(second.refresh_token);
    const tokens = [session, second, third].map((s) => s.refresh_token);
    await backdate(third.refresh_token, 11);

    await expectAuthError(
      await refresh(session.refresh_token),
      400,
      'refresh_token_already_used',
      'Invalid Refresh Token: Already Used',
    );
    // Every token of the session is revoked, the newest one too...
    expect(await revokedFlags(tokens)).toEqual([true, true, true]);
    // ...and, once past the reuse interval, none of them is exchanged any more.
    await backdate(third.refresh_token, 11);
    for (const token of [...tokens].reverse()) {
      await expectAuthError(await refresh(token), 400, 'refresh_token_already_used');
    }
    // Other sessions are untouched.
    await refreshed((await signIn()).refresh_token);
  });

  it('answers refresh_token_not_found for a token it never issued', async () => {
    await expectAuthError(
      await refresh('0123456789abcdef0123456789abcdef'),
      400,
      'refresh_token_not_found',
    );
  });
});
