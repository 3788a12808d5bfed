/**
 * A function's calls to its own project's database: the service-role-only SQL functions of the
 * migrations, through PostgREST's `/rest/v1/rpc/<name>` (no client library, so a function has no
 * dependency to bundle). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.
 */
export interface Database {
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
}

export function serviceRoleDatabase(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch,
): Database {
  return {
    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(args),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`rpc ${name} answered ${response.status}: ${text.slice(0, 200)}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
