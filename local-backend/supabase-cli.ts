/**
 * The real Supabase CLI (the npm package `supabase`, a devDependency), run as a deploy runs it:
 * the local backend applies the migrations with its `db push`, and the tests and scripts lint and
 * type the database with it. No Docker: every command here needs only a Postgres connection.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the folder that holds `supabase/`, where the CLI reads config.toml. */
export const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SUPABASE_DIR = join(PROJECT_DIR, 'supabase');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

/** The CLI's launcher, which starts the binary its platform package installed. */
const CLI_ENTRY = createRequire(import.meta.url).resolve('supabase/dist/supabase.js');

/** How one run of the CLI ended and what it printed. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** The folder whose `supabase/` the CLI reads (config.toml, migrations); this project's by default. */
  workdir?: string;
}

/**
 * Runs `supabase <args>` and resolves with what it printed, whatever its exit code. The CLI
 * sends no usage data (DO_NOT_TRACK) and prints no colours.
 */
export function runSupabaseCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const { workdir = PROJECT_DIR } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_ENTRY, ...args, '--workdir', workdir], {
      cwd: workdir,
      env: { ...process.env, DO_NOT_TRACK: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A CLI command that failed; the message ends with what the CLI printed. */
export class SupabaseCliError extends Error {
  constructor(
    what: string,
    readonly run: CliRun,
  ) {
    super(`${what}:\n${(run.stderr.trim() || run.stdout.trim()).replace(/^/gm, '  ')}`);
    this.name = 'SupabaseCliError';
  }
}

/**
 * The flag that points a CLI command at a database by its URL (`--remote=<url>`), without the
 * TLS attempt a connection on this machine does not need.
 */
export function remoteFlag(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('sslmode', 'disable');
  return `--remote=${url.href}`;
}

/**
 * Applies the migrations the database lacks with `supabase db push`, exactly as a deploy applies
 * them to the hosted project, and resolves with the file names it applied (in order).
 */
export async function pushMigrations(
  databaseUrl: string,
  options: CliOptions = {},
): Promise<string[]> {
  const run = await runSupabaseCli(['db', 'push', remoteFlag(databaseUrl), '--yes'], options);
  if (run.code !== 0) {
    throw new SupabaseCliError('The Supabase CLI could not apply the migrations (db push)', run);
  }
  return [...`${run.stdout}\n${run.stderr}`.matchAll(/^Applying migration (\S+)\.\.\.$/gm)].map(
    ([, file]) => file!,
  );
}
