import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SessionGate } from './session-gate';

/** The local database's Postgres port, as the Supabase CLI's Docker stack offers it. */
export interface PostgresPort {
  /** `postgresql://postgres:postgres@127.0.0.1:<port>/postgres`, what `supabase` commands take. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A client that sits idle this long is disconnected, and what it left open rolled back: a tool
 * that holds a transaction holds up the site's requests meanwhile (see SessionGate), as Postgres's
 * idle_in_transaction_session_timeout ends such a session. psql reconnects at its next command.
 */
export const IDLE_CLIENT_TIMEOUT_MS = 60_000;

/**
 * Serves the database on 127.0.0.1 over the Postgres wire protocol (pglite-socket), so the
 * Supabase CLI (`db push`, `migration list`, `db advisors`, `gen types`), psql and other tools
 * reach it as they reach any Postgres. Any user name and password are accepted (the CLI's are
 * postgres / postgres); only this machine can connect. `port` 0 picks a free port.
 */
export async function servePostgres(pg: PGlite, port: number): Promise<PostgresPort> {
  const gate = new SessionGate(pg);
  const server = new PGLiteSocketServer({
    // pglite-socket reads and runs wire messages through a small part of PGlite's interface;
    // the gate supplies that part, with PGlite's transaction lock around each message.
    db: gate.forWire() as unknown as PGlite,
    host: '127.0.0.1',
    port,
    maxConnections: 20,
    idleTimeout: IDLE_CLIENT_TIMEOUT_MS,
  });
  await server.start();
  const [, listening = ''] = /:(\d+)$/.exec(server.getServerConn()) ?? [];
  const actualPort = Number(listening);
  return {
    url: postgresUrl(actualPort),
    port: actualPort,
    async close() {
      await server.stop();
      // A client that held the session is rolled back as it is disconnected; wait for that.
      await pg._runExclusiveTransaction(() => Promise.resolve());
    },
  };
}

/** The connection URL of a local Postgres port, with the Supabase CLI's user and password. */
export function postgresUrl(port: number): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
}
