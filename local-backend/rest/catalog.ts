import type { PGlite } from '@electric-sql/pglite';
import { postgrestError } from '../http';

/** Tables and views of the exposed schema with their columns and types, like PostgREST's schema cache. */
export type Catalog = Map<string, Map<string, string>>;

export const EXPOSED_SCHEMA = 'public';

export async function loadCatalog(pg: PGlite): Promise<Catalog> {
  const { rows } = await pg.query<{ table_name: string; column_name: string; column_type: string }>(
    `select c.relname as table_name, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as column_type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const catalog: Catalog = new Map();
  for (const row of rows) {
    if (!catalog.has(row.table_name)) catalog.set(row.table_name, new Map());
    catalog.get(row.table_name)!.set(row.column_name, row.column_type);
  }
  return catalog;
}

/** The columns of a table, or PostgREST's 404 for a table it does not know. */
export function tableColumns(catalog: Catalog, table: string): Map<string, string> {
  const columns = catalog.get(table);
  if (!columns) {
    throw postgrestError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
    );
  }
  return columns;
}

/** A column name the catalog knows, double-quoted for SQL; anything else is refused. */
export function quotedColumn(columns: Map<string, string>, table: string, column: string): string {
  if (!columns.has(column)) {
    throw postgrestError(400, '42703', `column ${table}.${column} does not exist`);
  }
  return `"${column.replaceAll('"', '""')}"`;
}

export function quotedTable(table: string): string {
  return `"${EXPOSED_SCHEMA}"."${table.replaceAll('"', '""')}"`;
}
