import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, RequestContext } from '../database';
import { header, parseJsonBody, postgrestError, readBody, send } from '../http';
import { tableColumns, type Catalog } from './catalog';
import { fromDatabaseError } from './errors';
import { parsePrefer, parseQuery, withMaxRows } from './query';
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildSelect,
  buildUpdate,
  type Statement,
} from './sql';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const JSON_TYPE = 'application/json; charset=utf-8';

interface Outcome {
  rows: unknown[];
  rowCount: number;
  total?: number;
}

/**
 * `/rest/v1/<table>`: the part of PostgREST the site uses, run as the caller's role. A read
 * answers with at most `maxRows` rows (`[api] max_rows`; no limit when undefined), silently.
 */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  table: string,
  db: Database,
  catalog: Catalog,
  context: RequestContext,
  maxRows: number | undefined,
): Promise<void> {
  const method = req.method ?? 'GET';
  checkProfile(req, method);
  const columns = tableColumns(catalog, table);
  const query = parseQuery(url.searchParams);
  const prefer = parsePrefer(header(req, 'prefer'));
  const wantsObject = (header(req, 'accept') ?? '').includes(SINGLE_OBJECT);
  const readOnly = method === 'GET' || method === 'HEAD';

  let statement: Statement | null;
  let body: unknown;
  switch (method) {
    case 'GET':
    case 'HEAD':
      statement = buildSelect(table, columns, withMaxRows(query, maxRows));
      break;
    case 'POST':
      body = parseJsonBody(await readBody(req));
      statement = buildInsert(
        table,
        columns,
        query,
        body,
        prefer.representation,
        prefer.resolution,
      );
      break;
    case 'PATCH':
      body = parseJsonBody(await readBody(req));
      statement = buildUpdate(table, columns, query, body, prefer.representation);
      break;
    case 'DELETE':
      statement = buildDelete(table, columns, query, prefer.representation);
      break;
    default:
      throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  const returnsRows = readOnly || prefer.representation;
  let outcome: Outcome;
  try {
    outcome = await db.asRequest(context, readOnly, async (tx) => {
      if (!statement) return { rows: [], rowCount: 0 };
      const result = await tx.query<{ body: string; row_count: number }>(
        statement.sql,
        statement.params,
      );
      const rows = returnsRows ? (JSON.parse(result.rows[0]?.body ?? '[]') as unknown[]) : [];
      const rowCount = returnsRows ? (result.rows[0]?.row_count ?? 0) : (result.affectedRows ?? 0);
      if (wantsObject && rowCount !== 1) {
        // Roll the change back: the caller asked for exactly one row.
        throw postgrestError(
          406,
          'PGRST116',
          'JSON object requested, multiple (or no) rows returned',
          `The result contains ${rowCount} rows`,
        );
      }
      // The total counts every row the filters match, whatever the limit, offset and max_rows.
      let total: number | undefined;
      if (readOnly && prefer.count) {
        const count = buildCount(table, columns, query);
        total = (await tx.query<{ total: number }>(count.sql, count.params)).rows[0]?.total;
      }
      return { rows, rowCount, total };
    });
  } catch (error) {
    throw fromDatabaseError(error, context.claims.role);
  }

  respond(res, method, query.offset ?? 0, outcome, {
    wantsObject,
    representation: prefer.representation,
    count: prefer.count,
  });
}

/** Only the public schema is exposed, as on a default Supabase project. */
function checkProfile(req: IncomingMessage, method: string): void {
  const profile = header(
    req,
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (profile && profile !== 'public') {
    throw postgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

function respond(
  res: ServerResponse,
  method: string,
  offset: number,
  { rows, rowCount, total }: Outcome,
  options: { wantsObject: boolean; representation: boolean; count: boolean },
): void {
  const body = options.wantsObject ? JSON.stringify(rows[0]) : JSON.stringify(rows);
  const jsonHeaders = {
    'Content-Type': options.wantsObject ? `${SINGLE_OBJECT}; charset=utf-8` : JSON_TYPE,
  };

  if (method === 'GET' || method === 'HEAD') {
    // PostgREST's Content-Range names the rows actually sent (so a max_rows cut shows), and with a
    // count: 416 when the offset lies past the total, 206 when fewer rows than the total were sent.
    const range = rowCount > 0 ? `${offset}-${offset + rowCount - 1}` : '*';
    const headers = { ...jsonHeaders, 'Content-Range': `${range}/${total ?? '*'}` };
    if (total !== undefined && offset > total) {
      const error = postgrestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
      send(res, 416, method === 'HEAD' ? null : JSON.stringify(error.body), {
        ...headers,
        'Content-Type': JSON_TYPE,
      });
      return;
    }
    const partial = total !== undefined && rowCount < total && !options.wantsObject;
    send(res, partial ? 206 : 200, method === 'HEAD' ? null : body, headers);
    return;
  }

  const contentRange = `*/${options.count ? rowCount : '*'}`;
  if (options.representation) {
    send(res, method === 'POST' ? 201 : 200, body, {
      ...jsonHeaders,
      'Content-Range': contentRange,
    });
  } else {
    send(res, method === 'POST' ? 201 : 204, null, { 'Content-Range': contentRange });
  }
}
