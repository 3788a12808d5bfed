// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { quotedColumn, quotedTable } from './catalog';
import { parseQuery, type ParsedQuery } from './query';
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildSelect,
  buildUpdate,
  type Statement,
} from './sql';

const TABLE = 'contact_messages';
/** The table's columns as the catalog reports them (format_type of each). */
const COLUMNS = new Map([
  ['id', 'uuid'],
  ['name', 'text'],
  ['email', 'text'],
  ['subject', 'text'],
  ['message', 'text'],
  ['created_at', 'timestamp with time zone'],
  ['read', 'boolean'],
]);

const HOSTILE = "'; drop table x; --";

function query(search = ''): ParsedQuery {
  return parseQuery(new URLSearchParams(search));
}

function refusal(build: () => unknown): HttpError {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the statement to be refused');
}

/** Every $n placeholder is numbered 1..params.length, with nothing missing or extra. */
function expectPlaceholdersMatchParams({ sql, params }: Statement): void {
  const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  expect([...used].sort((a, b) => a - b)).toEqual(params.map((_, index) => index + 1));
}

describe('identifiers', () => {
  it('quotes a column the catalog knows, doubling any quote in its name', () => {
    expect(quotedColumn(COLUMNS, TABLE, 'name')).toBe('"name"');
    expect(quotedColumn(new Map([['we"ird', 'text']]), TABLE, 'we"ird')).toBe('"we""ird"');
    expect(quotedTable(TABLE)).toBe('"public"."contact_messages"');
    expect(quotedTable('we"ird')).toBe('"public"."we""ird"');
  });

  it.each([
    ['an unknown column', 'nope'],
    ['a column name with quotes and SQL', 'name" from pg_authid; --'],
    ['a qualified name', 'contact_messages.name'],
    ['a differently cased name', 'Name'],
    ['an empty name', ''],
  ])('refuses %s with 42703 instead of pasting it', (_label, column) => {
    const error = refusal(() => quotedColumn(COLUMNS, TABLE, column));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: '42703' });
  });

  it.each([
    ['select list', `select=${encodeURIComponent('name"; drop table x; --')}`],
    ['filter', `${encodeURIComponent('name" = name or "x')}=eq.1`],
    ['order', `order=${encodeURIComponent('name"desc')}`],
  ])('refuses an unknown column in the %s', (_label, search) => {
    const error = refusal(() => buildSelect(TABLE, COLUMNS, query(search)));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: '42703' });
  });

  it('refuses an unknown column in a body (PGRST204)', () => {
    for (const build of [
      () => buildInsert(TABLE, COLUMNS, query(), { 'name" text); --': 'x' }, false),
      () => buildUpdate(TABLE, COLUMNS, query(), { nope: 'x' }, false),
      () => buildInsert(TABLE, COLUMNS, query('columns=name,nope'), { name: 'x' }, false),
    ]) {
      const error = refusal(build);
      expect(error.status).toBe(400);
      expect(error.body).toMatchObject({ code: 'PGRST204' });
    }
  });
});

describe('buildSelect', () => {
  it('selects every column as one JSON array', () => {
    const statement = buildSelect(TABLE, COLUMNS, query());
    expect(statement.params).toEqual([]);
    expect(statement.sql).toContain('select * from "public"."contact_messages"');
    expect(statement.sql).toContain("coalesce(json_agg(pgrst_row), '[]')::text as body");
  });

  it('quotes a column list', () => {
    expect(buildSelect(TABLE, COLUMNS, query('select=id,created_at')).sql).toContain(
      'select "id", "created_at" from "public"."contact_messages"',
    );
  });

  it.each([
    ['eq', '=', 'name=eq.Ada', 'text', 'Ada'],
    ['neq', '<>', 'name=neq.Ada', 'text', 'Ada'],
    ['gt', '>', 'created_at=gt.2026-01-01', 'timestamp with time zone', '2026-01-01'],
    ['gte', '>=', 'created_at=gte.2026-01-01', 'timestamp with time zone', '2026-01-01'],
    ['lt', '<', 'created_at=lt.2026-01-01', 'timestamp with time zone', '2026-01-01'],
    ['lte', '<=', 'created_at=lte.2026-01-01', 'timestamp with time zone', '2026-01-01'],
  ])('turns %s into %s with the value as a parameter', (_op, sqlOp, search, type, value) => {
    const statement = buildSelect(TABLE, COLUMNS, query(search));
    const column = search.slice(0, search.indexOf('='));
    expect(statement.sql).toContain(` where "${column}" ${sqlOp} $1::text::${type}`);
    expect(statement.params).toEqual([value]);
  });

  it.each([
    ['null', 'null'],
    ['TRUE', 'true'],
    ['false', 'false'],
    ['unknown', 'unknown'],
  ])('turns is.%s into a fixed keyword, not a parameter', (value, keyword) => {
    const statement = buildSelect(TABLE, COLUMNS, query(`read=is.${value}`));
    expect(statement.sql).toContain(` where "read" is ${keyword}`);
    expect(statement.params).toEqual([]);
  });

  it('joins several filters with and, numbering the parameters in order', () => {
    const statement = buildSelect(
      TABLE,
      COLUMNS,
      query('name=eq.Ada&read=is.false&created_at=lt.2026-01-01'),
    );
    expect(statement.sql).toContain(
      ' where "name" = $1::text::text and "read" is false and "created_at" < $2::text::timestamp with time zone',
    );
    expect(statement.params).toEqual(['Ada', '2026-01-01']);
    expectPlaceholdersMatchParams(statement);
  });

  it('negates a filter written with not. (the inbox asks for not.is.null)', () => {
    const statement = buildSelect(
      TABLE,
      COLUMNS,
      query('email=not.is.null&name=not.in.(Ada,Grace)&read=eq.true'),
    );
    expect(statement.sql).toContain(
      ' where not ("email" is null) and not ("name" in ($1::text::text, $2::text::text)) and "read" = $3::text::boolean',
    );
    expectPlaceholdersMatchParams(statement);
  });

  it('orders by quoted columns with direction and nulls placement', () => {
    expect(
      buildSelect(TABLE, COLUMNS, query('order=created_at.desc.nullslast,name')).sql,
    ).toContain(' order by "created_at" desc nulls last, "name" asc');
  });

  it('pages with limit and offset (already checked to be integers)', () => {
    expect(buildSelect(TABLE, COLUMNS, query('limit=10&offset=20')).sql).toContain(
      ' limit 10 offset 20',
    );
    expect(buildSelect(TABLE, COLUMNS, query('offset=5')).sql).toMatch(/ offset 5\)/);
  });

  it('keeps a hostile value out of the SQL text', () => {
    const statement = buildSelect(
      TABLE,
      COLUMNS,
      query(`name=eq.${encodeURIComponent(HOSTILE)}&email=neq.${encodeURIComponent(HOSTILE)}`),
    );
    expect(statement.params).toEqual([HOSTILE, HOSTILE]);
    expect(statement.sql).not.toContain('drop table');
    expect(statement.sql).not.toContain("';");
    expectPlaceholdersMatchParams(statement);
  });
});

describe('buildCount', () => {
  it('counts with the same filters but without order or paging', () => {
    const statement = buildCount(
      TABLE,
      COLUMNS,
      query('read=eq.false&order=created_at.desc&limit=1&offset=3'),
    );
    expect(statement.sql).toBe(
      'select count(*)::int as total from "public"."contact_messages" where "read" = $1::text::boolean',
    );
    expect(statement.params).toEqual(['false']);
  });
});

describe('buildInsert', () => {
  it('inserts one row with every value as a typed parameter and returns nothing', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query(),
      { name: HOSTILE, email: 'a@b.c', subject: '', message: HOSTILE },
      false,
    );
    expect(statement.sql).toBe(
      'insert into "public"."contact_messages" ("name", "email", "subject", "message") values ($1::text::text, $2::text::text, $3::text::text, $4::text::text)',
    );
    expect(statement.params).toEqual([HOSTILE, 'a@b.c', '', HOSTILE]);
    expect(statement.sql).not.toContain('drop table');
    expect(statement.sql).not.toContain('returning');
  });

  it('returns the row as JSON only when representation is asked for', () => {
    const statement = buildInsert(TABLE, COLUMNS, query('select=id,read'), { name: 'x' }, true);
    expect(statement.sql).toContain(
      'with pgrst_source as (insert into "public"."contact_messages" ("name") values ($1::text::text) returning "id", "read")',
    );
    expect(statement.sql).toContain('json_agg(pgrst_row)');
  });

  it('inserts several rows, using default for a key a row lacks', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query(),
      [{ name: 'a', email: 'a@b.c' }, { name: 'b' }],
      false,
    );
    expect(statement.sql).toBe(
      'insert into "public"."contact_messages" ("name", "email") values ($1::text::text, $2::text::text), ($3::text::text, default)',
    );
    expect(statement.params).toEqual(['a', 'a@b.c', 'b']);
    expectPlaceholdersMatchParams(statement);
  });

  it('takes only the columns named by ?columns=', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query('columns=name'),
      [{ name: 'a', email: 'ignored@b.c' }],
      false,
    );
    expect(statement.sql).toBe(
      'insert into "public"."contact_messages" ("name") values ($1::text::text)',
    );
    expect(statement.params).toEqual(['a']);
  });

  it('inserts default values for an empty object', () => {
    expect(buildInsert(TABLE, COLUMNS, query(), {}, false)).toEqual({
      sql: 'insert into "public"."contact_messages" default values',
      params: [],
    });
  });

  it('passes null as null and other JSON values as text', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query(),
      { subject: null, read: false, name: 42, message: { text: 'hi' } },
      false,
    );
    expect(statement.params).toEqual([null, 'false', '42', '{"text":"hi"}']);
    expect(statement.sql).toContain('$2::text::boolean');
  });

  it.each([
    ['a number', 1],
    ['a string', 'name'],
    ['null', null],
    ['an empty array', []],
    ['an array of non-objects', [1, 2]],
    ['an array with a nested array', [[{ name: 'x' }]]],
    ['an array mixing objects and null', [{ name: 'x' }, null]],
  ])('refuses %s as the body (PGRST102)', (_label, body) => {
    const error = refusal(() => buildInsert(TABLE, COLUMNS, query(), body, false));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'PGRST102' });
  });
});

describe('buildInsert with a resolution (upserts)', () => {
  const row = { id: '8b9e0c52-5d0e-4a53-9d55-4cf4c5b1f1a7', name: 'x' };

  it('ignores a duplicate of the on_conflict columns with DO NOTHING', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query('on_conflict=id'),
      row,
      false,
      'ignore-duplicates',
    );
    expect(statement.sql).toBe(
      'insert into "public"."contact_messages" ("id", "name") values ($1::text::uuid, $2::text::text) on conflict ("id") do nothing',
    );
  });

  it('ignores a clash with any unique constraint when no columns are named', () => {
    const statement = buildInsert(TABLE, COLUMNS, query(), row, false, 'ignore-duplicates');
    expect(statement.sql).toMatch(/ on conflict do nothing$/);
  });

  it('merges the other inserted columns into the stored row', () => {
    const statement = buildInsert(
      TABLE,
      COLUMNS,
      query('on_conflict=id'),
      row,
      false,
      'merge-duplicates',
    );
    expect(statement.sql).toMatch(/ on conflict \("id"\) do update set "name" = excluded\."name"$/);
  });

  it('asks for on_conflict rather than guess the key to merge on', () => {
    const error = refusal(() =>
      buildInsert(TABLE, COLUMNS, query(), row, false, 'merge-duplicates'),
    );
    expect(error.status).toBe(400);
  });

  it('refuses on_conflict columns the catalog does not know', () => {
    const error = refusal(() =>
      buildInsert(TABLE, COLUMNS, query(`on_conflict=${HOSTILE}`), row, false, 'ignore-duplicates'),
    );
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: '42703' });
  });

  it('is a plain insert without a resolution, as in PostgREST', () => {
    const statement = buildInsert(TABLE, COLUMNS, query('on_conflict=id'), row, false);
    expect(statement.sql).not.toContain('on conflict');
  });
});

describe('buildUpdate', () => {
  it('sets each body key as a typed parameter, under the filters', () => {
    const id = '0b6e5f2e-8f2a-4c39-9a51-7d7c2f1a0e11';
    const statement = buildUpdate(TABLE, COLUMNS, query(`id=eq.${id}`), { read: true }, false);
    expect(statement).toEqual({
      sql: 'update "public"."contact_messages" set "read" = $1::text::boolean where "id" = $2::text::uuid',
      params: ['true', id],
    });
  });

  it('keeps hostile values in the parameters', () => {
    const statement = buildUpdate(
      TABLE,
      COLUMNS,
      query(`name=eq.${encodeURIComponent(HOSTILE)}`),
      { subject: HOSTILE },
      true,
    )!;
    expect(statement.params).toEqual([HOSTILE, HOSTILE]);
    expect(statement.sql).not.toContain('drop table');
    expect(statement.sql).toContain('returning *');
    expectPlaceholdersMatchParams(statement);
  });

  it('has nothing to run for an empty object', () => {
    expect(buildUpdate(TABLE, COLUMNS, query(), {}, false)).toBeNull();
  });

  it.each([
    ['an array', [{ read: true }]],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s as the body (PGRST102)', (_label, body) => {
    const error = refusal(() => buildUpdate(TABLE, COLUMNS, query(), body, false));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'PGRST102' });
  });
});

describe('buildDelete', () => {
  it('deletes under the filters, with the values as parameters', () => {
    expect(
      buildDelete(TABLE, COLUMNS, query(`name=eq.${encodeURIComponent(HOSTILE)}`), false),
    ).toEqual({
      sql: 'delete from "public"."contact_messages" where "name" = $1::text::text',
      params: [HOSTILE],
    });
  });

  it('returns the deleted rows only when representation is asked for', () => {
    const statement = buildDelete(TABLE, COLUMNS, query('select=id&read=is.true'), true);
    expect(statement.sql).toContain(
      'with pgrst_source as (delete from "public"."contact_messages" where "read" is true returning "id")',
    );
    expect(statement.params).toEqual([]);
  });
});
