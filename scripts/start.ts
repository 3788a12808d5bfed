/**
 * `npm start`: the whole site on one command. Starts the local backend (unless .env points the
 * site at a hosted Supabase project) and the Vite dev server in this one process, so one Ctrl-C
 * stops both.
 */
import { createServer } from 'vite';
import { loadDotEnv, optionsFromEnv } from '../local-backend/env';
import { MAILBOX_PORT } from '../local-backend/mailbox/server';
import { describeEmail, startLocalStack, type LocalStack } from '../local-backend/stack';
import { LOCAL_SUPABASE_URL } from '../src/lib/localSupabase';

loadDotEnv();
const hostedUrl = process.env.VITE_SUPABASE_URL?.trim();
const useLocalBackend = !hostedUrl || hostedUrl.replace(/\/+$/, '') === LOCAL_SUPABASE_URL;

let stack: LocalStack | undefined;
const options = optionsFromEnv();
if (useLocalBackend) {
  try {
    stack = await startLocalStack(options);
  } catch (error) {
    console.error(`\nThe local backend could not start: ${(error as Error).message}`);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${options.port} or ${MAILBOX_PORT} is taken: is another \`npm start\` running?`,
      );
    }
    process.exit(1);
  }
}

const vite = await createServer({ server: { host: '127.0.0.1', port: 5173 } });
await vite.listen();
vite.printUrls();
if (stack) {
  console.log(`  ➜  Backend: ${stack.backend.url} (local, database in ${options.dataDir})`);
  console.log(`  ➜  Admin:   ${vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}admin`);
  console.log(`              email ${options.adminEmail}, password ${options.adminPassword}`);
  console.log(`  ➜  Email:   ${describeEmail(stack)}`);
} else {
  console.log(`  ➜  Backend: ${hostedUrl} (hosted, from .env)`);
}
console.log('\n  Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await stack?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
