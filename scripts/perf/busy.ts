/**
 * A busy phone: CPU-bound processes that run beside the browser for the whole measurement, so
 * that the page's main thread competes for the CPU as it does on a phone that is doing something
 * else. Each is a `node` child spinning in a loop; it is stopped by its PID, and it
 * stops itself when the process that started it is gone (a benchmark killed with SIGKILL leaves
 * no spinning process behind).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * The spinning loop. It checks about every 10 ms that its parent (argv[1]) still exists, and exits
 * when it does not; otherwise it never yields.
 */
export const SPIN_SCRIPT = `
const parent = Number(process.argv[1]);
for (;;) {
  const until = Date.now() + 10;
  while (Date.now() < until);
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;

/**
 * How many CPU-bound processes make a machine busy: one per core beyond the one the page's main
 * thread needs, and at least one.
 */
export function busyProcessCount(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export interface CpuLoad {
  /** The PIDs of the spinning processes. */
  pids: number[];
  /** Kills every spinning process by its PID and waits until they are gone. */
  stop(): Promise<void>;
}

/** Starts `count` spinning processes; `parentPid` is the process whose end stops them. */
export async function startCpuLoad(count: number, parentPid = process.pid): Promise<CpuLoad> {
  const children: ChildProcess[] = [];
  const exits: Promise<void>[] = [];
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await Promise.all(exits);
  };
  try {
    for (let i = 0; i < count; i++) {
      const child = spawn(process.execPath, ['-e', SPIN_SCRIPT, String(parentPid)], {
        stdio: 'ignore',
      });
      children.push(child);
      exits.push(
        new Promise<void>((resolveExit) => {
          child.once('exit', () => resolveExit());
          // A process that could not start emits no exit.
          child.once('error', () => resolveExit());
        }),
      );
      await new Promise<void>((resolveSpawn, reject) => {
        child.once('spawn', () => resolveSpawn());
        child.once('error', reject);
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pids: children.map((child) => child.pid as number), stop };
}
