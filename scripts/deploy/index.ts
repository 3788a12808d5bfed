/**
 * `npm run deploy`: the entry point. Gives main.ts the real world (this process's environment,
 * the terminal, child processes, the network, the system's temp folder) and exits with its code.
 * See main.ts for what a deploy does, and `npm run deploy -- --help`.
 */
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Interrupted, terminalIo } from './io.ts';
import { main } from './main.ts';
import { runProcess } from './supabase-command.ts';

const io = terminalIo();
try {
  process.exitCode = await main(process.argv.slice(2), {
    env: process.env,
    root: fileURLToPath(new URL('../../', import.meta.url)),
    io,
    run: runProcess,
    fetch: globalThis.fetch,
    tmpRoot: tmpdir(),
  });
} catch (error) {
  // Ctrl-C at a question: the questions all come before the first change.
  if (!(error instanceof Interrupted)) throw error;
  io.write(`${error.message}\n`);
  process.exitCode = 130;
} finally {
  io.close();
}
