/**
 * A fork of this repository on disk, as a freelancer's would be: a copy of the working tree
 * (without its builds, test results or git history) that shares this checkout's node_modules.
 * The tests of the fork journey (second-owner.spec.ts) change its content and run its own
 * commands in it, so this checkout's files are never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { e2eRunDir } from './paths';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Top-level entries a fork copy leaves out: installed packages, builds, results, history. */
const notCopied = new Set([
  'node_modules',
  'dist',
  'test-results',
  'perf-results',
  'playwright-report',
  'scratch-tmp',
  '.git',
  '.env',
  '.env.deploy',
  // This checkout's own local database (npm start's), which a fresh fork does not have.
  '.local-backend',
]);

/**
 * The environment of a command run in a fork: this process's, without what the test runners and
 * npm set for themselves (NODE_ENV, Playwright's and Vitest's variables, npm's lifecycle and
 * package variables, the e2e ports), so the fork's commands run as they would in a freelancer's
 * shell. A caller passes what a command needs explicitly.
 */
function forkEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(NODE_ENV|INIT_CWD|npm_|PLAYWRIGHT_|PW_|TEST_|VITEST|E2E_)/i.test(name),
  );
  return { ...Object.fromEntries(inherited), ...extra };
}

/** Copies the working tree to `<run dir>/forks/<name>` (afresh) and returns the copy's path. */
export function copyRepository(name: string): string {
  const root = resolve(e2eRunDir, 'forks', name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // Entry by entry: the run directory may lie inside the repository (test-results/ by default),
  // and a copy of a folder into itself is refused.
  for (const entry of readdirSync(repoRoot)) {
    if (notCopied.has(entry)) continue;
    cpSync(join(repoRoot, entry), join(root, entry), { recursive: true });
  }
  if (existsSync(join(repoRoot, 'node_modules'))) {
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  }
  return root;
}

/** What a command printed, and how it ended. */
export interface CommandResult {
  code: number | null;
  output: string;
}

/** Runs `command` in `cwd` to its end, stdout and stderr together; never throws on a failure. */
export function runIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: forkEnv(env) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolvePromise({ code, output }));
  });
}

/** Like runIn, but a failure throws with everything the command printed. */
export async function mustRun(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const { code, output } = await runIn(cwd, command, args, env);
  if (code !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` exited with ${code} in ${cwd}:\n${output}`);
  }
  return output;
}

/** A long-running process started in its own group, so stopping it stops its children too. */
export interface Started {
  process: ChildProcess;
  output: () => string;
  stop: () => void;
}

export function startIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Started {
  const child = spawn(command, args, {
    cwd,
    env: forkEnv(env),
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    process: child,
    output: () => output,
    stop: () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
