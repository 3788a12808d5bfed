/**
 * The private temp folders that hold what a CLI call needs: an env file of secrets, a SQL file
 * with the webhook secret, a config folder. Each is made readable by this user only (mode 0700)
 * and removed when its call ends; while one exists, the process also removes it however it ends
 * first: Ctrl-C (SIGINT), SIGTERM or SIGHUP (after which it dies of that same signal, as it would
 * have), an uncaught error or `process.exit` (the 'exit' event). Only SIGKILL, which no process
 * can catch, leaves one behind. The handlers are there only while a folder is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const live = new Set<string>();

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function removeAll(): void {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  removeAll();
  stopWatching();
  // Die of the signal as the process would have without this handler, unless another listener
  // takes it (then that one decides).
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

const handlers = new Map(SIGNALS.map((signal) => [signal, () => onSignal(signal)]));

function startWatching(): void {
  process.on('exit', removeAll);
  for (const [signal, handler] of handlers) process.on(signal, handler);
}

function stopWatching(): void {
  process.off('exit', removeAll);
  for (const [signal, handler] of handlers) process.off(signal, handler);
}

/** A new folder under `tmpRoot`, only this user's, removed however the process ends. */
export function makePrivateTempFolder(tmpRoot: string): string {
  // mkdtemp makes the folder with mode 0700.
  const dir = mkdtempSync(join(tmpRoot, 'deploy-'));
  if (live.size === 0) startWatching();
  live.add(dir);
  return dir;
}

/** Removes a folder from makePrivateTempFolder, and stops watching once none is left. */
export function removePrivateTempFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
  if (live.size === 0) stopWatching();
}
