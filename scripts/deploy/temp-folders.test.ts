// @vitest-environment node
/**
 * The deploy's temp folders (an env file of secrets, vault.sql) are gone however the process
 * ends while one exists: Ctrl-C (SIGINT), SIGTERM, an uncaught error, process.exit. Each case is
 * a real process (test/hold-temp-folder.ts) that makes a folder, says where, and is ended.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePrivateTempFolder, removePrivateTempFolder } from './temp-folders';
import { REPO_ROOT } from './test-support';

/** Starting a process with tsx takes a few seconds on a busy machine. */
const PROCESS_TIMEOUT = 60_000;

let tmpRoot: string;

beforeEach(() => {
  tmpRoot = mkdtempSync(join(tmpdir(), 'temp-folders-test-'));
});

afterEach(() => rmSync(tmpRoot, { recursive: true, force: true }));

interface Ended {
  folder: string;
  /** Whether the folder held its file when the process said where it was. */
  heldFile: boolean;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Runs hold-temp-folder.ts with `ending`. Once the folder exists it sends `signal`, or else a
 * line that tells the process to end; before that the process cannot have removed the folder.
 */
function holdTempFolder(ending: string, signal?: NodeJS.Signals): Promise<Ended> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO_ROOT, 'scripts/deploy/test/hold-temp-folder.ts'),
      tmpRoot,
      ending,
    ],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let folder = '';
    let heldFile = false;
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    createInterface({ input: child.stdout }).once('line', (line) => {
      folder = line;
      heldFile = existsSync(join(folder, 'function-secrets.env'));
      if (signal) child.kill(signal);
      else child.stdin.end('end\n');
    });
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      if (!folder) reject(new Error(`the process ended before making its folder: ${stderr}`));
      else resolve({ folder, heldFile, code, signal: exitSignal });
    });
  });
}

describe('a private temp folder', () => {
  it('is only this user’s, and removed with what it holds', () => {
    const dir = makePrivateTempFolder(tmpRoot);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(dir.startsWith(join(tmpRoot, 'deploy-'))).toBe(true);
    removePrivateTempFolder(dir);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('leaves no handler behind once the last one is removed', () => {
    const before = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((event) =>
      process.listenerCount(event),
    );
    const first = makePrivateTempFolder(tmpRoot);
    const second = makePrivateTempFolder(tmpRoot);
    expect(process.listenerCount('SIGINT')).toBe(before[1]! + 1);
    removePrivateTempFolder(first);
    removePrivateTempFolder(second);
    expect(
      ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((event) => process.listenerCount(event)),
    ).toEqual(before);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(
      `is gone when ${signal} ends the process, which dies of that signal`,
      async () => {
        const ended = await holdTempFolder('wait', signal);
        expect(ended.heldFile).toBe(true);
        expect(ended.signal).toBe(signal);
        expect(existsSync(ended.folder)).toBe(false);
        expect(readdirSync(tmpRoot)).toEqual([]);
      },
      PROCESS_TIMEOUT,
    );
  }

  it(
    'is gone when an uncaught error ends the process',
    async () => {
      const ended = await holdTempFolder('throw');
      expect(ended.heldFile).toBe(true);
      expect(ended.code).toBe(1);
      expect(existsSync(ended.folder)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'is gone when the process exits on its own',
    async () => {
      const ended = await holdTempFolder('exit');
      expect(ended.heldFile).toBe(true);
      expect(ended.code).toBe(3);
      expect(existsSync(ended.folder)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});
