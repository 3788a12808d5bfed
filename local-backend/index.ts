/**
 * Runs the local backend on its own: `npm run backend`. (`npm start` runs it together with the
 * site.) Stop it with Ctrl-C.
 */
import { loadDotEnv, optionsFromEnv } from './env';
import { describeEmail, startLocalStack } from './stack';

loadDotEnv();
const options = optionsFromEnv();
const stack = await startLocalStack(options);

console.log(`Local backend (Supabase API) on ${stack.backend.url}`);
console.log(`  database:  ${options.dataDir}`);
console.log(`  admin:     ${options.adminEmail} / ${options.adminPassword}`);
console.log(`  email:     ${describeEmail(stack)}`);

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
