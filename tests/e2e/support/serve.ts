/**
 * The end-to-end tests' web server: a fresh in-memory local backend on a free port, the site
 * built (and prerendered) to point at it, a static server like a real host's on E2E_PORT, and
 * the local mailbox the owner's emails go to on E2E_MAILBOX_PORT. Playwright starts this script
 * and stops it when the run ends.
 */
import { LOCAL_DEFAULTS } from '../../../local-backend/env';
import { startMailbox } from '../../../local-backend/mailbox/server';
import { startLocalBackend } from '../../../local-backend/server';
import { buildSite } from '../../../scripts/build';
import { startStaticServer } from '../../../scripts/perf/static-server';
import { e2eAdmin } from './admin';
import { e2eDistDir } from './paths';

const port = Number(process.env.E2E_PORT);
if (!port) throw new Error('E2E_PORT is not set; run the tests with `npm run test:e2e`.');

const mailbox = await startMailbox({ port: Number(process.env.E2E_MAILBOX_PORT) || 0 });
const backend = await startLocalBackend({
  port: 0,
  dbPort: Number(process.env.E2E_DB_PORT) || 0,
  jwtSecret: LOCAL_DEFAULTS.jwtSecret,
  adminEmail: e2eAdmin.email,
  adminPassword: e2eAdmin.password,
  // Every test is its own visitor (the fixture sets an X-Forwarded-For per test).
  trustCallerForwardedFor: true,
  // A copy of the database the real CLI's `db push` migrated (the unit stage made it this run):
  // 2.6 s sooner than pushing again, while nothing else runs yet.
  fromMigratedTemplate: true,
  functionEnv: {
    EMAIL_API_URL: mailbox.url,
    EMAIL_API_KEY: 'e2e-mailbox',
    NOTIFY_EMAIL_TO: e2eAdmin.email,
    SITE_URL: `http://127.0.0.1:${port}`,
    // Many tests send messages at once; none of them is about the hourly limit.
    NOTIFY_HOURLY_LIMIT: '1000',
  },
});

// Vite reads VITE_ variables from the environment at build time.
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = backend.publishableKey;
process.env.VITE_ADMIN_EMAIL = e2eAdmin.email;
const outDir = e2eDistDir;
await buildSite({ outDir, logLevel: 'warn' });
// Served the way a static host serves it: /admin from admin/index.html, unknown paths from
// 404.html with status 404, compressed, with the hosts' cache headers.
const server = await startStaticServer({ root: outDir, port });
console.log(`e2e: site on http://127.0.0.1:${port}, backend on ${backend.url}`);

const stop = async () => {
  await server.close();
  await backend.close();
  await mailbox.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
