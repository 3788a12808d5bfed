import type { Database as Schema } from '../../../src/lib/database.types.ts';
import { serverKeyHeaders } from './projectKeys.ts';

/** The SQL functions of the migrations, as `npm run db:types` generated them. */
type SqlFunctions = Schema['public']['Functions'];

/**
 * A function's calls to its own project's database: the service-role-only SQL functions of the
 * migrations, through PostgREST's `/rest/v1/rpc/<name>` (no client library, so a function has no
 * dependency to bundle), with the project's secret key (projectKeys.ts): the service role.
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

export function serviceRoleDatabase(
  supabaseUrl: string,
  serverKey: string,
  fetchImpl: typeof fetch,
): Database {
  return {
    async rpc(name, args) {
      const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          ...serverKeyHeaders(serverKey),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(args),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`rpc ${name} answered ${response.status}: ${text.slice(0, 200)}`);
      return text ? JSON.parse(text) : null;
    },
  };
}
