// @vitest-environment node
/**
 * The local backend's configuration: the shell's variables over `.env`, each value checked once,
 * and a bad one named in the error; a `.env` written for the deploy gives it only its own LOCAL_
 * variables.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  LOCAL_DEFAULTS,
  localAnonKey,
  isLocalAnonKey,
  parseEnv,
  port,
  readLocalBackendConfig,
  readLocalEnvFile,
  setAsideNote,
  text,
} from './env';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'local-backend-env-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('readLocalBackendConfig', () => {
  it('with nothing set, runs on the defaults', () => {
    expect(readLocalBackendConfig({ env: {}, root })).toEqual({
      port: LOCAL_DEFAULTS.port,
      url: 'http://127.0.0.1:54321',
      // The CLI's local database port from supabase/config.toml, so `npx supabase db push` finds it.
      dbPort: 54322,
      dataDir: LOCAL_DEFAULTS.dataDir,
      jwtSecret: LOCAL_DEFAULTS.jwtSecret,
      adminEmail: LOCAL_DEFAULTS.adminEmail,
      adminPassword: LOCAL_DEFAULTS.adminPassword,
      emailApiUrl: undefined,
      notifyEmailTo: LOCAL_DEFAULTS.adminEmail,
      siteUrl: LOCAL_DEFAULTS.siteUrl,
      functionEnv: {},
    });
  });

  it('reads .env, and a variable set in the shell wins over it', () => {
    writeFileSync(join(root, '.env'), 'LOCAL_BACKEND_PORT=6000\nADMIN_EMAIL=file@example.org\n');
    const config = readLocalBackendConfig({ env: { LOCAL_BACKEND_PORT: '7000' }, root });
    expect(config).toMatchObject({
      port: 7000,
      url: 'http://127.0.0.1:7000',
      adminEmail: 'file@example.org',
    });
  });

  it('takes a blank value as unset', () => {
    const config = readLocalBackendConfig({
      env: { LOCAL_BACKEND_PORT: ' ', ADMIN_EMAIL: '' },
      root,
    });
    expect(config.port).toBe(LOCAL_DEFAULTS.port);
    expect(config.adminEmail).toBe(LOCAL_DEFAULTS.adminEmail);
  });

  it('names a bad value, without echoing a secret', () => {
    expect(() => readLocalBackendConfig({ env: { LOCAL_BACKEND_PORT: '54321x' }, root })).toThrow(
      'LOCAL_BACKEND_PORT must be a port number from 1 to 65535, got "54321x". See .env.example.',
    );
    let error: unknown;
    try {
      readLocalBackendConfig({ env: { LOCAL_JWT_SECRET: 'short-secret' }, root });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/LOCAL_JWT_SECRET must be at least 32 characters/);
    expect((error as Error).message).not.toContain('short-secret');
  });
});

describe('a .env written for the deploy (it holds SUPABASE_ACCESS_TOKEN, ...)', () => {
  const DEPLOY_ENV =
    'SUPABASE_PROJECT_REF=abcdefghijklmnopqrst\nADMIN_EMAIL=owner@example.org\n' +
    'ADMIN_PASSWORD=the live password\nCHAT_API_KEY=sk-or-live\nLOCAL_BACKEND_PORT=6000\n';

  it('gives the local backend only its LOCAL_ variables, and says what it set aside', () => {
    writeFileSync(join(root, '.env'), DEPLOY_ENV);
    expect(readLocalEnvFile(root)).toEqual({
      values: { LOCAL_BACKEND_PORT: '6000' },
      setAside: ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CHAT_API_KEY', 'SUPABASE_PROJECT_REF'],
    });
    const config = readLocalBackendConfig({ env: {}, root });
    expect(config).toMatchObject({
      port: 6000,
      adminEmail: LOCAL_DEFAULTS.adminEmail,
      adminPassword: LOCAL_DEFAULTS.adminPassword,
      functionEnv: { LOCAL_BACKEND_PORT: '6000' },
    });
    // The shell's variables still count.
    expect(
      readLocalBackendConfig({ env: { ADMIN_EMAIL: 'me@example.org' }, root }).adminEmail,
    ).toBe('me@example.org');
  });

  it('a .env without the deploy’s own variables is read whole, as always', () => {
    writeFileSync(join(root, '.env'), 'ADMIN_EMAIL=owner@example.org\nCHAT_API_KEY=sk-or-local\n');
    expect(readLocalEnvFile(root)).toEqual({
      values: { ADMIN_EMAIL: 'owner@example.org', CHAT_API_KEY: 'sk-or-local' },
      setAside: [],
    });
    expect(setAsideNote([])).toBeUndefined();
  });

  it('the note names the lines to move, not their values', () => {
    writeFileSync(join(root, '.env'), DEPLOY_ENV);
    const note = setAsideNote(readLocalEnvFile(root).setAside)!;
    expect(note).toBe(
      ".env holds the deploy's inputs (SUPABASE_PROJECT_REF), so the local site left out what it " +
        'holds for the live one (ADMIN_EMAIL, ADMIN_PASSWORD, CHAT_API_KEY) and runs on the local ' +
        'backend as with no .env. Move those lines to .env.deploy, which the deploy reads (see ' +
        '.env.deploy.example), and keep in .env only what the local site should use.',
    );
  });
});

describe('parseEnv', () => {
  it('lists every bad value in one error', () => {
    const schema = { A_PORT: port(1), B_PORT: port(2), NAME: text('x') };
    expect(() => parseEnv(schema, { A_PORT: '0', B_PORT: 'http' })).toThrow(
      /2 bad values[\s\S]*A_PORT must be[\s\S]*B_PORT must be/,
    );
    expect(parseEnv(schema, { B_PORT: '8080' })).toEqual({ A_PORT: 1, B_PORT: 8080, NAME: 'x' });
  });
});

describe('the local anon key', () => {
  it('is signed with the configured secret, and only that secret accepts it', async () => {
    const secret = 'one-local-jwt-secret-with-more-than-32-characters';
    const key = await localAnonKey(secret);
    expect(await isLocalAnonKey(secret, key)).toBe(true);
    expect(await isLocalAnonKey(LOCAL_DEFAULTS.jwtSecret, key)).toBe(false);
    expect(
      await isLocalAnonKey(LOCAL_DEFAULTS.jwtSecret, await localAnonKey(LOCAL_DEFAULTS.jwtSecret)),
    ).toBe(true);
  });
});
