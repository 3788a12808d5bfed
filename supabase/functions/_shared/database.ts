import type { Database as Schema } from '../../../src/shared/database.types.ts';
import { serverKeyHeaders } from './projectKeys.ts';

/** The SQL functions of the migrations, as `npm run db:types` generated them. */
type SqlFunctions = Schema['public']['Functions'];

/**
 * A function's calls to its own project's database: the SQL functions of the migrations, through
 * PostgREST's `/rest/v1/rpc/<name>` (no client library, so a function has no dependency to
 * bundle), with the project's secret key (projectKeys.ts), the service role, or as the function's
 * caller (callerDatabase).
 *
 * Names, arguments and answers are typed from the migrations. A SQL function that builds jsonb
 * answers `Json`: the caller states the shape that function builds.
 */
export interface Database {
  rpc<Name extends keyof SqlFunctions>(
    name: Name,
    args: SqlFunctions[Name]['Args'],
  ): Promise<SqlFunctions[Name]['Returns']>;
}

/** A call PostgREST refused: its HTTP status and, when it sent one, the SQLSTATE and message. */
export class RpcError extends Error {
  constructor(
    readonly functionName: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly detail: string,
  ) {
    super(`rpc ${functionName} answered ${status}: ${detail.slice(0, 200)}`);
    this.name = 'RpcError';
  }

  /** The database's own message (a constraint's or a guard's), when it sent one. */
  get databaseMessage(): string | undefined {
    try {
      const { message } = JSON.parse(this.detail) as { message?: unknown };
      return typeof message === 'string' ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

export function serviceRoleDatabase(
  supabaseUrl: string,
  serverKey: string,
  fetchImpl: typeof fetch,
): Database {
  return restDatabase(supabaseUrl, serverKeyHeaders(serverKey), fetchImpl);
}

/**
 * The database as the function's caller: their own Authorization header (a user's access
 * token) with the project's publishable key as `apikey`, as the browser itself would call. The
 * database's grants and the SQL functions' own checks then decide what the caller may do: an
 * anonymous caller gets 401 and a signed-in one who may not gets 403, passed on as RpcError.
 */
export function callerDatabase(
  supabaseUrl: string,
  publishableKey: string,
  authorization: string,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
): Database {
  return restDatabase(
    supabaseUrl,
    { apikey: publishableKey, Authorization: authorization },
    fetchImpl,
    timeoutMs,
  );
}

function restDatabase(
  supabaseUrl: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
  timeoutMs?: number,
): Database {
  return {
    async rpc(name, args) {
      const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
        ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      });
      const text = await response.text();
      if (!response.ok) {
        let code: string | undefined;
        try {
          const parsed = JSON.parse(text) as { code?: unknown };
          if (typeof parsed.code === 'string') code = parsed.code;
        } catch {
          // Not PostgREST's JSON (a proxy's page): no code.
        }
        throw new RpcError(name, response.status, code, text);
      }
      return text ? JSON.parse(text) : null;
    },
  };
}
