import { postgrestError } from '../http';

/**
 * The part of PostgREST's URL grammar the site uses, parsed into plain data. Names are checked
 * against the database catalog later and values always travel as bound parameters; this module
 * only decides what the request asks for.
 */

export const FILTER_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  is: 'is',
  in: 'in',
} as const;
export type FilterOperator = keyof typeof FILTER_OPERATORS;

/** The only right-hand sides `is` accepts, as in PostgREST. */
export const IS_VALUES = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
} as const;

export interface Filter {
  column: string;
  operator: FilterOperator;
  value: string;
  /** `not.` before the operator: the rows the filter would not match (`not.is.null`). */
  negated?: boolean;
}

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  /** '*' or the column names asked for. */
  select: '*' | string[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** For inserts of several rows: the columns to take from each object. */
  columns?: string[];
  /** For upserts: the unique columns that make two rows the same row. */
  onConflict?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function parseError(message: string, details: string | null = null) {
  return postgrestError(400, 'PGRST100', message, details);
}

function parseNameList(raw: string, what: string): string[] {
  const names = raw
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
  if (names.length === 0) throw parseError(`"failed to parse ${what} parameter (${raw})"`);
  for (const name of names) {
    if (/[()!:>]/.test(name)) {
      throw parseError(
        `"failed to parse ${what} parameter (${raw})"`,
        'Embedding, aliases and casts are not supported by the local backend',
      );
    }
  }
  return names;
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`);
  return Number(raw);
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column) throw parseError(`"failed to parse order (${raw})"`);
    const order: OrderTerm = { column, direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else throw parseError(`"failed to parse order (${raw})"`, `Unknown modifier "${modifier}"`);
    }
    return order;
  });
}

function parseFilter(column: string, filter: string): Filter {
  // PostgREST's negation: `not.` before any operator.
  const negated = filter.startsWith('not.');
  const raw = negated ? filter.slice('not.'.length) : filter;
  const dot = raw.indexOf('.');
  const operator = dot > 0 ? raw.slice(0, dot) : raw;
  // Own keys only: `in` would also accept inherited names such as "constructor".
  if (!Object.hasOwn(FILTER_OPERATORS, operator)) {
    throw parseError(
      `"failed to parse filter (${raw})"`,
      `Unsupported operator "${operator}". The local backend supports ${Object.keys(FILTER_OPERATORS).join(', ')}.`,
    );
  }
  const value = raw.slice(dot + 1);
  if (operator === 'is' && !Object.hasOwn(IS_VALUES, value.toLowerCase())) {
    throw parseError(
      `"failed to parse filter (${raw})"`,
      'is accepts null, true, false or unknown',
    );
  }
  if (operator === 'in') inList(raw, value);
  return { column, operator: operator as FilterOperator, value, ...(negated ? { negated } : {}) };
}

/**
 * The values of an `in` filter, as PostgREST reads them: `(a,b,c)`, a value in double quotes when
 * it holds a comma, a parenthesis or a quote (`("a,b",c)`, `\"` and `\\` inside the quotes).
 */
export function inList(raw: string, value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"failed to parse filter (${raw})"`, 'in takes a list: in.(a,b,c)');
  }
  const inner = value.slice(1, -1);
  const values: string[] = [];
  let i = 0;
  while (i <= inner.length && inner.length > 0) {
    let item = '';
    if (inner[i] === '"') {
      i += 1;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\' && i + 1 < inner.length) i += 1;
        item += inner[i];
        i += 1;
      }
      if (inner[i] !== '"') {
        throw parseError(`"failed to parse filter (${raw})"`, 'an unclosed quote in the list');
      }
      i += 1;
    } else {
      while (i < inner.length && inner[i] !== ',') {
        item += inner[i];
        i += 1;
      }
    }
    values.push(item);
    if (i < inner.length && inner[i] !== ',') {
      throw parseError(`"failed to parse filter (${raw})"`, 'a list item must end at a comma');
    }
    i += 1;
  }
  return values;
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const select = params.get('select');
  const order = params.get('order');
  const columns = params.get('columns');
  const onConflict = params.get('on_conflict');
  const parsed: ParsedQuery = {
    select: select === null || select.trim() === '*' ? '*' : parseNameList(select, 'select'),
    filters: [],
    order: order ? parseOrder(order) : [],
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    columns: columns ? parseNameList(columns, 'columns') : undefined,
    onConflict: onConflict ? parseNameList(onConflict, 'on_conflict') : undefined,
  };
  for (const [key, value] of params) {
    if (!RESERVED.has(key)) parsed.filters.push(parseFilter(key, value));
  }
  return parsed;
}

/**
 * A read as PostgREST runs it under db-max-rows (`[api] max_rows`): the limit becomes the smaller
 * of the one asked for and max_rows, and the offset stays. Only reads (GET, HEAD) are cut:
 * PostgREST returns every changed row of a write with `return=representation`.
 */
export function withMaxRows(query: ParsedQuery, maxRows: number | undefined): ParsedQuery {
  if (maxRows === undefined) return query;
  return { ...query, limit: Math.min(query.limit ?? maxRows, maxRows) };
}

/** What an insert does with a row whose unique columns match a stored row (an upsert). */
export type Resolution = 'merge-duplicates' | 'ignore-duplicates';

/** The Prefer header's parts that change the answer. */
export interface Preferences {
  representation: boolean;
  /**
   * Any of `count=exact|planned|estimated`: the total of rows that match the filters, max_rows
   * and the range aside. All three count exactly here. PostgREST takes `planned` from the
   * planner's estimate, and `estimated` likewise once the exact count passes max_rows, so on the
   * host those two totals can differ from the true one.
   */
  count: boolean;
  /** Set for an upsert (supabase-js `.upsert()`); a plain insert has none. */
  resolution?: Resolution;
}

export function parsePrefer(header: string | undefined): Preferences {
  const parts = (header ?? '').split(',').map((part) => part.trim().toLowerCase());
  const resolution = parts
    .find((part) => part.startsWith('resolution='))
    ?.slice('resolution='.length);
  return {
    representation: parts.includes('return=representation'),
    count: parts.some((part) => /^count=(exact|planned|estimated)$/.test(part)),
    // PostgREST ignores preferences it does not know, and so does this.
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
        ? resolution
        : undefined,
  };
}
