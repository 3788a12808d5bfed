// @vitest-environment node
/**
 * The data folder lock (lock.ts) around a persisted database (database.ts): a second process
 * cannot open a folder in use, a dead process's lock is taken over, and a reopened database keeps
 * its rows. (What a reopened backend does with the migrations: persisted-database.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { lockDataDir } from './lock';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '..');

/** Opens the database in `DATA_DIR`, says "ready", and closes it when its stdin ends. */
const HOLDER_SCRIPT = `
const { openDatabase } = await import(process.env.DATABASE_MODULE);
const db = await openDatabase(process.env.DATA_DIR);
process.stdout.write('ready\\n');
process.stdin.on('data', () => {});
process.stdin.on('end', async () => {
  await db.close();
  process.exit(0);
});
`;

let scratch: string;
let holder: ChildProcess | undefined;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'local-backend-lock-test-'));
});

afterAll(() => {
  if (holder && holder.exitCode === null) holder.kill();
  rmSync(scratch, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Another Node process that opens the database in `dataDir` and holds it until told to stop. */
function startHolder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', HOLDER_SCRIPT],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_MODULE: pathToFileURL(join(here, 'database.ts')).href,
        DATA_DIR: dataDir,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}): ${output}`)));
  });
}

function stopHolder(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.stdin!.end();
  });
}

describe('lockDataDir', () => {
  it('takes a free folder, writes its pid, and releases it', () => {
    const dataDir = join(scratch, 'free', 'db');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    expect(isRunning(999999)).toBe(false);
    const dataDir = join(scratch, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that names no process', () => {
    const dataDir = join(scratch, 'garbage');
    writeFileSync(`${dataDir}.lock`, 'not a pid');
    lockDataDir(dataDir)();
  });
});

describe('a database kept in a folder', () => {
  const dataDir = () => join(scratch, 'persisted');
  const secretName = 'lock test: kept across restarts';

  it('cannot be opened while another process has it open', { timeout: 60_000 }, async () => {
    holder = await startHolder(dataDir());
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(holder.pid));

    await expect(openDatabase(dataDir())).rejects.toThrow(
      `The local database in ${dataDir()} is already in use by process ${holder.pid}.`,
    );
    // The refused attempt left the holder's lock alone.
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(holder.pid));
  });

  it('opens once the other process has closed it, with its rows', { timeout: 30_000 }, async () => {
    expect(await stopHolder(holder!)).toBe(0);
    expect(existsSync(`${dataDir()}.lock`)).toBe(false);

    const db = await openDatabase(dataDir());
    try {
      await db.pg.query(`select vault.create_secret('kept', $1)`, [secretName]);
    } finally {
      await db.close();
    }
    expect(existsSync(`${dataDir()}.lock`)).toBe(false);

    const reopened = await openDatabase(dataDir());
    try {
      const kept = await reopened.pg.query(
        'select decrypted_secret from vault.decrypted_secrets where name = $1',
        [secretName],
      );
      expect(kept.rows).toEqual([{ decrypted_secret: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });
});
