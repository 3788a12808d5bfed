// @vitest-environment node
/**
 * The local backend behaves like a project created in late 2026: a publishable and a secret key
 * (not JWTs), user tokens signed with an asymmetric key published as a JWKS, the secret key
 * refused from a browser, and the legacy JWT keys still working until the project turns them off.
 * The functions (verify_jwt = false) check their callers themselves, and both the chat and the
 * owner's email work on either set of keys.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DEFAULT_JWT_SECRET, localApiKeys } from './api-keys';
import { startMailbox, type Mailbox } from './mailbox/server';
import type { LocalBackend, LocalBackendOptions } from './server';
import {
  clientFor,
  sampleMessage,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  uniqueAddress,
} from './test-support';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36';
const OWNER = 'owner@example.test';

/** A message posted the way curl would: one header for the key, no bearer token. */
function postMessage(backend: LocalBackend, headers: Record<string, string>) {
  return fetch(`${backend.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': uniqueAddress(),
      ...headers,
    },
    body: JSON.stringify(sampleMessage()),
  });
}

function askChat(backend: LocalBackend, headers: Record<string, string>) {
  return fetch(`${backend.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:5173',
      'x-forwarded-for': uniqueAddress(),
      ...headers,
    },
    body: JSON.stringify({ message: 'What do you build?', conversation: randomUUID() }),
  });
}

async function status(response: Promise<Response>): Promise<number> {
  const answer = await response;
  await answer.body?.cancel();
  return answer.status;
}

/** Sends a message with `key` and waits until the owner's email about it is settled. */
async function notifyState(backend: LocalBackend, key: string): Promise<string> {
  const id = randomUUID();
  const { error } = await clientFor(backend, { key })
    .from('contact_messages')
    .insert(sampleMessage({ id }));
  expect(error).toBeNull();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await backend.sendQueuedRequests();
    const { rows } = await backend.db.pg.query<{ notify_state: string }>(
      'select notify_state from public.contact_messages where id = $1',
      [id],
    );
    const state = rows[0]!.notify_state;
    if (!['pending', 'sending'].includes(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Delivers the owner's emails still owed for earlier messages, so a count of the mailbox after it
 * sees only what comes next (on a busy machine an earlier message's email can arrive late).
 */
async function settleOwnerEmails(backend: LocalBackend): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await backend.sendQueuedRequests();
    const { rows } = await backend.db.pg.query<{ owed: number }>(
      `select count(*)::int as owed from public.contact_messages
        where notify_state in ('pending', 'sending')`,
    );
    if (rows[0]!.owed === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A backend whose notify-owner emails OWNER through a mailbox of its own. */
async function startEmailingOwner(options: Partial<LocalBackendOptions> = {}) {
  const mailbox = await startMailbox({ port: 0 });
  const backend = await startTestBackend({
    notifyOwner: true,
    functionEnv: { EMAIL_API_URL: mailbox.url, EMAIL_API_KEY: 'k', NOTIFY_EMAIL_TO: OWNER },
    ...options,
  });
  return { backend, mailbox };
}

async function stop(backend: LocalBackend | undefined, mailbox: Mailbox | undefined) {
  await backend?.close();
  await mailbox?.close();
}

describe('the local keys', () => {
  it("are the Supabase CLI's own with its development secret, and derived from any other", () => {
    expect(localApiKeys(CLI_DEFAULT_JWT_SECRET)).toEqual({
      publishable: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      secret: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
    });
    const other = localApiKeys('another-local-secret-with-more-than-32-characters');
    expect(other.publishable).toMatch(/^sb_publishable_[\w-]{22}_[\w-]{8}$/);
    expect(other.secret).toMatch(/^sb_secret_[\w-]{22}_[\w-]{8}$/);
    expect(localApiKeys('another-local-secret-with-more-than-32-characters')).toEqual(other);
  });
});

describe('a project with the new keys (the legacy keys still on)', () => {
  let backend: LocalBackend;
  let mailbox: Mailbox;

  beforeAll(async () => ({ backend, mailbox } = await startEmailingOwner()), 60_000);
  afterAll(() => stop(backend, mailbox));

  it('takes a message sent with only `apikey: <publishable key>`, as curl sends it', async () => {
    expect(await status(postMessage(backend, { apikey: backend.publishableKey }))).toBe(201);
  });

  it('takes it from supabase-js too, which also sends the key as the bearer token', async () => {
    const { error } = await clientFor(backend, { key: backend.publishableKey })
      .from('contact_messages')
      .insert(sampleMessage());
    expect(error).toBeNull();
  });

  it('refuses a key that is not the project’s, and a publishable key cannot read the inbox', async () => {
    const wrong = postMessage(backend, { apikey: 'sb_publishable_not-this-projects_00000000' });
    expect(await status(wrong)).toBe(401);
    const read = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
      headers: { apikey: backend.publishableKey },
    });
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: '42501' });
  });

  it('lets a server read everything with the secret key, and refuses it from a browser', async () => {
    const server = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
      headers: { apikey: backend.secretKey },
    });
    expect(server.status).toBe(200);
    expect(((await server.json()) as unknown[]).length).toBeGreaterThan(0);

    const browser = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
      headers: { apikey: backend.secretKey, 'user-agent': BROWSER },
    });
    expect(browser.status).toBe(401);
    expect(await browser.json()).toMatchObject({
      message: 'Forbidden use of secret API key in browser',
    });
  });

  it('signs the admin’s token with an asymmetric key that the JWKS URL publishes', async () => {
    const jwks = await fetch(backend.jwksUrl);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');

    const admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    const token = (await admin.auth.getSession()).data.session!.access_token;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(backend.jwksUrl)));
    expect(payload).toMatchObject({ role: 'authenticated', email: TEST_ADMIN.email });

    // With that token and the publishable key, the admin reads the inbox.
    const inbox = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
    });
    expect(((await inbox.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives the functions the new keys and the JWKS, as the platform does', async () => {
    const chat = askChat(backend, { apikey: backend.publishableKey });
    expect(await status(chat)).toBe(200);
  });

  it('the chat checks its caller: the publishable or legacy anon key for a reply, else 401', async () => {
    expect(await status(askChat(backend, { apikey: backend.anonKey }))).toBe(200);
    expect(await status(askChat(backend, {}))).toBe(401);
    // The secret key gets the post-deploy check's answer: what the function saw of the caller.
    const probe = await askChat(backend, { apikey: backend.secretKey });
    expect(await probe.json()).toMatchObject({ client_address: expect.any(String) });
    expect(await status(askChat(backend, { apikey: 'sb_publishable_x_00000000' }))).toBe(401);
  });

  it('notify-owner takes only its shared secret (401), and emails the owner on the secret key', async () => {
    const callers: Record<string, string>[] = [
      {},
      { apikey: backend.publishableKey },
      { apikey: backend.secretKey },
    ];
    for (const headers of callers) {
      const call = fetch(`${backend.url}/functions/v1/notify-owner`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ sweep: true }),
      });
      expect(await status(call)).toBe(401);
    }
    await settleOwnerEmails(backend);
    mailbox.clear();
    expect(await notifyState(backend, backend.publishableKey)).toBe('sent');
    expect(mailbox.emails().map((email) => email.to)).toEqual([[OWNER]]);
  });
});

describe('a project that has turned its legacy keys off', () => {
  let backend: LocalBackend;
  let mailbox: Mailbox;

  beforeAll(
    async () => ({ backend, mailbox } = await startEmailingOwner({ legacyApiKeys: false })),
    60_000,
  );
  afterAll(() => stop(backend, mailbox));

  it('refuses the legacy anon and service_role keys with 401', async () => {
    expect(await status(postMessage(backend, { apikey: backend.anonKey }))).toBe(401);
    const serviceRole = fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
      headers: { apikey: backend.serviceRoleKey },
    });
    expect(await status(serviceRole)).toBe(401);
    expect(await status(askChat(backend, { apikey: backend.anonKey }))).toBe(401);
  });

  it('still runs the site, the chat, the admin and the owner’s email on the new keys', async () => {
    expect(await status(postMessage(backend, { apikey: backend.publishableKey }))).toBe(201);
    expect(await status(askChat(backend, { apikey: backend.publishableKey }))).toBe(200);
    const admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin).toBeDefined();
    await settleOwnerEmails(backend);
    mailbox.clear();
    expect(await notifyState(backend, backend.publishableKey)).toBe('sent');
    expect(mailbox.emails()).toHaveLength(1);
  });
});

describe('the signing key', () => {
  it('is kept with the database, so an admin’s token outlives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signing-key-'));
    try {
      let backend = await startTestBackend({ dataDir });
      const admin = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);
      const token = (await admin.auth.getSession()).data.session!.access_token;
      const { keys: before } = (await (await fetch(backend.jwksUrl)).json()) as {
        keys: unknown[];
      };
      await backend.close();

      backend = await startTestBackend({ dataDir });
      try {
        const { keys: after } = (await (await fetch(backend.jwksUrl)).json()) as {
          keys: unknown[];
        };
        expect(after).toEqual(before);
        const inbox = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
          headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
        });
        expect(inbox.status).toBe(200);
      } finally {
        await backend.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
