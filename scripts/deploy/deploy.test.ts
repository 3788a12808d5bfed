// @vitest-environment node
/**
 * A real `npm run deploy`, offline: a fake `supabase` first on PATH records every call (its
 * arguments, its environment, the files it was handed) and a stand-in for Supabase Auth's admin
 * API keeps users in memory. The calls come in order with the documented flags and the access
 * token in their environment, secrets reach the CLI only through files that are gone afterwards,
 * config push sends the live site URL, Vault gets the same webhook secret as the functions, the
 * owner is created once and updated after, and a failing step stops the deploy with the CLI's
 * own words, while running it again finishes the job.
 */
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales } from '../../src/content/locales/index.ts';
import { main } from './main';
import { runProcess } from './supabase-command';
import { makeRoot, recordingIo, REF, REPO_ROOT, VALID_ENV, type RecordingIo } from './test-support';

// --- The fake CLI ---------------------------------------------------------------------------

/**
 * Appends one JSON line per call to FAKE_SUPABASE_LOG; prints FAKE_SUPABASE_VERSION (3.1.0) for
 * --version; fails (exit 1, a message on stderr) when its arguments start with FAKE_SUPABASE_FAIL.
 */
const FAKE_SUPABASE = `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i === -1 ? undefined : args[i + 1]; };
const file = (p) => p && { path: p, content: fs.readFileSync(p, 'utf8'), mode: fs.statSync(p).mode & 0o777 };
const workdir = flag('--workdir');
fs.appendFileSync(process.env.FAKE_SUPABASE_LOG, JSON.stringify({
  args,
  cwd: process.cwd(),
  token: process.env.SUPABASE_ACCESS_TOKEN ?? null,
  doNotTrack: process.env.DO_NOT_TRACK ?? null,
  envFile: file(flag('--env-file')),
  sqlFile: file(flag('--file')),
  workdir: workdir && { path: workdir, config: file(path.join(workdir, 'supabase/config.toml')) },
}) + '\\n');
const fail = process.env.FAKE_SUPABASE_FAIL;
if (fail && args.join(' ').startsWith(fail)) {
  process.stderr.write('unexpected failure: the fake was told to fail "' + fail + '"\\n');
  process.exit(1);
}
if (args[0] === '--version') process.stdout.write((process.env.FAKE_SUPABASE_VERSION || '3.1.0') + '\\n');
`;

interface LoggedFile {
  path: string;
  content: string;
  mode: number;
}

interface CliCall {
  args: string[];
  cwd: string;
  token: string | null;
  doNotTrack: string | null;
  envFile?: LoggedFile;
  sqlFile?: LoggedFile;
  workdir?: { path: string; config?: LoggedFile };
}

// --- The Auth admin API stand-in ------------------------------------------------------------

interface User {
  id: string;
  email: string;
  password: string;
  email_confirmed: boolean;
  app_metadata: Record<string, unknown>;
}

interface AuthStandIn {
  url: string;
  users: User[];
  requests: string[];
  close(): Promise<void>;
}

/** POST/GET/PUT /auth/v1/admin/users, answering only requests whose apikey is `secretKey`. */
async function startAuthStandIn(secretKey: string): Promise<AuthStandIn> {
  const users: User[] = [];
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.apikey !== secretKey || request.headers.authorization) {
        return answer(401, { code: 'no_authorization', msg: 'Invalid API key' });
      }
      const body = (text ? JSON.parse(text) : {}) as Partial<User> & { email_confirm?: boolean };
      const id = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname)?.[1];
      if (request.method === 'POST' && url.pathname === '/auth/v1/admin/users') {
        if (users.some((user) => user.email.toLowerCase() === body.email?.toLowerCase())) {
          return answer(422, {
            code: 'email_exists',
            msg: 'A user with this email address has already been registered',
          });
        }
        const user: User = {
          id: randomUUID(),
          email: body.email!,
          password: body.password!,
          email_confirmed: body.email_confirm === true,
          app_metadata: body.app_metadata ?? {},
        };
        users.push(user);
        return answer(200, user);
      }
      if (request.method === 'GET' && url.pathname === '/auth/v1/admin/users') {
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('per_page'));
        return answer(200, { users: users.slice((page - 1) * perPage, page * perPage), aud: '' });
      }
      const user = users.find((candidate) => candidate.id === id);
      if (request.method === 'PUT' && user) {
        user.password = body.password ?? user.password;
        user.email_confirmed ||= body.email_confirm === true;
        user.app_metadata = { ...user.app_metadata, ...body.app_metadata };
        return answer(200, user);
      }
      answer(404, { code: 'not_found', msg: 'No such route or user' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// --- The runs -------------------------------------------------------------------------------

let scratch: string;
let binDir: string;
let tmpRoot: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  binDir = join(scratch, 'bin');
  tmpRoot = join(scratch, 'tmp');
  mkdirSync(binDir);
  mkdirSync(tmpRoot);
  // The fake is CommonJS, whatever package.json sits above the temp folder.
  writeFileSync(join(binDir, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(join(binDir, 'supabase'), FAKE_SUPABASE);
  chmodSync(join(binDir, 'supabase'), 0o755);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Deploy {
  code: number;
  io: RecordingIo;
  calls: CliCall[];
}

/** Runs a deploy with `env` over VALID_ENV against the fake CLI and `auth`. */
async function deploy(
  root: string,
  auth: AuthStandIn,
  env: Record<string, string> = {},
): Promise<Deploy> {
  const log = join(scratch, `calls-${randomUUID()}.jsonl`);
  const io = recordingIo();
  const code = await main([], {
    env: {
      PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME,
      FAKE_SUPABASE_LOG: log,
      ...VALID_ENV,
      ...env,
    },
    root,
    io,
    run: runProcess,
    fetch: globalThis.fetch,
    tmpRoot,
    authBaseUrl: auth.url,
    // The live project is not here: check.test.ts runs the real check against a local one.
    check: async (_inputs, checkIo) => {
      checkIo.write('post-deploy check ran\n');
      return true;
    },
  });
  const calls = existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as CliCall)
    : [];
  return { code, io, calls };
}

/** The calls' arguments, with each temp folder written as <tmp>. */
function argsOf(calls: CliCall[]): string[][] {
  return calls.map((call) => call.args.map((arg) => arg.replace(/^.*\/deploy-[^/]+/, '<tmp>')));
}

const FULL_RUN = [
  ['--version'],
  ['link', '--project-ref', REF],
  ['db', 'push', '--remote', '--yes'],
  ['config', 'push', `--remote=${REF}`, '--yes', '--workdir', '<tmp>'],
  ['functions', 'deploy', 'chat', '--use-api', `--remote=${REF}`],
  ['functions', 'deploy', 'notify-owner', '--use-api', `--remote=${REF}`],
  ['functions', 'deploy', 'visit', '--use-api', `--remote=${REF}`],
  ['secrets', 'set', '--env-file', '<tmp>/function-secrets.env', `--remote=${REF}`, '--yes'],
  ['db', 'query', '--remote', '--file', '<tmp>/vault.sql', '--yes'],
];

const SECRETS = [
  VALID_ENV.SUPABASE_ACCESS_TOKEN,
  VALID_ENV.SUPABASE_SECRET_KEY,
  VALID_ENV.ADMIN_PASSWORD,
  VALID_ENV.EMAIL_API_KEY,
  VALID_ENV.CHAT_API_KEY,
];

/** The webhook secret a run set on the functions. */
function webhookSecretOf(calls: CliCall[]): string {
  const envFile = calls.find((call) => call.envFile)!.envFile!;
  return parseEnv(envFile.content).NOTIFY_WEBHOOK_SECRET!;
}

describe('a first deploy, then a second', () => {
  let root: string;
  let auth: AuthStandIn;
  let first: Deploy;

  beforeAll(async () => {
    root = makeRoot();
    auth = await startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY);
    // A thousand other accounts: finding the owner again needs a second page.
    for (let n = 0; n < 1000; n++) {
      auth.users.push({
        id: randomUUID(),
        email: `visitor${n}@example.org`,
        password: 'x',
        email_confirmed: true,
        app_metadata: {},
      });
    }
    first = await deploy(root, auth);
  }, 60_000);

  afterAll(async () => {
    await auth?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('succeeds, printing each step as it runs', () => {
    expect(first.code, first.io.output()).toBe(0);
    expect(first.io.output()).toMatch(
      new RegExp(
        [
          '^1/9 Link the project \\.\\.\\. done: linked to abcdefghijklmnopqrst',
          '2/9 Apply the migrations \\.\\.\\. done',
          '3/9 Push the Auth settings with the live site URL \\.\\.\\. done',
          '4/9 Deploy the Edge Functions \\.\\.\\. done',
          '5/9 Set the function secrets \\(with a new webhook secret\\) \\.\\.\\. done: 7 set',
          "6/9 Store the notify-owner function's address and secret in Vault, and the site's languages \\.\\.\\. done",
          "7/9 Create or update the owner's account \\.\\.\\. done: created jane@janedoe\\.studio \\(confirmed, admin\\)",
          "8/9 Write the static host's settings \\.\\.\\. done: deploy-output\\.env written",
        ].join('\\n'),
      ),
    );
    expect(first.io.output()).toContain(
      '9/9 Check the live project\npost-deploy check ran\n    done\n',
    );
  });

  it('calls the CLI in order with the documented flags, in the repository, with the token in its environment', () => {
    expect(argsOf(first.calls)).toEqual(FULL_RUN);
    for (const call of first.calls) {
      expect(call.cwd).toBe(root);
      expect(call.token).toBe(VALID_ENV.SUPABASE_ACCESS_TOKEN);
      expect(call.doNotTrack).toBe('1');
    }
  });

  it('never puts a secret on a command line, nor prints one', () => {
    const commandLines = first.calls.map((call) => call.args.join(' ')).join('\n');
    for (const secret of [...SECRETS, webhookSecretOf(first.calls)]) {
      expect(commandLines).not.toContain(secret);
      expect(first.io.output()).not.toContain(secret);
    }
  });

  it('pushes the config with the live site URL, from a temp folder outside the repository that is gone afterwards', () => {
    const { workdir } = first.calls.find((call) => call.args[0] === 'config')!;
    expect(workdir!.path.startsWith(tmpRoot)).toBe(true);
    expect(existsSync(workdir!.path)).toBe(false);
    const pushed = parse(workdir!.config!.content) as Record<string, Record<string, unknown>>;
    const ours = parse(readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    expect(pushed.auth!.site_url).toBe('https://janedoe.studio');
    expect(pushed.auth!.additional_redirect_urls).toEqual(['https://janedoe.studio']);
    // Everything else is the repository's config, and the repository's file is untouched.
    expect({
      ...pushed,
      auth: { ...pushed.auth, site_url: 'x', additional_redirect_urls: [] },
    }).toEqual({ ...ours, auth: { ...ours.auth, site_url: 'x', additional_redirect_urls: [] } });
    expect(readFileSync(join(root, 'supabase/config.toml'), 'utf8')).toBe(
      readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8'),
    );
  });

  it('sets the function secrets from an env file only this user could read, removed afterwards', () => {
    const { envFile } = first.calls.find((call) => call.envFile)!;
    expect(envFile!.mode).toBe(0o600);
    expect(existsSync(envFile!.path)).toBe(false);
    expect(parseEnv(envFile!.content)).toEqual({
      NOTIFY_WEBHOOK_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      EMAIL_API_KEY: VALID_ENV.EMAIL_API_KEY,
      NOTIFY_EMAIL_TO: 'jane@janedoe.studio,studio@janedoe.studio',
      NOTIFY_EMAIL_FROM: VALID_ENV.NOTIFY_EMAIL_FROM,
      CHAT_API_KEY: VALID_ENV.CHAT_API_KEY,
      CHAT_ALLOWED_ORIGINS: 'https://janedoe.studio',
      SITE_URL: 'https://janedoe.studio',
    });
  });

  it('gives Vault the function address and the same webhook secret the functions got', () => {
    const { sqlFile } = first.calls.find((call) => call.sqlFile)!;
    expect(sqlFile!.mode).toBe(0o600);
    expect(existsSync(sqlFile!.path)).toBe(false);
    expect(sqlFile!.content).toContain(
      `(E'notify_owner_url', E'https://${REF}.supabase.co/functions/v1/notify-owner')`,
    );
    expect(sqlFile!.content).toContain(
      `(E'notify_owner_secret', E'${webhookSecretOf(first.calls)}')`,
    );
  });

  it("tells the database the site's languages in the same file", () => {
    const { sqlFile } = first.calls.find((call) => call.sqlFile)!;
    const codes = locales.map(({ code }) => `E'${code}'`).join(', ');
    expect(sqlFile!.content).toContain(`select public.set_site_languages(array[${codes}]);`);
  });

  it("creates the owner's account, confirmed and admin, with one request", () => {
    expect(auth.requests).toEqual(['POST /auth/v1/admin/users']);
    expect(auth.users.at(-1)).toEqual({
      id: expect.any(String),
      email: 'jane@janedoe.studio',
      password: VALID_ENV.ADMIN_PASSWORD,
      email_confirmed: true,
      app_metadata: { role: 'admin' },
    });
  });

  it("writes the static host's settings to deploy-output.env and prints where they go", () => {
    expect(readFileSync(join(root, 'deploy-output.env'), 'utf8')).toBe(
      "# Written by npm run deploy: the static host's build variables (public values, no secret).\n" +
        `VITE_SUPABASE_URL=https://${REF}.supabase.co\n` +
        `VITE_SUPABASE_PUBLISHABLE_KEY=${VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY}\n` +
        'VITE_ADMIN_EMAIL=jane@janedoe.studio\n' +
        'SITE_URL=https://janedoe.studio\n',
    );
    const output = first.io.output();
    expect(output).toContain(`    VITE_SUPABASE_URL=https://${REF}.supabase.co\n`);
    for (const host of ['Vercel', 'Netlify', 'Cloudflare Pages']) {
      expect(output).toMatch(new RegExp(`^ {6}${host}: .+$`, 'm'));
    }
  });

  it('run again: the same calls, a new webhook secret in both places, and the owner updated (password and role)', async () => {
    const owner = auth.users.at(-1)!;
    owner.app_metadata = { role: 'visitor', provider: 'email' };
    auth.requests.length = 0;

    const second = await deploy(root, auth, { ADMIN_PASSWORD: 'a brand new password' });
    expect(second.code, second.io.output()).toBe(0);
    expect(argsOf(second.calls)).toEqual(FULL_RUN);

    const secret = webhookSecretOf(second.calls);
    expect(secret).not.toBe(webhookSecretOf(first.calls));
    expect(second.calls.find((call) => call.sqlFile)!.sqlFile!.content).toContain(
      `(E'notify_owner_secret', E'${secret}')`,
    );

    expect(auth.requests).toEqual([
      'POST /auth/v1/admin/users',
      'GET /auth/v1/admin/users?page=1&per_page=1000',
      'GET /auth/v1/admin/users?page=2&per_page=1000',
      `PUT /auth/v1/admin/users/${owner.id}`,
    ]);
    expect(auth.users.filter((user) => user.email === 'jane@janedoe.studio')).toEqual([
      {
        ...owner,
        password: 'a brand new password',
        app_metadata: { role: 'admin', provider: 'email' },
      },
    ]);
    expect(second.io.output()).toContain(
      "7/9 Create or update the owner's account ... done: updated jane@janedoe.studio (new password, admin)\n",
    );
  }, 60_000);
});

describe('a deploy that fails', () => {
  let root: string;
  let auth: AuthStandIn;

  beforeEach(async () => {
    root = makeRoot();
    auth = await startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY);
    return async () => {
      await auth.close();
      rmSync(root, { recursive: true, force: true });
    };
  });

  it("stops at the failing step with the CLI's message, and a second run finishes the job", async () => {
    const failed = await deploy(root, auth, { FAKE_SUPABASE_FAIL: 'config push' });
    expect(failed.code).toBe(1);
    expect(argsOf(failed.calls)).toEqual(FULL_RUN.slice(0, 4));
    const output = failed.io.output();
    expect(output).toContain('3/9 Push the Auth settings with the live site URL ... failed\n');
    expect(output).toContain('unexpected failure: the fake was told to fail "config push"');
    expect(output).toMatch(
      /The deploy stopped at step 3\/9 Push the Auth settings with the live site URL\. Fix the cause and run `npm run deploy` again: every step is safe to repeat\.\n$/,
    );
    expect(existsSync(failed.calls.at(-1)!.workdir!.path)).toBe(false);
    expect(auth.requests).toEqual([]);
    expect(existsSync(join(root, 'deploy-output.env'))).toBe(false);

    const again = await deploy(root, auth);
    expect(again.code, again.io.output()).toBe(0);
    expect(argsOf(again.calls)).toEqual(FULL_RUN);
    expect(auth.users.map((user) => user.email)).toEqual(['jane@janedoe.studio']);
  }, 60_000);

  it('at the Vault step: says the owner emails are refused until a deploy gets past it', async () => {
    const failed = await deploy(root, auth, { FAKE_SUPABASE_FAIL: 'db query' });
    expect(failed.code).toBe(1);
    expect(failed.io.output()).toContain(
      "6/9 Store the notify-owner function's address and secret in Vault, and the site's languages ... failed\n",
    );
    expect(failed.io.output()).toContain('until a deploy gets past this step');
    expect(existsSync(failed.calls.at(-1)!.sqlFile!.path)).toBe(false);
  }, 60_000);

  it('with a CLI other than 3.x: stops before linking, saying how to run the right one', async () => {
    const failed = await deploy(root, auth, { FAKE_SUPABASE_VERSION: '2.30.4' });
    expect(failed.code).toBe(1);
    expect(argsOf(failed.calls)).toEqual([['--version']]);
    expect(failed.io.output()).toContain(
      'The Supabase CLI found is version 2.30.4; the deploy needs 3.x',
    );
  }, 60_000);

  it('when Auth refuses the secret key: says which key to check, showing none', async () => {
    await auth.close();
    auth = await startAuthStandIn('sb_secret_another-projects-key-0000');
    const failed = await deploy(root, auth);
    expect(failed.code).toBe(1);
    const output = failed.io.output();
    expect(output).toContain("7/9 Create or update the owner's account ... failed\n");
    expect(output).toContain(
      `Auth answered POST ${auth.url}/auth/v1/admin/users with HTTP 401: no_authorization: Invalid API key. Check that SUPABASE_SECRET_KEY is this project's secret key`,
    );
    for (const secret of SECRETS) expect(output).not.toContain(secret);
  }, 60_000);
});
