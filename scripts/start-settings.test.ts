// @vitest-environment node
/**
 * What `npm start` decides before it starts anything, next to the deploy's inputs: with them in
 * `.env.deploy` it starts the local site exactly as with nothing configured, and with them still
 * in `.env` (as the README had them put before `.env.deploy`) it starts the local site too,
 * leaving out what that file holds for the live site and saying which lines to move, without
 * showing a secret.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../local-backend/env';
import { VALID_ENV } from './deploy/test-support';
import { readStartSettings, type StartSettings } from './start-settings';

/** Every input of a deploy, as docs/deploy.md has the owner write them. */
const DEPLOY_INPUTS = {
  ...VALID_ENV,
  ADMIN_PASSWORD: 'the live owner password',
  NOTIFY_HOURLY_LIMIT: '40',
  CHAT_ALLOWED_ORIGINS: 'https://portfolio.janedoe.studio',
};

const envText = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join('');

let root: string;
let nothing: StartSettings;
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'start-settings-'));
  const empty = mkdtempSync(join(tmpdir(), 'start-settings-empty-'));
  try {
    nothing = await readStartSettings({ env: {}, root: empty });
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a start decides, without what depends on the folder it ran in. */
function decided({ config, site }: StartSettings) {
  return { usesLocalBackend: config.usesLocalBackend, site, backend: config.backend };
}

describe('npm start with nothing configured', () => {
  it('runs the local site on the local backend, with nothing to say', () => {
    expect(nothing.config.usesLocalBackend).toBe(true);
    expect(nothing.site.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(nothing.site.adminEmail).toBe(LOCAL_DEFAULTS.adminEmail);
    expect(nothing.notes).toEqual([]);
  });
});

describe('npm start with the deploy inputs in .env.deploy', () => {
  it('starts the local site as before: .env.deploy is not read', async () => {
    writeFileSync(join(root, '.env.deploy'), envText(DEPLOY_INPUTS), { mode: 0o600 });
    const settings = await readStartSettings({ env: {}, root });
    expect(decided(settings)).toEqual(decided(nothing));
    expect(settings.notes).toEqual([]);
  });

  it('beside a .env of local settings, which it reads as always', async () => {
    writeFileSync(join(root, '.env.deploy'), envText(DEPLOY_INPUTS), { mode: 0o600 });
    writeFileSync(
      join(root, '.env'),
      envText({
        ADMIN_EMAIL: 'me@example.org',
        ADMIN_PASSWORD: 'a local password',
        CHAT_MODEL: 'x',
      }),
    );
    const { config, site, notes } = await readStartSettings({ env: {}, root });
    expect(config.usesLocalBackend).toBe(true);
    expect(site.adminEmail).toBe('me@example.org');
    expect(config.backend.adminPassword).toBe('a local password');
    expect(config.backend.functionEnv).toMatchObject({ CHAT_MODEL: 'x' });
    expect(notes).toEqual([]);
  });
});

describe('npm start with the deploy inputs still in .env (the README before .env.deploy)', () => {
  beforeEach(() => {
    writeFileSync(
      join(root, '.env'),
      envText({ ...DEPLOY_INPUTS, LOCAL_BACKEND_PORT: '54999', LOCAL_DB_DIR: '.db-elsewhere' }),
    );
  });

  it('starts the local site on the local backend, with its own login, not the live one', async () => {
    const settings = await readStartSettings({ env: {}, root });
    const { config, site } = settings;
    expect(config.usesLocalBackend).toBe(true);
    // The local backend's own settings in that file still count.
    expect(config.backend.port).toBe(54999);
    expect(config.backend.dataDir).toBe('.db-elsewhere');
    expect(site).toEqual({ ...nothing.site, supabaseUrl: 'http://127.0.0.1:54999' });
    expect(config.backend.adminEmail).toBe(LOCAL_DEFAULTS.adminEmail);
    expect(config.backend.adminPassword).toBe(LOCAL_DEFAULTS.adminPassword);
    expect(config.backend.siteUrl).toBe(LOCAL_DEFAULTS.siteUrl);
    // The local functions get none of the live keys.
    expect(config.backend.functionEnv).toEqual({
      LOCAL_BACKEND_PORT: '54999',
      LOCAL_DB_DIR: '.db-elsewhere',
    });
  });

  it('names the lines to move to .env.deploy, and no value', async () => {
    const { notes } = await readStartSettings({ env: {}, root });
    expect(notes).toHaveLength(1);
    const [note] = notes as [string];
    expect(note).toMatch(/^\.env holds the deploy's inputs \(SUPABASE_ACCESS_TOKEN, /);
    for (const name of Object.keys(DEPLOY_INPUTS)) expect(note).toContain(name);
    expect(note).toContain('.env.deploy');
    expect(note).not.toContain('LOCAL_BACKEND_PORT');
    for (const value of Object.values(DEPLOY_INPUTS)) expect(note).not.toContain(value);
  });

  it("the shell's variables are still the person's choice: a hosted project named there is used", async () => {
    const shell = {
      VITE_SUPABASE_URL: VALID_ENV.VITE_SUPABASE_URL,
      VITE_SUPABASE_PUBLISHABLE_KEY: VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY,
      VITE_ADMIN_EMAIL: VALID_ENV.ADMIN_EMAIL,
    };
    const { config, site } = await readStartSettings({ env: shell, root });
    expect(config.usesLocalBackend).toBe(false);
    expect(site.supabaseUrl).toBe(VALID_ENV.VITE_SUPABASE_URL);
  });
});

describe('npm start against a hosted project (a .env with the site variables alone)', () => {
  it('is unchanged: the site talks to that project, and no local backend starts', async () => {
    writeFileSync(
      join(root, '.env'),
      envText({
        VITE_SUPABASE_URL: VALID_ENV.VITE_SUPABASE_URL,
        VITE_SUPABASE_PUBLISHABLE_KEY: VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY,
        VITE_ADMIN_EMAIL: VALID_ENV.ADMIN_EMAIL,
      }),
    );
    const { config, site, notes } = await readStartSettings({ env: {}, root });
    expect(config.usesLocalBackend).toBe(false);
    expect(site).toEqual({
      supabaseUrl: VALID_ENV.VITE_SUPABASE_URL,
      supabaseKey: VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY,
      adminEmail: VALID_ENV.ADMIN_EMAIL,
    });
    expect(notes).toEqual([]);
  });
});
