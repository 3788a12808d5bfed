/**
 * `npm start`: the whole site on one command. Starts the local backend (unless VITE_SUPABASE_URL
 * points the site at a hosted Supabase project) and the Vite dev server in this one process, so
 * one Ctrl-C stops both. The site gets its settings from the same configuration (vite.config.ts
 * reads scripts/config.ts), so it talks to the port the backend listens on with a key the
 * backend accepts. What it decides before starting anything is start-settings.ts's.
 */
import { createServer } from 'vite';
import { ConfigError } from '../local-backend/env';
import { MAILBOX_PORT } from '../local-backend/mailbox/server';
import {
  describeEmail,
  describeMigrations,
  startLocalStack,
  type LocalStack,
} from '../local-backend/stack';
import { readStartSettings, type StartSettings } from './start-settings';

let settings: StartSettings;
try {
  settings = await readStartSettings();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { config, site, notes } = settings;
for (const note of notes) console.warn(`Note: ${note}\n`);
const { backend } = config;

let stack: LocalStack | undefined;
if (config.usesLocalBackend) {
  try {
    stack = await startLocalStack(backend);
  } catch (error) {
    console.error(`\nThe local backend could not start: ${(error as Error).message}`);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${backend.port}, ${backend.dbPort} or ${MAILBOX_PORT} is taken: is another \`npm start\` (or \`supabase start\`) running?`,
      );
    }
    process.exit(1);
  }
}

const vite = await createServer({ server: { host: '127.0.0.1', port: 5173 } });
await vite.listen();
vite.printUrls();
if (stack) {
  console.log(`  ➜  Backend: ${stack.backend.url} (local, database in ${backend.dataDir})`);
  console.log(`              publishable key ${site.supabaseKey} (the site's)`);
  console.log(`              secret key ${stack.backend.secretKey} (servers only)`);
  console.log(`              JWT signing keys ${stack.backend.jwksUrl}`);
  console.log(`  ➜  Database: ${stack.backend.dbUrl} (for \`npx supabase\` and psql)`);
  console.log(`              ${describeMigrations(stack)}`);
  console.log(`  ➜  Admin:   ${vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}admin`);
  console.log(`              email ${backend.adminEmail}, password ${backend.adminPassword}`);
  console.log(`  ➜  Email:   ${describeEmail(stack, backend)}`);
} else {
  console.log(`  ➜  Backend: ${site.supabaseUrl} (hosted, VITE_SUPABASE_URL)`);
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
