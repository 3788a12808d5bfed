// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertNoSecretPublicEnv,
  assertNoSecrets,
  findSecrets,
  secretPublicEnvNames,
} from './check-dist-secrets';

/** An unsigned-looking JWT with the given payload (the signature is never checked). */
const jwt = (payload: object) =>
  [
    Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    'c2lnbmF0dXJlLW5vdC1jaGVja2Vk',
  ].join('.');

const serviceRoleKey = jwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
const anonKey = jwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dist-secrets-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(join(dir, 'assets/index-abc.js'), 'const task = "sk-short"; export {};');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const plant = (text: string) =>
  writeFileSync(join(dir, 'assets/chunk-xyz.js'), `const config = { key: "${text}" };`);

describe('findSecrets', () => {
  it('finds nothing in a clean build', () => {
    expect(findSecrets(dir, {})).toEqual([]);
  });

  it('finds a service-role JWT, naming the file and role but not the key', () => {
    plant(serviceRoleKey);
    const findings = findSecrets(dir, {});
    expect(findings).toEqual([
      { file: 'assets/chunk-xyz.js', kind: 'jwt', detail: expect.stringContaining('service_role') },
    ]);
    expect(JSON.stringify(findings)).not.toContain(serviceRoleKey);
  });

  it('accepts the anon JWT (it is public by design)', () => {
    plant(anonKey);
    expect(findSecrets(dir, {})).toEqual([]);
  });

  it('finds an AI gateway key once', () => {
    const key = 'sk-or-v1-0123456789abcdef0123456789abcdef';
    plant(key);
    const findings = findSecrets(dir, {});
    expect(findings).toEqual([{ file: 'assets/chunk-xyz.js', kind: 'api-key', detail: 'sk-or-…' }]);
    expect(JSON.stringify(findings)).not.toContain(key);
  });

  it('finds a Supabase secret key, and lets the publishable key through', () => {
    plant('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
    expect(findSecrets(dir, {})).toEqual([
      { file: 'assets/chunk-xyz.js', kind: 'api-key', detail: 'sb_sec…' },
    ]);
    plant('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(findSecrets(dir, {})).toEqual([]);
  });

  it('finds a generic sk- key', () => {
    plant('sk-abcdefghijklmnopqrstuvwxyz012345');
    expect(findSecrets(dir, {}).map((f) => f.kind)).toEqual(['api-key']);
  });

  it('finds the value of a server-only variable set during the build', () => {
    const password = 'correct-horse-battery-staple';
    plant(`prefix ${password} suffix`);
    const findings = findSecrets(dir, { ADMIN_PASSWORD: password });
    expect(findings).toEqual([
      { file: 'assets/chunk-xyz.js', kind: 'env-value', detail: 'ADMIN_PASSWORD' },
    ]);
  });

  it('ignores server-only values shorter than 8 characters', () => {
    plant('const x = "abc";');
    expect(findSecrets(dir, { ADMIN_PASSWORD: 'abc' })).toEqual([]);
  });

  it('skips binary files', () => {
    writeFileSync(join(dir, 'image.png'), serviceRoleKey);
    expect(findSecrets(dir, {})).toEqual([]);
  });

  it('fails with a readable, redacted message', () => {
    plant(serviceRoleKey);
    expect(() => assertNoSecrets(dir, {})).toThrow(
      /assets\/chunk-xyz\.js: jwt \(role service_role/,
    );
    expect(() => assertNoSecrets(dir, {})).not.toThrow(serviceRoleKey);
  });

  it.runIf(existsSync(join(__dirname, '../dist/index.html')))(
    'finds nothing in the current dist/',
    () => {
      expect(findSecrets(join(__dirname, '../dist'))).toEqual([]);
    },
  );
});

describe('secret VITE_ variables', () => {
  it('names VITE_ variables that look secret, and only those', () => {
    expect(
      secretPublicEnvNames({
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        VITE_SUPABASE_ANON_KEY: anonKey,
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a_1',
        VITE_SUPABASE_KEY: 'sb_secret_pasted-into-the-wrong-variable',
        VITE_SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        VITE_ADMIN_PASSWORD: 'hunter2hunter2',
        VITE_CHAT_API_KEY: 'sk-or-1',
        VITE_JWT_SECRET: 'x',
        VITE_PRIVATE_TOKEN: 'x',
        ADMIN_PASSWORD: 'server-side is fine',
      }),
    ).toEqual([
      'VITE_ADMIN_PASSWORD',
      'VITE_CHAT_API_KEY',
      'VITE_JWT_SECRET',
      'VITE_PRIVATE_TOKEN',
      'VITE_SUPABASE_KEY',
      'VITE_SUPABASE_SERVICE_ROLE_KEY',
    ]);
  });

  it('refuses to build with one, without printing its value', () => {
    expect(() => assertNoSecretPublicEnv({ VITE_ADMIN_PASSWORD: 'hunter2hunter2' })).toThrow(
      /VITE_ADMIN_PASSWORD/,
    );
    expect(() => assertNoSecretPublicEnv({ VITE_ADMIN_PASSWORD: 'hunter2hunter2' })).not.toThrow(
      /hunter2/,
    );
    expect(() => assertNoSecretPublicEnv({ VITE_SUPABASE_URL: 'https://x' })).not.toThrow();
  });
});
