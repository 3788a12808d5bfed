/**
 * How the deploy runs the Supabase CLI. The CLI is the `supabase` executable found first on PATH:
 * under `npm run deploy`, npm puts node_modules/.bin first, so that is the devDependency (3.1.0),
 * the same binary local-backend/supabase-cli.ts runs, and the one deploy.test.ts runs against a
 * stand-in of the Management API. With no `supabase` on PATH (`tsx scripts/deploy/index.ts` run
 * bare, or Windows, where a `.cmd` shim cannot be run without a shell) the devDependency's
 * launcher is run with node directly. The deploy checks the version first: it relies on 3.x flags.
 *
 * Each call gets the access token in its environment (never as an argument), sends no usage data
 * and prints no colours. Files a call needs (an env file of secrets, a SQL file, a config folder)
 * are written to a private temp folder outside the repository, readable only by this user, and
 * removed as soon as the call ends, however it ends, or as the deploy ends if it ends first
 * (temp-folders.ts: Ctrl-C, SIGTERM, an uncaught error).
 *
 * The CLI runs with no terminal and no input: every command that changes the hosted project asks
 * for confirmation and, without `--yes`, stops with "Confirmation required ... Nothing was
 * changed". So each such call below carries `--yes` itself; SUPABASE_YES is not set for all of
 * them, so the tests (which run the real CLI) see a call that lacks it.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import type { RawEnv } from '../../local-backend/env.ts';
import { makePrivateTempFolder, removePrivateTempFolder } from './temp-folders.ts';

/** How one run of a program ended and what it printed. */
export interface ProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; the seam the tests replace to prove nothing runs. */
export type RunProcess = (
  file: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string | undefined> },
) => Promise<ProcessResult>;

/** Runs `file` with no input and collects what it prints. */
export const runProcess: RunProcess = (file, args, { cwd, env }) =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });

/** The CLI to run: a program and the arguments that come before the command's own. */
export interface SupabaseCli {
  file: string;
  prefix: string[];
}

/** The first executable `supabase` on `env.PATH`, else the devDependency run with node. */
export function findSupabaseCli(env: RawEnv): SupabaseCli {
  if (process.platform !== 'win32') {
    for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
      const candidate = join(dir, 'supabase');
      try {
        accessSync(candidate, constants.X_OK);
        if (statSync(candidate).isFile()) return { file: candidate, prefix: [] };
      } catch {
        // Not here; look in the next folder.
      }
    }
  }
  const launcher = createRequire(import.meta.url).resolve('supabase/dist/supabase.js');
  return { file: process.execPath, prefix: [launcher] };
}

/** A file a call needs, written to its temp folder first. */
export interface TempFile {
  /** Relative to the temp folder. */
  path: string;
  content: string;
  /** What a dry run shows of it (secrets masked), line by line. */
  shown: string[];
}

/** One CLI call. */
export interface CliCall {
  /** The arguments after `supabase`; `dir` is the call's temp folder (a placeholder in a dry run). */
  args(dir: string): string[];
  files?: TempFile[];
}

/** What a dry run shows for the temp folder. */
export const TEMP_DIR_SHOWN = '<tmp>';

/**
 * `args` as a shell would need them typed: quoted only where needed, in double quotes when that
 * needs no escaping (SQL with single quotes in it), else in single quotes.
 */
export function formatArgs(args: readonly string[]): string {
  return args
    .map((arg) => {
      if (/^[\w@%+=:,./<>[\]-]+$/.test(arg)) return arg;
      if (!/["$`\\!]/.test(arg)) return `"${arg}"`;
      return `'${arg.replace(/'/g, `'\\''`)}'`;
    })
    .join(' ');
}

/** A CLI call that ended with a non-zero exit code. */
export class CliFailure extends Error {
  constructor(
    readonly command: string,
    readonly result: ProcessResult,
  ) {
    const output = (result.stderr.trim() || result.stdout.trim() || '(it printed nothing)')
      .split('\n')
      .slice(-30)
      .join('\n');
    super(`\`${command}\` failed (exit code ${result.code}):\n${output.replace(/^/gm, '      ')}`);
    this.name = 'CliFailure';
  }
}

export interface CliRunnerOptions {
  cli: SupabaseCli;
  run: RunProcess;
  /** The shell's environment, handed on to the CLI. */
  env: RawEnv;
  accessToken: string;
  /** The repository root: the CLI runs there and finds supabase/ (config.toml, migrations, functions). */
  root: string;
  /** Where the temp folders go (the system's temp folder). */
  tmpRoot: string;
}

export type CliRunner = (call: CliCall) => Promise<ProcessResult>;

/** Runs calls with the CLI; throws a CliFailure when one fails. */
export function cliRunner(options: CliRunnerOptions): CliRunner {
  const { cli, run, env, accessToken, root, tmpRoot } = options;
  const childEnv = {
    ...env,
    SUPABASE_ACCESS_TOKEN: accessToken,
    DO_NOT_TRACK: '1',
    NO_COLOR: '1',
  };
  return async (call) => {
    const dir = call.files?.length ? makePrivateTempFolder(tmpRoot) : TEMP_DIR_SHOWN;
    try {
      for (const file of call.files ?? []) {
        const path = join(dir, file.path);
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        writeFileSync(path, file.content, { mode: 0o600 });
      }
      const args = call.args(dir);
      const result = await run(cli.file, [...cli.prefix, ...args], { cwd: root, env: childEnv });
      if (result.code !== 0) throw new CliFailure(`supabase ${formatArgs(args)}`, result);
      return result;
    } finally {
      if (dir !== TEMP_DIR_SHOWN) removePrivateTempFolder(dir);
    }
  };
}
