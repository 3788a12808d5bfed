// @vitest-environment node
/**
 * Edge Functions run from `<functionsDir>/<name>/index.ts` in a Deno process, as on Supabase.
 * This builds a throwaway functions folder with one function written the usual Supabase way
 * (`Deno.serve` in index.ts) and calls it through the backend, as `functions.invoke` would.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../server';
import { clientFor, TEST_ADMIN, TEST_JWT_SECRET } from '../test-support';

let backend: LocalBackend;
let functionsDir: string;

beforeAll(async () => {
  functionsDir = mkdtempSync(join(tmpdir(), 'functions-'));
  mkdirSync(join(functionsDir, 'echo'));
  writeFileSync(
    join(functionsDir, 'echo', 'index.ts'),
    `Deno.serve(async (req: Request): Promise<Response> => {
      const body = req.method === 'POST' ? await req.json() : null;
      return Response.json(
        {
          method: req.method,
          body,
          forwardedFor: req.headers.get('x-forwarded-for'),
          runtime: typeof Deno.version?.deno,
          supabaseUrl: Deno.env.get('SUPABASE_URL'),
          setting: Deno.env.get('ECHO_SETTING'),
        },
        { status: body?.fail ? 418 : 200, headers: { 'x-echo': 'yes' } },
      );
    });`,
  );
  backend = await startLocalBackend({
    port: 0,
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    functionsDir,
    functionEnv: { ECHO_SETTING: 'from the backend options' },
  });
});

afterAll(async () => {
  await backend?.close();
  rmSync(functionsDir, { recursive: true, force: true });
});

it('runs a function handler with the request and returns its answer', async () => {
  // `echo` keeps the default verify_jwt = true, which understands only the legacy JWT keys.
  const { data, error } = await clientFor(backend, {
    address: '203.0.113.7',
    key: backend.anonKey,
  }).functions.invoke('echo', { body: { hello: 'world' } });
  expect(error).toBeNull();
  expect(data).toEqual({
    method: 'POST',
    body: { hello: 'world' },
    // As behind Supabase's proxy: what the client wrote, then the address it connected from.
    forwardedFor: '203.0.113.7, 127.0.0.1',
    runtime: 'string',
    supabaseUrl: backend.url,
    setting: 'from the backend options',
  });
});

it("passes the function's status and headers through, and leaves CORS to the function", async () => {
  const response = await fetch(`${backend.url}/functions/v1/echo`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ fail: true }),
  });
  expect(response.status).toBe(418);
  expect(response.headers.get('x-echo')).toBe('yes');
  // This function sets no CORS headers, so a browser on another origin cannot read its answer.
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});

it('answers 404 JSON for a function that does not exist', async () => {
  const response = await fetch(`${backend.url}/functions/v1/missing`, {
    method: 'POST',
    headers: { apikey: backend.anonKey },
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'Requested function was not found',
  });
});

it('with verify_jwt = true, refuses the new keys: they are no JWT (why the functions turn it off)', async () => {
  for (const key of [backend.publishableKey, backend.secretKey]) {
    const { error } = await clientFor(backend, { key }).functions.invoke('echo', { body: {} });
    expect((error as { context?: Response } | null)?.context?.status).toBe(401);
  }
});

it('refuses a call without a valid key or with a forged token', async () => {
  const noKey = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' });
  expect(noKey.status).toBe(401);
  const forged = await fetch(`${backend.url}/functions/v1/echo`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: 'Bearer not.a.jwt' },
  });
  expect(forged.status).toBe(401);
});

it('hands a preflight to the function, with no key, and adds no CORS of its own', async () => {
  const response = await fetch(`${backend.url}/functions/v1/echo`, {
    method: 'OPTIONS',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ method: 'OPTIONS' });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});
