import { postgrestError } from '../http';
import { quotedColumn, quotedTable } from './catalog';
import {
  FILTER_OPERATORS,
  inList,
  IS_VALUES,
  type FilterOperator,
  type ParsedQuery,
  type Resolution,
} from './query';

/**
 * Builds SQL from a parsed request. Identifiers come only from the catalog (quotedColumn refuses
 * anything else) and every value is a numbered parameter, cast through text to the column's type
 * as the catalog states it: no request text is ever pasted into SQL.
 */

export interface Statement {
  sql: string;
  params: (string | null)[];
}

class Builder {
  readonly params: (string | null)[] = [];

  constructor(
    readonly table: string,
    readonly columns: Map<string, string>,
  ) {}

  column(name: string): string {
    return quotedColumn(this.columns, this.table, name);
  }

  /**
   * A parameter placeholder cast to the column's type. A JSON array for an array column becomes a
   * Postgres array, as PostgREST reads a body (json_populate_record), not a '{...}' literal.
   */
  value(column: string, value: unknown): string {
    this.params.push(toParam(value));
    const type = this.columns.get(column)!;
    if (Array.isArray(value) && type.endsWith('[]')) {
      return `array(select json_array_elements_text($${this.params.length}::json))::${type}`;
    }
    return `$${this.params.length}::text::${type}`;
  }

  selectList(query: ParsedQuery): string {
    return query.select === '*' ? '*' : query.select.map((name) => this.column(name)).join(', ');
  }

  where(query: ParsedQuery): string {
    if (query.filters.length === 0) return '';
    const conditions = query.filters.map(({ column, operator, value, negated }) => {
      const condition = this.condition(column, operator, value);
      return negated ? `not (${condition})` : condition;
    });
    return ` where ${conditions.join(' and ')}`;
  }

  private condition(column: string, operator: FilterOperator, value: string): string {
    const quoted = this.column(column);
    if (operator === 'is')
      return `${quoted} is ${IS_VALUES[value.toLowerCase() as keyof typeof IS_VALUES]}`;
    if (operator === 'in') {
      const items = inList(`in.${value}`, value);
      // An empty list matches nothing, as in PostgREST.
      if (items.length === 0) return 'false';
      return `${quoted} in (${items.map((item) => this.value(column, item)).join(', ')})`;
    }
    return `${quoted} ${FILTER_OPERATORS[operator]} ${this.value(column, value)}`;
  }

  orderBy(query: ParsedQuery): string {
    if (query.order.length === 0) return '';
    const terms = query.order.map(
      ({ column, direction, nulls }) =>
        `${this.column(column)} ${direction}${nulls ? ` nulls ${nulls}` : ''}`,
    );
    return ` order by ${terms.join(', ')}`;
  }

  page(query: ParsedQuery): string {
    let sql = '';
    if (query.limit !== undefined) sql += ` limit ${query.limit}`;
    if (query.offset !== undefined) sql += ` offset ${query.offset}`;
    return sql;
  }
}

function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Wraps a statement so Postgres itself renders the rows as a JSON array, as PostgREST does. */
function asJsonRows(inner: string, isMutation: boolean): string {
  const source = isMutation ? `with pgrst_source as (${inner}) select` : `select`;
  const from = isMutation ? 'pgrst_source' : `(${inner})`;
  return `${source} coalesce(json_agg(pgrst_row), '[]')::text as body, count(*)::int as row_count from ${from} pgrst_row`;
}

export function buildSelect(
  table: string,
  columns: Map<string, string>,
  query: ParsedQuery,
): Statement {
  const b = new Builder(table, columns);
  const inner = `select ${b.selectList(query)} from ${quotedTable(table)}${b.where(query)}${b.orderBy(query)}${b.page(query)}`;
  return { sql: asJsonRows(inner, false), params: b.params };
}

export function buildCount(
  table: string,
  columns: Map<string, string>,
  query: ParsedQuery,
): Statement {
  const b = new Builder(table, columns);
  return {
    sql: `select count(*)::int as total from ${quotedTable(table)}${b.where(query)}`,
    params: b.params,
  };
}

/**
 * With `return=representation` the changed rows come back as JSON. Without it there is no
 * RETURNING at all: RETURNING would make Postgres apply SELECT privileges and policies, and the
 * contact form's anonymous insert must work without being allowed to read.
 */
function finish(b: Builder, query: ParsedQuery, inner: string, representation: boolean): Statement {
  const sql = representation
    ? asJsonRows(`${inner} returning ${b.selectList(query)}`, true)
    : inner;
  return { sql, params: b.params };
}

function bodyColumns(table: string, columns: Map<string, string>, keys: string[]): string[] {
  for (const key of keys) {
    if (!columns.has(key)) {
      throw postgrestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table}' in the schema cache`,
      );
    }
  }
  return keys;
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An upsert's ON CONFLICT clause. `ignore-duplicates` keeps the stored row (DO NOTHING); with no
 * on_conflict columns it ignores a clash with any unique constraint. `merge-duplicates` overwrites
 * the stored row's other inserted columns, which needs the columns that identify the row: PostgREST
 * would take the primary key, the local backend asks for on_conflict instead of guessing.
 */
function onConflict(
  b: Builder,
  query: ParsedQuery,
  names: string[],
  resolution: Resolution | undefined,
): string {
  if (!resolution) return '';
  const target = query.onConflict?.map((name) => b.column(name));
  if (resolution === 'ignore-duplicates') {
    return ` on conflict${target ? ` (${target.join(', ')})` : ''} do nothing`;
  }
  if (!target) {
    throw postgrestError(
      400,
      'PGRST100',
      'resolution=merge-duplicates needs on_conflict',
      'The local backend does not infer the primary key; name the columns in on_conflict',
    );
  }
  const merged = names.filter((name) => !query.onConflict?.includes(name));
  if (merged.length === 0) return ` on conflict (${target.join(', ')}) do nothing`;
  const assignments = merged
    .map((name) => `${b.column(name)} = excluded.${b.column(name)}`)
    .join(', ');
  return ` on conflict (${target.join(', ')}) do update set ${assignments}`;
}

export function buildInsert(
  table: string,
  columns: Map<string, string>,
  query: ParsedQuery,
  body: unknown,
  representation: boolean,
  resolution?: Resolution,
): Statement {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length === 0 || !rows.every(isRow)) {
    throw postgrestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected a JSON object or an array of objects',
    );
  }
  const b = new Builder(table, columns);
  const names = bodyColumns(
    table,
    columns,
    query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))],
  );
  const target = names.length ? ` (${names.map((name) => b.column(name)).join(', ')})` : '';
  const values = names.length
    ? ` values ${rows.map((row) => `(${names.map((name) => (name in row ? b.value(name, row[name]) : 'default')).join(', ')})`).join(', ')}`
    : ' default values';
  const conflict = onConflict(b, query, names, resolution);
  return finish(
    b,
    query,
    `insert into ${quotedTable(table)}${target}${values}${conflict}`,
    representation,
  );
}

export function buildUpdate(
  table: string,
  columns: Map<string, string>,
  query: ParsedQuery,
  body: unknown,
  representation: boolean,
): Statement | null {
  if (!isRow(body)) {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  }
  const names = bodyColumns(table, columns, Object.keys(body));
  if (names.length === 0) return null;
  const b = new Builder(table, columns);
  const assignments = names
    .map((name) => `${b.column(name)} = ${b.value(name, body[name])}`)
    .join(', ');
  return finish(
    b,
    query,
    `update ${quotedTable(table)} set ${assignments}${b.where(query)}`,
    representation,
  );
}

export function buildDelete(
  table: string,
  columns: Map<string, string>,
  query: ParsedQuery,
  representation: boolean,
): Statement {
  const b = new Builder(table, columns);
  return finish(b, query, `delete from ${quotedTable(table)}${b.where(query)}`, representation);
}
