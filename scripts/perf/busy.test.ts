// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { busyProcessCount, startCpuLoad } from './busy';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
  return condition();
}

describe('busyProcessCount', () => {
  it('keeps one core for the page and spins on the others, at least one', () => {
    expect(busyProcessCount(1)).toBe(1);
    expect(busyProcessCount(2)).toBe(1);
    expect(busyProcessCount(8)).toBe(7);
  });
});

describe('startCpuLoad', () => {
  it('starts spinning processes and stops them by their PIDs', async () => {
    const load = await startCpuLoad(1);
    expect(load.pids).toHaveLength(1);
    const [pid] = load.pids as [number];
    expect(alive(pid)).toBe(true);
    await load.stop();
    expect(await until(() => !alive(pid))).toBe(true);
    await load.stop(); // a second stop does nothing
  });

  it('stops by itself when the process that started it is gone', async () => {
    const parent = spawn('sleep', ['30'], { stdio: 'ignore' });
    const parentPid = parent.pid as number;
    const load = await startCpuLoad(1, parentPid);
    const [pid] = load.pids as [number];
    try {
      expect(alive(pid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await until(() => !alive(pid))).toBe(true);
    } finally {
      await load.stop();
    }
  });
});
