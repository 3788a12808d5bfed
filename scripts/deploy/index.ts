/**
 * `npm run deploy`: the entry point. Gives main.ts the real world (this process's environment,
 * the terminal, child processes, the network, the system's temp folder) and exits with its code.
 * See main.ts for what a deploy does, and `npm run deploy -- --help`.
 */
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { terminalIo } from './io.ts';
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
} finally {
  io.close();
}
