/**
 * The backend the measured pages talk to: the visit beacon (src/lib/visits) posts to the visit
 * function once each page is idle, and with nothing listening the browser logs a failed request,
 * which Lighthouse counts against Best practices. A real host has a backend; so does the
 * benchmark: a fresh in-memory local backend on the port `npm run build -- --local` points the
 * site at, unless one already runs there (`npm start`), which is then used as it is.
 */
import { createServer } from 'node:net';
import { LOCAL_DEFAULTS } from '../../local-backend/env';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';

export interface PerfBackend {
  /** Page views the visit function stored while the benchmark ran; undefined for a backend it did not start. */
  storedPageViews(): Promise<number | undefined>;
  close(): Promise<void>;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function startPerfBackend(log: (line: string) => void): Promise<PerfBackend> {
  if (!(await portIsFree(LOCAL_DEFAULTS.port))) {
    log(`A backend already listens on ${LOCAL_DEFAULTS.port}: the pages' visits go to it.`);
    return { storedPageViews: async () => undefined, close: async () => undefined };
  }
  log(`Starting an in-memory local backend on ${LOCAL_DEFAULTS.port} for the pages' visits`);
  const backend: LocalBackend = await startLocalBackend({
    port: LOCAL_DEFAULTS.port,
    jwtSecret: LOCAL_DEFAULTS.jwtSecret,
    adminEmail: LOCAL_DEFAULTS.adminEmail,
    adminPassword: LOCAL_DEFAULTS.adminPassword,
  });
  return {
    async storedPageViews() {
      const { rows } = await backend.db.pg.query<{ count: number }>(
        "select count(*)::int as count from private.site_events where kind = 'page_view'",
      );
      return rows[0]?.count;
    },
    close: () => backend.close(),
  };
}
