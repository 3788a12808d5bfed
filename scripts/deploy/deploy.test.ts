// @vitest-environment node
/**
 * A real `npm run deploy`, offline, with the real Supabase CLI: the devDependency (3.1.0) runs
 * every step, pointed through a profile file (SUPABASE_PROFILE) at a stand-in of the Management
 * API on 127.0.0.1 (test/management-api.ts) that records what it receives and runs `db query
 * --remote` on a local database (PGlite over the Postgres wire, as the local backend serves it);
 * a stand-in for Auth's admin API keeps users in memory. So a flag the CLI rejects, a missing
 * `--yes` (the CLI then stops: "Confirmation required ... stdout is not a terminal") or a prompt
 * (stdin is closed: the CLI takes its default answer, and nothing reaches the stand-in) fails here.
 *
 * The one call that does not take the hosted path: `db push --remote` dials the linked project's
 * database at db.<ref>.<project_host>:5432, or at the pooler's host from `link`, also on port 5432
 * (CLI 3.1.0 sets that port whatever the pooler's address says, and wants a host name with a
 * public suffix, not an IP). No such name resolves to this machine offline (*.localhost does not,
 * and the CLI reads no hosts file of its own), so the test's RunProcess gives that one call
 * `--remote=<the local database's URL>` instead of the bare `--remote`: the real CLI still runs it
 * with the deploy's other flags, and applies the real migrations to the local database.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Database } from '../../local-backend/database.ts';
import { servePostgres, type PostgresPort } from '../../local-backend/postgres/port.ts';
import { remoteFlag } from '../../local-backend/supabase-cli.ts';
import { locales } from '../../src/content/locales/index.ts';
import { startTestBackend } from '../../local-backend/test-support.ts';
import type { LocalBackend } from '../../local-backend/server.ts';
import { runPostDeployCheck, type CheckRun, type PostDeployCheck } from './check';
import { main } from './main';
import { formatArgs, runProcess, type RunProcess } from './supabase-command';
import { startAuthStandIn, type AuthStandIn } from './test/auth-admin';
import { startManagementApi, type ManagementApi } from './test/management-api';
import {
  makeProjectRoot,
  makeRoot,
  ownContent,
  recordingIo,
  REF,
  REPO_ROOT,
  VALID_ENV,
  type RecordingIo,
} from './test-support';

/** Long: each run starts the CLI a dozen times, on a machine that may be busy. */
const RUN_TIMEOUT = 600_000;

const CLI = join(REPO_ROOT, 'node_modules/.bin/supabase');

// --- The project: a local database, the Management API stand-in, a repository folder ----------

interface Project {
  root: string;
  db: Database;
  postgres: PostgresPort;
  api: ManagementApi;
  /** A scratch folder: the CLI's profile and HOME, the deploy's temp folders. */
  scratch: string;
  tmpRoot: string;
  close(): Promise<void>;
}

/** A new hosted project: the platform's schemas, no migration yet, `auth` over Auth's defaults. */
async function startProject(auth?: Record<string, unknown>): Promise<Project> {
  const scratch = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  const tmpRoot = join(scratch, 'tmp');
  mkdirSync(tmpRoot);
  mkdirSync(join(scratch, 'home'));
  const db = await openDatabase();
  const postgres = await servePostgres(db.pg, 0);
  const api = await startManagementApi({
    ref: REF,
    accessToken: VALID_ENV.SUPABASE_ACCESS_TOKEN,
    pg: db.pg,
    auth,
  });
  const root = makeProjectRoot();
  return {
    root,
    db,
    postgres,
    api,
    scratch,
    tmpRoot,
    async close() {
      await api.close();
      await postgres.close();
      await db.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** One CLI call as the deploy made it, and the files it handed the CLI, as they were then. */
interface CliCall {
  file: string;
  args: string[];
  cwd: string;
  token: string | undefined;
  doNotTrack: string | undefined;
  files: { path: string; mode: number }[];
  /** What the CLI asked the Management API during the call. */
  requests: string[];
}

/** The temp files a call names: an env file, a SQL file, a config folder's config.toml. */
function filesOf(args: readonly string[]): string[] {
  const after = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const workdir = after('--workdir');
  return [
    after('--env-file'),
    after('--file'),
    workdir && join(workdir, 'supabase/config.toml'),
  ].filter((path): path is string => path !== undefined);
}

/**
 * Runs the real CLI, recording each call; `db push` gets the local database's URL (see the
 * module comment for why that call alone cannot take the hosted path here).
 */
function recordingRun(calls: CliCall[], project: Project): RunProcess {
  return async (file, args, options) => {
    const call: CliCall = {
      file,
      args: [...args],
      cwd: options.cwd,
      token: options.env.SUPABASE_ACCESS_TOKEN,
      doNotTrack: options.env.DO_NOT_TRACK,
      files: filesOf(args).map((path) => ({ path, mode: statSync(path).mode & 0o777 })),
      requests: [],
    };
    calls.push(call);
    const isDbPush = args[0] === 'db' && args[1] === 'push';
    const sent = isDbPush
      ? args.map((arg) => (arg === '--remote' ? remoteFlag(project.postgres.url) : arg))
      : args;
    const before = project.api.requests.length;
    try {
      return await runProcess(file, sent, options);
    } finally {
      call.requests = project.api.requests.slice(before);
    }
  };
}

/** The environment of a deploy of `project`: the real CLI first on PATH, and its profile. */
function envFor(project: Project, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: `${join(REPO_ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
    HOME: join(project.scratch, 'home'),
    SUPABASE_PROFILE: project.api.profile(project.scratch),
    ...VALID_ENV,
    ...env,
  };
}

interface Deploy {
  code: number;
  io: RecordingIo;
  calls: CliCall[];
  /** What the post-deploy check was asked to do. */
  checked: CheckRun[];
}

/** Runs a deploy of `project` with `env` over VALID_ENV, the real CLI and `auth`. */
async function deploy(
  project: Project,
  auth: AuthStandIn,
  env: Record<string, string> = {},
  argv: string[] = [],
  check?: PostDeployCheck,
): Promise<Deploy> {
  const io = recordingIo();
  const calls: CliCall[] = [];
  const checked: CheckRun[] = [];
  const code = await main(argv, {
    env: envFor(project, env),
    root: project.root,
    io,
    run: recordingRun(calls, project),
    fetch: globalThis.fetch,
    tmpRoot: project.tmpRoot,
    authBaseUrl: auth.url,
    contentCheck: ownContent,
    // The live project is not here: check.test.ts runs the real check against a local one.
    check: async (inputs, checkIo, run) => {
      checked.push(run);
      if (check) return check(inputs, checkIo, run);
      checkIo.write('post-deploy check ran\n');
      return true;
    },
  });
  return { code, io, calls, checked };
}

/** The calls' arguments, with each temp folder written as <tmp>. */
function argsOf(calls: CliCall[]): string[][] {
  return calls.map((call) => call.args.map((arg) => arg.replace(/^.*\/deploy-[^/]+/, '<tmp>')));
}

const READ_WEBHOOK_SECRET =
  "select decrypted_secret from vault.decrypted_secrets where name = 'notify_owner_secret'";

const FULL_RUN = [
  ['--version'],
  ['link', '--project-ref', REF],
  ['db', 'push', '--remote', '--yes'],
  ['config', 'diff', `--remote=${REF}`, '--output-format', 'json', '--workdir', '<tmp>'],
  ['config', 'push', `--remote=${REF}`, '--yes', '--workdir', '<tmp>'],
  ['functions', 'deploy', 'chat', '--use-api', `--remote=${REF}`, '--yes'],
  ['functions', 'deploy', 'notify-owner', '--use-api', `--remote=${REF}`, '--yes'],
  ['functions', 'deploy', 'visit', '--use-api', `--remote=${REF}`, '--yes'],
  ['functions', 'deploy', 'reply', '--use-api', `--remote=${REF}`, '--yes'],
  ['db', 'query', '--remote', '--read-only', '--output-format', 'json', READ_WEBHOOK_SECRET],
  ['secrets', 'set', '--env-file', '<tmp>/function-secrets.env', `--remote=${REF}`, '--yes'],
  ['db', 'query', '--remote', '--file', '<tmp>/vault.sql', '--yes'],
];

/**
 * What each call of FULL_RUN asks the Management API (sorted: the CLI sends some at once). `db
 * push` reaches the database only (see the module comment).
 */
const PROJECT = `/v1/projects/${REF}`;
const FULL_RUN_REQUESTS = [
  [],
  [
    `GET ${PROJECT}`,
    `GET ${PROJECT}/api-keys?reveal=true`,
    `GET ${PROJECT}/config/database/pooler`,
    `GET ${PROJECT}/config/storage`,
  ],
  [],
  [`GET ${PROJECT}`, `GET /v2/projects/${REF}/config`],
  [
    `GET ${PROJECT}`,
    `GET ${PROJECT}`,
    `GET ${PROJECT}/billing/addons`,
    `GET /v2/projects/${REF}/config`,
    `PATCH ${PROJECT}/config/auth`,
    `PATCH ${PROJECT}/postgrest`,
  ],
  [`POST ${PROJECT}/functions/deploy?slug=chat`],
  [`POST ${PROJECT}/functions/deploy?slug=notify-owner`],
  [`POST ${PROJECT}/functions/deploy?slug=visit`],
  [`POST ${PROJECT}/functions/deploy?slug=reply`],
  [`POST ${PROJECT}/database/query`],
  [`POST ${PROJECT}/secrets`],
  [`POST ${PROJECT}/database/query`],
];

/** The requests of each call, sorted. */
function requestsOf(calls: CliCall[]): string[][] {
  return calls.map((call) => call.requests.toSorted());
}

const SECRETS = [
  VALID_ENV.SUPABASE_ACCESS_TOKEN,
  VALID_ENV.SUPABASE_SECRET_KEY,
  VALID_ENV.ADMIN_PASSWORD,
  VALID_ENV.EMAIL_API_KEY,
  VALID_ENV.CHAT_API_KEY,
];

/** The Vault secrets the database holds now, by name. */
async function vaultOf(project: Project): Promise<Record<string, string>> {
  const { rows } = await project.db.pg.query<{ name: string; decrypted_secret: string }>(
    'select name, decrypted_secret from vault.decrypted_secrets order by name',
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.decrypted_secret]));
}

/** The Auth redirect list the project has now. */
function redirectUrlsOf(project: Project): string[] {
  return String(project.api.auth.uri_allow_list).split(',').filter(Boolean);
}

/** A thousand other accounts: finding the owner again needs a second page. */
function addVisitors(auth: AuthStandIn): void {
  for (let n = 0; n < 1000; n++) {
    auth.users.push({
      id: `visitor-${n}`,
      email: `visitor${n}@example.org`,
      password: 'x',
      email_confirmed: true,
      app_metadata: {},
    });
  }
}

describe('a first deploy, then a second', () => {
  let project: Project;
  let auth: AuthStandIn;
  let first: Deploy;
  let second: Deploy;
  let secretAfterFirst: string | undefined;
  let redirectsAfterFirst: string[];

  beforeAll(async () => {
    // The owner added two addresses by hand.
    project = await startProject({
      uri_allow_list: 'https://preview.janedoe.studio/**,https://old.janedoe.studio',
    });
    auth = await startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY);
    addVisitors(auth);
    first = await deploy(project, auth);
    secretAfterFirst = project.api.secrets.get('NOTIFY_WEBHOOK_SECRET');
    redirectsAfterFirst = redirectUrlsOf(project);
  }, RUN_TIMEOUT);

  afterAll(async () => {
    await auth?.close();
    await project?.close();
  });

  it('succeeds, printing each step as it runs', () => {
    expect(first.code, first.io.output()).toBe(0);
    expect(first.io.output()).toMatch(
      new RegExp(
        [
          '^1/9 Link the project \\.\\.\\. done: linked to abcdefghijklmnopqrst',
          '2/9 Apply the migrations \\.\\.\\. done',
          '3/9 Push the Auth settings with the live site URL \\.\\.\\. done: site URL https://janedoe\\.studio; https://janedoe\\.studio added to the redirect addresses \\(2 kept\\)',
          '4/9 Deploy the Edge Functions \\.\\.\\. done',
          '5/9 Set the function secrets \\.\\.\\. done: 7 set, with a new webhook secret',
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

  it('runs the real CLI in order with the documented flags, in the repository, with the token in its environment', () => {
    expect(argsOf(first.calls)).toEqual(FULL_RUN);
    for (const call of first.calls) {
      expect(call.file).toBe(CLI);
      expect(call.cwd).toBe(project.root);
      expect(call.token).toBe(VALID_ENV.SUPABASE_ACCESS_TOKEN);
      expect(call.doNotTrack).toBe('1');
    }
  });

  it('makes the very calls a dry run shows', async () => {
    const io = recordingIo();
    const refuse = async () => {
      throw new Error('a dry run calls nothing');
    };
    expect(
      await main(['--dry-run'], {
        env: envFor(project),
        root: project.root,
        io,
        run: refuse,
        fetch: refuse,
        tmpRoot: project.tmpRoot,
      }),
    ).toBe(0);
    const planned = io
      .output()
      .split('\n')
      .filter((line) => line.startsWith('    $ supabase '))
      .map((line) => line.slice('    $ supabase '.length));
    expect(planned).toEqual(argsOf(first.calls).map(formatArgs));
  });

  it('reaches the Management API only where each call should', () => {
    expect(requestsOf(first.calls)).toEqual(FULL_RUN_REQUESTS);
  });

  it('never puts a secret on a command line, nor prints one', () => {
    const commandLines = first.calls.map((call) => call.args.join(' ')).join('\n');
    for (const secret of [...SECRETS, secretAfterFirst!]) {
      expect(commandLines).not.toContain(secret);
      expect(first.io.output()).not.toContain(secret);
    }
  });

  it('applies the migrations to the database', async () => {
    const { rows } = await project.db.pg.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const files = readdirSync(join(REPO_ROOT, 'supabase/migrations'))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.split('_')[0]);
    expect(rows.map((row) => row.version)).toEqual(files.sort());
  });

  it("pushes the Auth settings with the live site URL, keeping the project's other redirect addresses", () => {
    const patch = project.api.authPatches[0]!;
    expect(patch).toMatchObject({
      site_url: 'https://janedoe.studio',
      disable_signup: true,
      password_min_length: 12,
    });
    expect(patch.uri_allow_list).toBe(
      'https://preview.janedoe.studio/**,https://old.janedoe.studio,https://janedoe.studio',
    );
    // The config folders were this user's only and are gone; the repository's file is untouched.
    for (const call of first.calls.filter((call) => call.args[0] === 'config')) {
      expect(call.files[0]!.mode).toBe(0o600);
      expect(existsSync(call.files[0]!.path)).toBe(false);
      expect(call.files[0]!.path.startsWith(project.tmpRoot)).toBe(true);
    }
    expect(readFileSync(join(project.root, 'supabase/config.toml'), 'utf8')).toBe(
      readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8'),
    );
  });

  it('deploys the four functions with the verify_jwt of config.toml, with the site files they import', () => {
    const config = parse(readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8')) as {
      functions: Record<string, { verify_jwt: boolean }>;
    };
    expect(project.api.uploads.map((upload) => upload.slug)).toEqual([
      'chat',
      'notify-owner',
      'visit',
      'reply',
    ]);
    for (const upload of project.api.uploads) {
      expect(upload.metadata).toMatchObject({
        name: upload.slug,
        entrypoint_path: `supabase/functions/${upload.slug}/index.ts`,
        verify_jwt: config.functions[upload.slug]!.verify_jwt,
      });
      expect(upload.files).toContain(`supabase/functions/${upload.slug}/index.ts`);
    }
    expect(project.api.uploads[0]!.files).toContain('src/content/locales/index.ts');
  });

  it('sets the function secrets from an env file only this user could read, removed afterwards', () => {
    const envFile = first.calls.find((call) => call.args[0] === 'secrets')!.files[0]!;
    expect(envFile.mode).toBe(0o600);
    expect(existsSync(envFile.path)).toBe(false);
    expect(Object.fromEntries(project.api.secrets)).toEqual({
      NOTIFY_WEBHOOK_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      EMAIL_API_KEY: VALID_ENV.EMAIL_API_KEY,
      NOTIFY_EMAIL_TO: 'jane@janedoe.studio,studio@janedoe.studio',
      NOTIFY_EMAIL_FROM: VALID_ENV.NOTIFY_EMAIL_FROM,
      CHAT_API_KEY: VALID_ENV.CHAT_API_KEY,
      CHAT_ALLOWED_ORIGINS: 'https://janedoe.studio,https://www.janedoe.studio',
      SITE_URL: 'https://janedoe.studio',
    });
  });

  it('stores the function address and the same webhook secret in Vault, from a file removed afterwards', async () => {
    const sqlFile = first.calls.find((call) => call.args.includes('--file'))!.files[0]!;
    expect(sqlFile.mode).toBe(0o600);
    expect(existsSync(sqlFile.path)).toBe(false);
    expect(await vaultOf(project)).toEqual({
      notify_owner_url: `https://${REF}.supabase.co/functions/v1/notify-owner`,
      notify_owner_secret: secretAfterFirst,
    });
  });

  it("tells the database the site's languages", async () => {
    const { rows } = await project.db.pg.query<{ code: string }>(
      'select code from private.site_languages order by code',
    );
    expect(rows.map((row) => row.code)).toEqual(locales.map(({ code }) => code).sort());
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
    expect(readFileSync(join(project.root, 'deploy-output.env'), 'utf8')).toBe(
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

  describe('run again', () => {
    let owner: (typeof auth.users)[number];

    beforeAll(async () => {
      owner = auth.users.at(-1)!;
      owner.app_metadata = { role: 'visitor', provider: 'email' };
      auth.requests.length = 0;
      second = await deploy(project, auth, { ADMIN_PASSWORD: 'a brand new password' });
    }, RUN_TIMEOUT);

    it('makes the same calls and succeeds, and config push changes nothing', () => {
      expect(second.code, second.io.output()).toBe(0);
      expect(argsOf(second.calls)).toEqual(FULL_RUN);
      const configPush = FULL_RUN.findIndex((args) => args.join(' ').startsWith('config push'));
      expect(requestsOf(second.calls)).toEqual(
        FULL_RUN_REQUESTS.map((requests, index) =>
          index === configPush
            ? requests.filter((request) => !request.startsWith('PATCH'))
            : requests,
        ),
      );
    });

    it('keeps the webhook secret Vault holds, in both places', async () => {
      expect(second.io.output()).toContain(
        '5/9 Set the function secrets ... done: 7 set, with the webhook secret Vault holds\n',
      );
      expect(project.api.secrets.get('NOTIFY_WEBHOOK_SECRET')).toBe(secretAfterFirst);
      expect((await vaultOf(project)).notify_owner_secret).toBe(secretAfterFirst);
    });

    it('leaves the redirect addresses as they were', () => {
      expect(redirectUrlsOf(project)).toEqual(redirectsAfterFirst);
      expect(second.io.output()).toContain(
        '3/9 Push the Auth settings with the live site URL ... done: site URL https://janedoe.studio; the redirect addresses kept as they were (3)\n',
      );
    });

    it('updates the owner (password and role)', () => {
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
    });

    it(
      'checks without a test email (nobody is mailed again), unless asked with --email',
      async () => {
        expect(first.checked).toEqual([{ siteRequired: false, testEmail: true }]);
        expect(second.checked).toEqual([{ siteRequired: false, testEmail: false }]);
        const asked = await deploy(project, auth, {}, ['--email']);
        expect(asked.code, asked.io.output()).toBe(0);
        expect(asked.checked).toEqual([{ siteRequired: false, testEmail: true }]);
      },
      RUN_TIMEOUT,
    );
  });
});

describe('a deploy that fails, run again until it finishes', () => {
  let project: Project;
  let auth: AuthStandIn;

  beforeAll(async () => {
    project = await startProject();
  }, RUN_TIMEOUT);

  afterAll(async () => {
    await auth?.close();
    await project?.close();
  });

  it(
    "at the Vault step: stops with the CLI's words, saying the owner emails are refused until a deploy gets past it",
    async () => {
      auth = await startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY);
      project.api.fail = ({ url, body }) =>
        url.endsWith('/database/query') && !(body as { read_only?: boolean }).read_only;
      const failed = await deploy(project, auth);
      project.api.fail = undefined;

      expect(failed.code).toBe(1);
      expect(argsOf(failed.calls)).toEqual(FULL_RUN);
      const output = failed.io.output();
      expect(output).toContain(
        "6/9 Store the notify-owner function's address and secret in Vault, and the site's languages ... failed\n",
      );
      expect(output).toContain('the stand-in was told to fail POST /v1/projects');
      expect(output).toContain('until a deploy gets past this step');
      expect(output).toMatch(
        /The deploy stopped at step 6\/9 .+\. Fix the cause and run `npm run deploy` again: every step is safe to repeat\.\n$/,
      );
      expect(existsSync(failed.calls.at(-1)!.files[0]!.path)).toBe(false);
      expect(auth.requests).toEqual([]);
      expect(existsSync(join(project.root, 'deploy-output.env'))).toBe(false);
      // The functions got a new secret that Vault does not hold.
      expect(project.api.secrets.get('NOTIFY_WEBHOOK_SECRET')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await vaultOf(project)).toEqual({});
    },
    RUN_TIMEOUT,
  );

  it(
    'at the owner step, when Auth refuses the secret key: says which key to check, showing none; the functions and Vault now share one secret',
    async () => {
      await auth.close();
      auth = await startAuthStandIn('sb_secret_another-projects-key-0000');
      const failed = await deploy(project, auth);

      expect(failed.code).toBe(1);
      const output = failed.io.output();
      expect(output).toContain(
        '5/9 Set the function secrets ... done: 7 set, with a new webhook secret',
      );
      expect(output).toContain("7/9 Create or update the owner's account ... failed\n");
      expect(output).toContain(
        `Auth answered POST ${auth.url}/auth/v1/admin/users with HTTP 401: no_authorization: Invalid API key. Check that SUPABASE_SECRET_KEY is this project's secret key`,
      );
      const secret = project.api.secrets.get('NOTIFY_WEBHOOK_SECRET')!;
      for (const value of [...SECRETS, secret]) expect(output).not.toContain(value);
      expect((await vaultOf(project)).notify_owner_secret).toBe(secret);
    },
    RUN_TIMEOUT,
  );

  it(
    'then finishes, keeping that secret',
    async () => {
      const secret = project.api.secrets.get('NOTIFY_WEBHOOK_SECRET');
      await auth.close();
      auth = await startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY);
      const again = await deploy(project, auth);

      expect(again.code, again.io.output()).toBe(0);
      expect(argsOf(again.calls)).toEqual(FULL_RUN);
      expect(project.api.secrets.get('NOTIFY_WEBHOOK_SECRET')).toBe(secret);
      expect((await vaultOf(project)).notify_owner_secret).toBe(secret);
      expect(auth.users.map((user) => user.email)).toEqual(['jane@janedoe.studio']);
    },
    RUN_TIMEOUT,
  );

  it(
    'and with the email and chat keys then given empty: removes them from the functions',
    async () => {
      const run = await deploy(project, auth, { EMAIL_API_KEY: '', CHAT_API_KEY: '' });

      expect(run.code, run.io.output()).toBe(0);
      const unset = [
        'secrets',
        'unset',
        'EMAIL_API_KEY',
        'CHAT_API_KEY',
        `--remote=${REF}`,
        '--yes',
      ];
      const afterSet = FULL_RUN.findIndex((args) => args[0] === 'secrets') + 1;
      expect(argsOf(run.calls)).toEqual(FULL_RUN.toSpliced(afterSet, 0, unset));
      expect(run.calls[afterSet]!.requests).toEqual([`DELETE ${PROJECT}/secrets`]);
      expect(project.api.secretChanges.at(-1)).toEqual({
        unset: ['EMAIL_API_KEY', 'CHAT_API_KEY'],
      });
      expect([...project.api.secrets.keys()]).not.toContain('EMAIL_API_KEY');
      expect([...project.api.secrets.keys()]).not.toContain('CHAT_API_KEY');
      expect(run.io.output()).toContain(
        '5/9 Set the function secrets ... done: 5 set, EMAIL_API_KEY and CHAT_API_KEY removed, with the webhook secret Vault holds\n',
      );
    },
    RUN_TIMEOUT,
  );
});

describe('a CLI other than 3.x', () => {
  it('stops before linking, saying how to run the right one', async () => {
    // No CLI runs: this RunProcess answers `--version` as an older CLI would.
    const calls: string[][] = [];
    const io = recordingIo();
    const root = makeRoot();
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const code = await main([], {
      env: { PATH: '', ...VALID_ENV },
      root,
      io,
      run: async (_file, args) => {
        calls.push([...args]);
        return { code: 0, stdout: '2.30.4\n', stderr: '' };
      },
      fetch: globalThis.fetch,
      tmpRoot: tmpdir(),
      contentCheck: ownContent,
    });
    expect(code).toBe(1);
    expect(calls.map((args) => args.slice(-1))).toEqual([['--version']]);
    expect(io.output()).toContain('The Supabase CLI found is version 2.30.4; the deploy needs 3.x');
  });
});

describe('a first deploy with email off, before the static host is connected', () => {
  let project: Project;
  let auth: AuthStandIn;
  let backend: LocalBackend;
  let site: Server | undefined;
  /** Where the site answers: nowhere yet (nothing listens on port 9), then a static server. */
  let siteUrl = 'http://127.0.0.1:9/';

  // The live project's API, as the check asks it: a local backend with the owner's email off
  // (no EMAIL_API_KEY), for the project the deploy set up through the Management API stand-in.
  const liveCheck: PostDeployCheck = (inputs, io, run) =>
    runPostDeployCheck(
      {
        ...inputs,
        siteUrl,
        supabaseUrl: backend.url,
        publishableKey: backend.publishableKey,
        secretKey: backend.secretKey,
      },
      io,
      run,
      { pollMs: 100 },
    );

  beforeAll(async () => {
    [project, auth, backend] = await Promise.all([
      startProject(),
      startAuthStandIn(VALID_ENV.SUPABASE_SECRET_KEY),
      startTestBackend({ notifyOwner: true, trustCallerForwardedFor: false }),
    ]);
  }, RUN_TIMEOUT);

  afterAll(async () => {
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await Promise.all([auth?.close(), project?.close(), backend?.close()]);
  });

  it(
    "ends green: the host's settings printed, the site named as the next step, email off as a warning",
    async () => {
      const first = await deploy(project, auth, { EMAIL_API_KEY: '' }, [], liveCheck);
      const output = first.io.output();
      expect(first.code, output).toBe(0);
      expect(output).toContain(
        `VITE_SUPABASE_PUBLISHABLE_KEY=${VALID_ENV.VITE_SUPABASE_PUBLISHABLE_KEY}`,
      );
      expect(output).toMatch(
        / {2}next the site does not answer .*: not hosted yet\. Connect your static host/,
      );
      expect(output).toMatch(
        / {2}warn a test message was stored in the Inbox; no email was sent, as EMAIL_API_KEY is empty/,
      );
      expect(output).not.toMatch(/FAIL/);
      expect(output).toMatch(
        /Next, if your static host is not connected yet: .* then run `npm run deploy -- --check`/,
      );
    },
    RUN_TIMEOUT,
  );

  it(
    '--check, once the host serves the site, reports each part',
    async () => {
      site = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Site</title>');
      });
      await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
      const checked = await deploy(project, auth, { EMAIL_API_KEY: '' }, ['--check'], liveCheck);
      const output = checked.io.output();
      expect(checked.code, output).toBe(0);
      expect(checked.checked).toEqual([{ siteRequired: true, testEmail: true }]);
      for (const part of [
        /ok {3}the site answers 200/,
        /warn a test message was stored in the Inbox; no email was sent/,
        /ok {3}the chat answers/,
        /ok {3}the visit function takes beacons/,
        /ok {3}the database received/,
        /ok {3}the chat function received/,
      ]) {
        expect(output).toMatch(part);
      }
    },
    RUN_TIMEOUT,
  );
});
