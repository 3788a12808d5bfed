/**
 * Runs the local backend on its own: `npm run backend`. (`npm start` runs it together with the
 * site; `npm run dev` in another terminal reads the same settings, so the two agree.) Stop it
 * with Ctrl-C.
 */
import { ConfigError, readLocalBackendConfig, type LocalBackendConfig } from './env';
import { describeEmail, describeMigrations, startLocalStack } from './stack';

let config: LocalBackendConfig;
try {
  config = readLocalBackendConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const stack = await startLocalStack(config);

console.log(`Local backend (Supabase API) on ${stack.backend.url}`);
console.log(`  publishable key: ${stack.backend.publishableKey} (for browsers)`);
console.log(`  secret key:      ${stack.backend.secretKey} (servers only; refused from a browser)`);
console.log(`  legacy keys:     anon ${stack.backend.anonKey}`);
console.log(`                   service_role ${stack.backend.serviceRoleKey}`);
console.log(`  JWKS:            ${stack.backend.jwksUrl}`);
console.log(`  database:        ${stack.backend.dbUrl} (kept in ${config.dataDir})`);
console.log(`                   ${describeMigrations(stack)}`);
console.log(`  admin:           ${config.adminEmail} / ${config.adminPassword}`);
console.log(`  email:           ${describeEmail(stack, config)}`);

const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
