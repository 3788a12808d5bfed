import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, RequestContext } from '../database';
import { parseJsonBody, postgrestError, readBody, send } from '../http';
import { EXPOSED_SCHEMA } from './catalog';
import { fromDatabaseError } from './errors';

/**
 * `POST /rest/v1/rpc/<function>`: calls a function of the exposed schema with named arguments
 * from a JSON object, as the caller's role, the way PostgREST does (supabase-js `rpc()`). Whether
 * the role may call it is the database's EXECUTE grant, not this code's.
 */

interface FunctionInfo {
  arg_names: string[] | null;
  arg_types: string[];
  arg_defaults: number;
  returns_set: boolean;
  return_type: string;
}

export async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  db: Database,
  context: RequestContext,
  /** PostgREST's max_rows caps what a set-returning function answers too. */
  maxRows?: number,
): Promise<void> {
  if (req.method !== 'POST') {
    throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method ?? ''}`);
  }
  const raw = await readBody(req);
  const body = raw.trim() === '' ? {} : parseJsonBody(raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw postgrestError(400, 'PGRST102', 'The arguments must be a JSON object');
  }
  const args = body as Record<string, unknown>;

  let result: { body: string | null; isVoid: boolean };
  try {
    result = await db.asRequest(context, false, async (tx) => {
      const candidates = (
        await tx.query<FunctionInfo>(
          `select case when p.proargnames is not null then
                    -- Input arguments only: RETURNS TABLE columns are named here too.
                    array(select a.name
                            from unnest(p.proargnames,
                                        coalesce(p.proargmodes::text[],
                                                 array_fill('i'::text, array[cardinality(p.proargnames)])))
                                 as a(name, mode)
                           where a.mode in ('i', 'b', 'v'))
                  end as arg_names,
                  array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
                  p.pronargdefaults as arg_defaults,
                  p.proretset as returns_set,
                  format_type(p.prorettype, null) as return_type
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
          [EXPOSED_SCHEMA, name],
        )
      ).rows;
      const fn = candidates.find((candidate) => accepts(candidate, Object.keys(args)));
      if (!fn) {
        throw postgrestError(
          404,
          'PGRST202',
          `Could not find the function ${EXPOSED_SCHEMA}.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
        );
      }
      // As PostgREST does: the arguments come out of the JSON body through json_to_record, so
      // each value is read by its parameter's type and a JSON array becomes a Postgres array.
      const names = Object.keys(args);
      const columns = names.map(
        (argName) =>
          `${quoteIdent(argName)} ${fn.arg_types[(fn.arg_names ?? []).indexOf(argName)]!}`,
      );
      const source = names.length
        ? `json_to_record($1::json) as _(${columns.join(', ')})`
        : '(select) as _';
      const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}(${names
        .map((argName) => `${quoteIdent(argName)} => _.${quoteIdent(argName)}`)
        .join(', ')})`;
      const limit = maxRows === undefined ? '' : ` limit ${Math.floor(maxRows)}`;
      const sql = fn.returns_set
        ? `select coalesce(jsonb_agg(r), '[]'::jsonb)::text as body
             from (select f.* from ${source} cross join lateral ${call} f${limit}) r`
        : `select to_jsonb(${call})::text as body from ${source}`;
      const params = names.length ? [JSON.stringify(args)] : [];
      const rows = (await tx.query<{ body: string | null }>(sql, params)).rows;
      return { body: rows[0]?.body ?? null, isVoid: fn.return_type === 'void' };
    });
  } catch (error) {
    throw fromDatabaseError(error, context.claims.role);
  }

  if (result.isVoid) return send(res, 204, null);
  send(res, 200, result.body ?? 'null', { 'Content-Type': 'application/json; charset=utf-8' });
}

/** Whether the function takes exactly these named arguments (missing ones must have defaults). */
function accepts(fn: FunctionInfo, given: string[]): boolean {
  const names = fn.arg_names ?? [];
  if (names.length !== fn.arg_types.length) return given.length === 0 && fn.arg_types.length === 0;
  if (!given.every((argName) => names.includes(argName))) return false;
  const required = names.slice(0, names.length - fn.arg_defaults);
  return required.every((argName) => given.includes(argName));
}

function quoteIdent(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
