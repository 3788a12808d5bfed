// @vitest-environment node
/**
 * Where the deploy's inputs come from: the shell's variables over `.env.deploy` (or, without it,
 * over `.env`, where the README used to have them, with a note to move them), a warning when the
 * file can be read by other users, the legacy VITE_SUPABASE_ANON_KEY when the publishable key's
 * own name is unset, and, at a terminal, a question for each one still missing, a secret asked
 * with echo off. Without a terminal a missing input stops the deploy before anything is called,
 * with the list of what to set and where to get it.
 */
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskOptions, DeployIo } from './io';
import { missingInputs, promptForInputs, readInputs, SECRET_INPUTS } from './inputs';
import { main, type DeployDeps } from './main';
import { makeRoot, recordingIo, VALID_ENV, without } from './test-support';

let root: string;
beforeEach(() => {
  root = makeRoot();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('reading the inputs', () => {
  it('takes .env.deploy, and the shell over it; .env is not read then', () => {
    writeFileSync(
      join(root, '.env.deploy'),
      'SUPABASE_PROJECT_REF=fromdeployfileaaaaaa\nSITE_URL=https://deploy.example.org\n',
      { mode: 0o600 },
    );
    writeFileSync(join(root, '.env'), 'ADMIN_PASSWORD=the local password\n');
    const { values, notes } = readInputs({ SITE_URL: ' https://shell.example.org ' }, root);
    expect(values.SUPABASE_PROJECT_REF).toBe('fromdeployfileaaaaaa');
    expect(values.SITE_URL).toBe('https://shell.example.org');
    expect(values.ADMIN_PASSWORD).toBeUndefined();
    expect(notes).toEqual([]);
  });

  it('without .env.deploy, takes .env (the old place) with a note naming what it read there', () => {
    writeFileSync(
      join(root, '.env'),
      'SUPABASE_PROJECT_REF=fromdotenvaaaaaaaaaa\nSITE_URL=https://dotenv.example.org\nLOCAL_DB_PORT=1\n',
      { mode: 0o600 },
    );
    const { values, notes } = readInputs({ SITE_URL: 'https://shell.example.org' }, root);
    expect(values.SUPABASE_PROJECT_REF).toBe('fromdotenvaaaaaaaaaa');
    expect(values.SITE_URL).toBe('https://shell.example.org');
    expect(notes).toEqual([
      expect.stringMatching(
        /^Read SUPABASE_PROJECT_REF from \.env\. The deploy's inputs now go in \.env\.deploy, which `npm start` never reads .*cp \.env\.deploy\.example \.env\.deploy && chmod 600 \.env\.deploy/,
      ),
    ]);
  });

  it('.env.deploy readable by other users is said, with the fix; so is a .env that gave a secret', () => {
    const deployFile = join(root, '.env.deploy');
    writeFileSync(deployFile, `SUPABASE_SECRET_KEY=${VALID_ENV.SUPABASE_SECRET_KEY}\n`);
    chmodSync(deployFile, 0o644);
    expect(readInputs({}, root).notes).toEqual([
      '.env.deploy holds secrets and other users of this machine can read it (mode 0644): run `chmod 600 .env.deploy`.',
    ]);
    chmodSync(deployFile, 0o600);
    expect(readInputs({}, root).notes).toEqual([]);

    rmSync(deployFile);
    writeFileSync(join(root, '.env'), `ADMIN_PASSWORD=a long password\n`);
    chmodSync(join(root, '.env'), 0o640);
    expect(readInputs({}, root).notes).toContain(
      '.env holds secrets and other users of this machine can read it (mode 0640): run `chmod 600 .env`.',
    );
  });

  it(".env's deploy lines beside a .env.deploy are named: they are not read, and npm start sets the live site's aside", () => {
    writeFileSync(join(root, '.env.deploy'), 'SITE_URL=https://janedoe.studio\n', { mode: 0o600 });
    writeFileSync(join(root, '.env'), `SUPABASE_ACCESS_TOKEN=${VALID_ENV.SUPABASE_ACCESS_TOKEN}\n`);
    const { values, notes } = readInputs({}, root);
    expect(values.SUPABASE_ACCESS_TOKEN).toBeUndefined();
    expect(notes).toEqual([
      expect.stringMatching(
        /^\.env also holds SUPABASE_ACCESS_TOKEN: the deploy reads \.env\.deploy, not \.env/,
      ),
    ]);
    expect(notes.join('')).not.toContain(VALID_ENV.SUPABASE_ACCESS_TOKEN);
  });

  it('reads VITE_SUPABASE_ANON_KEY, the legacy name, only when VITE_SUPABASE_PUBLISHABLE_KEY is unset', () => {
    const legacy = readInputs({ VITE_SUPABASE_ANON_KEY: 'sb_publishable_legacy' }, root);
    expect(legacy.values.VITE_SUPABASE_PUBLISHABLE_KEY).toBe('sb_publishable_legacy');
    expect(legacy.siteKeyName).toBe('VITE_SUPABASE_ANON_KEY');
    expect(legacy.notes).toEqual([expect.stringMatching(/legacy name of the site key/)]);

    const both = readInputs(
      {
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_legacy',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new',
      },
      root,
    );
    expect(both.values.VITE_SUPABASE_PUBLISHABLE_KEY).toBe('sb_publishable_new');
    expect(both.notes).toEqual([]);
  });

  it('needs NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM only with an EMAIL_API_KEY', () => {
    const names = (values: Record<string, string>) => missingInputs(values).map(({ name }) => name);
    const withoutEmail = without(VALID_ENV, 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM');
    expect(names(withoutEmail)).toEqual(['NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM']);
    expect(names({ ...withoutEmail, EMAIL_API_KEY: '' })).toEqual([]);
    expect(names({})).toEqual([
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_PROJECT_REF',
      'SITE_URL',
      'VITE_SUPABASE_PUBLISHABLE_KEY',
      'SUPABASE_SECRET_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
  });
});

describe('asking at a terminal', () => {
  it('asks for each missing input and each optional one not set at all, never for NAME= left empty', async () => {
    const io = recordingIo({ SITE_URL: 'https://janedoe.studio', EMAIL_API_KEY: 're_typed' });
    const given = without(VALID_ENV, 'SITE_URL', 'NOTIFY_EMAIL_TO', 'EMAIL_API_KEY');
    const answered = await promptForInputs({ ...given, CHAT_API_KEY: '' }, io);
    expect(io.questions.map((question) => question.split(' ')[0])).toEqual([
      'SITE_URL',
      'EMAIL_API_KEY',
      // Needed once the answer above set an EMAIL_API_KEY.
      'NOTIFY_EMAIL_TO',
    ]);
    expect(io.questions[1]).toMatch(/Enter to leave empty; not shown as you type\): $/);
    expect(answered).toMatchObject({
      SITE_URL: 'https://janedoe.studio',
      EMAIL_API_KEY: 're_typed',
      NOTIFY_EMAIL_TO: '',
      CHAT_API_KEY: '',
    });
  });

  it('asks for the token, the keys and the password with echo off, and for the rest as usual', async () => {
    const asked: [string, AskOptions | undefined][] = [];
    const io: DeployIo = {
      write: () => undefined,
      interactive: true,
      ask: async (question, options) => {
        asked.push([question.split(' ')[0]!, options]);
        return 'answer';
      },
    };
    await promptForInputs({}, io);
    const secretly = asked.filter(([, options]) => options?.secret).map(([name]) => name);
    expect(secretly).toEqual([
      'SUPABASE_ACCESS_TOKEN',
      'SUPABASE_SECRET_KEY',
      'ADMIN_PASSWORD',
      'EMAIL_API_KEY',
      'CHAT_API_KEY',
    ]);
    expect(SECRET_INPUTS).toEqual(expect.arrayContaining(secretly));
    expect(asked.map(([name]) => name)).toContain('SITE_URL');
  });
});

describe('a deploy with inputs missing', () => {
  const run = vi.fn<DeployDeps['run']>();
  const fetcher = vi.fn<typeof fetch>();

  it('without a terminal: exit 1 with what to set and where to get it, nothing called', async () => {
    const io = recordingIo();
    const env = without(VALID_ENV, 'SUPABASE_ACCESS_TOKEN', 'ADMIN_PASSWORD');
    expect(await main([], { env, root, io, run, fetch: fetcher, tmpRoot: root })).toBe(1);
    expect(io.output()).toBe(
      'Nothing was changed: these inputs are missing. Set them in the environment or .env.deploy, then run `npm run deploy` again:\n' +
        '  - SUPABASE_ACCESS_TOKEN: a personal access token (sbp_...): supabase.com/dashboard > Account > Access Tokens\n' +
        "  - ADMIN_PASSWORD: the owner account's password (the length supabase/config.toml asks for, or more)\n",
    );
    expect(run).not.toHaveBeenCalled();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('at a terminal: asks, then goes on with the answers (here to a dry run)', async () => {
    const io = recordingIo({ ADMIN_PASSWORD: 'typed at the terminal' });
    const env = without(VALID_ENV, 'ADMIN_PASSWORD');
    expect(await main(['--dry-run'], { env, root, io, run, fetch: fetcher, tmpRoot: root })).toBe(
      0,
    );
    expect(io.questions).toHaveLength(1);
    expect(io.output()).toContain('1/9 Link the project');
    expect(io.output()).not.toContain('typed at the terminal');
  });
});
