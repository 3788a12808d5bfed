/**
 * Runs the local backend on its own: `npm run backend`. (`npm start` runs it together with the
 * site.) Stop it with Ctrl-C.
 */
import { loadDotEnv, optionsFromEnv } from './env';
import { startLocalBackend } from './server';

loadDotEnv();
const options = optionsFromEnv();
const backend = await startLocalBackend(options);

console.log(`Local backend (Supabase API) on ${backend.url}`);
console.log(`  database:  ${options.dataDir}`);
console.log(`  admin:     ${options.adminEmail} / ${options.adminPassword}`);

const stop = async () => {
  await backend.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
