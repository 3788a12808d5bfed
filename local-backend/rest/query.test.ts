// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { inList, parsePrefer, parseQuery, type ParsedQuery } from './query';

function parse(search: string): ParsedQuery {
  return parseQuery(new URLSearchParams(search));
}

/** The PostgREST error a bad query string gets: HTTP 400, code PGRST100. */
function parseFailure(search: string): HttpError {
  try {
    parse(search);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error(`expected "${search}" to be refused`);
}

function expectRefused(search: string): void {
  const error = parseFailure(search);
  expect(error.status).toBe(400);
  expect(error.body).toMatchObject({ code: 'PGRST100' });
  expect(Object.keys(error.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

describe('parseQuery: select', () => {
  it('defaults to every column', () => {
    expect(parse('').select).toBe('*');
    expect(parse('select=*').select).toBe('*');
    expect(parse('select=%20*%20').select).toBe('*');
  });

  it('reads a column list, trimming spaces and the quotes supabase-js may add', () => {
    expect(parse('select=id,name').select).toEqual(['id', 'name']);
    expect(parse('select=%20id%20,%20"created_at"').select).toEqual(['id', 'created_at']);
  });

  it.each([
    ['an embedded resource', 'select=*,author(name)'],
    ['a spread', 'select=...author(name)'],
    ['an alias', 'select=title:name'],
    ['a cast', 'select=created_at::text'],
    ['a JSON path', 'select=meta->>role'],
    ['an embedding hint', 'select=author!inner(name)'],
    ['an empty list', 'select='],
    ['only commas', 'select=,,'],
  ])('refuses %s with PGRST100', (_label, search) => {
    expectRefused(search);
  });
});

describe('parseQuery: negated filters', () => {
  it('reads not. before any operator, as PostgREST does', () => {
    expect(parse('deal_currency=not.is.null&stage=not.eq.new').filters).toEqual([
      { column: 'deal_currency', operator: 'is', value: 'null', negated: true },
      { column: 'stage', operator: 'eq', value: 'new', negated: true },
    ]);
  });

  it.each([
    ['an unknown operator', 'name=not.like.A*'],
    ['not twice', 'name=not.not.eq.A'],
    ['not alone', 'name=not.'],
  ])('refuses %s with PGRST100', (_label, search) => {
    expectRefused(search);
  });
});

describe('parseQuery: order', () => {
  it('defaults to ascending and reads every modifier', () => {
    expect(parse('order=created_at').order).toEqual([{ column: 'created_at', direction: 'asc' }]);
    expect(parse('order=created_at.desc').order).toEqual([
      { column: 'created_at', direction: 'desc' },
    ]);
    expect(parse('order=name.asc.nullsfirst,created_at.desc.nullslast').order).toEqual([
      { column: 'name', direction: 'asc', nulls: 'first' },
      { column: 'created_at', direction: 'desc', nulls: 'last' },
    ]);
    expect(parse('order=name.nullslast').order).toEqual([
      { column: 'name', direction: 'asc', nulls: 'last' },
    ]);
  });

  it('treats an empty order as none', () => {
    expect(parse('order=').order).toEqual([]);
  });

  it.each([
    ['an unknown modifier', 'order=name.sideways'],
    ['a missing column', 'order=.desc'],
    ['an empty term', 'order=name,'],
    ['SQL after the column', 'order=name.desc;drop table x'],
  ])('refuses %s with PGRST100', (_label, search) => {
    expectRefused(search);
  });
});

describe('parseQuery: limit and offset', () => {
  it('reads non-negative integers', () => {
    expect(parse('limit=10&offset=20')).toMatchObject({ limit: 10, offset: 20 });
    expect(parse('limit=0&offset=0')).toMatchObject({ limit: 0, offset: 0 });
    expect(parse('')).toMatchObject({ limit: undefined, offset: undefined });
  });

  it.each(['limit=-1', 'limit=1.5', 'limit=ten', 'limit=', 'offset=1e3', 'offset=1;select 1'])(
    'refuses %s with PGRST100',
    (search) => {
      expectRefused(search);
    },
  );
});

describe('parseQuery: filters', () => {
  it.each([
    ['eq', 'name=eq.Ada', { column: 'name', operator: 'eq', value: 'Ada' }],
    ['neq', 'name=neq.Ada', { column: 'name', operator: 'neq', value: 'Ada' }],
    [
      'gt',
      'created_at=gt.2026-01-01',
      { column: 'created_at', operator: 'gt', value: '2026-01-01' },
    ],
    [
      'gte',
      'created_at=gte.2026-01-01',
      { column: 'created_at', operator: 'gte', value: '2026-01-01' },
    ],
    [
      'lt',
      'created_at=lt.2026-01-01',
      { column: 'created_at', operator: 'lt', value: '2026-01-01' },
    ],
    [
      'lte',
      'created_at=lte.2026-01-01',
      { column: 'created_at', operator: 'lte', value: '2026-01-01' },
    ],
    ['is null', 'read=is.null', { column: 'read', operator: 'is', value: 'null' }],
    ['is TRUE (any case)', 'read=is.TRUE', { column: 'read', operator: 'is', value: 'TRUE' }],
    ['is false', 'read=is.false', { column: 'read', operator: 'is', value: 'false' }],
    ['is unknown', 'read=is.unknown', { column: 'read', operator: 'is', value: 'unknown' }],
    ['in', 'id=in.(1,2)', { column: 'id', operator: 'in', value: '(1,2)' }],
  ])('reads %s', (_label, search, filter) => {
    expect(parse(search).filters).toEqual([filter]);
  });

  it('keeps everything after the first dot as the value, verbatim', () => {
    expect(parse('email=eq.first.last%40example.co.uk').filters).toEqual([
      { column: 'email', operator: 'eq', value: 'first.last@example.co.uk' },
    ]);
    expect(parse(`name=eq.${encodeURIComponent("'; drop table x; --")}`).filters).toEqual([
      { column: 'name', operator: 'eq', value: "'; drop table x; --" },
    ]);
    expect(parse('name=eq.').filters).toEqual([{ column: 'name', operator: 'eq', value: '' }]);
  });

  it('combines several filters and leaves the reserved parameters out of them', () => {
    const query = parse(
      'select=id&read=is.false&name=neq.x&order=created_at.desc&limit=5&offset=1&columns=name',
    );
    expect(query.filters).toEqual([
      { column: 'read', operator: 'is', value: 'false' },
      { column: 'name', operator: 'neq', value: 'x' },
    ]);
    expect(query.columns).toEqual(['name']);
  });

  it.each([
    ['like', 'name=like.*Ada*'],
    ['ilike', 'name=ilike.*ada*'],
    ['in without parentheses', 'id=in.1,2'],
    ['in with an unclosed quote', 'id=in.("a,b)'],
    ['in with text after a quoted item', 'id=in.("a"b,c)'],
    ['cs', 'tags=cs.{a}'],
    ['fts', 'message=fts.hello'],
    ['or', 'or=(name.eq.a,name.eq.b)'],
    ['a bare value', 'name=Ada'],
    ['an empty operator', 'name=.Ada'],
    ['an inherited property name (constructor)', 'name=constructor.x'],
    ['an inherited property name (toString)', 'name=toString.x'],
    ['an inherited property name (__proto__)', 'name=__proto__.x'],
    ['is with an arbitrary value', 'read=is.maybe'],
    ['is with an inherited property name', 'read=is.constructor'],
    ['is with SQL', 'read=is.null;drop table x'],
  ])('refuses %s with PGRST100', (_label, search) => {
    expectRefused(search);
  });

  it('names the operators it does support in the refusal', () => {
    expect(parseFailure('name=like.x').body.details).toContain('eq, neq, gt, gte, lt, lte, is, in');
  });

  it.each([
    ['(a,b,c)', ['a', 'b', 'c']],
    ['(a)', ['a']],
    ['()', []],
    ['("a,b",c)', ['a,b', 'c']],
    ['("say \\"hi\\"","back\\\\slash")', ['say "hi"', 'back\\slash']],
    ['(a,)', ['a', '']],
  ])('reads the in list %s as PostgREST does', (list, values) => {
    expect(inList(`id=in.${list}`, list)).toEqual(values);
  });
});

describe('parseQuery: columns (multi-row inserts)', () => {
  it('reads the quoted list supabase-js sends', () => {
    expect(
      parse(`columns=${encodeURIComponent('"name","email","subject","message"')}`).columns,
    ).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('refuses an embedded or empty list', () => {
    expectRefused('columns=name(x)');
    expectRefused('columns=,');
  });
});

describe('parseQuery: on_conflict (upserts)', () => {
  it('reads the columns supabase-js sends, and never takes them for a filter', () => {
    const parsed = parse('on_conflict=id');
    expect(parsed.onConflict).toEqual(['id']);
    expect(parsed.filters).toEqual([]);
    expect(parse('on_conflict=name,email').onConflict).toEqual(['name', 'email']);
  });

  it('refuses an empty or embedded list', () => {
    expectRefused('on_conflict=,');
    expectRefused('on_conflict=id::text');
  });
});

describe('parsePrefer', () => {
  it.each([
    [undefined, { representation: false, count: false }],
    ['', { representation: false, count: false }],
    ['return=minimal', { representation: false, count: false }],
    ['return=representation', { representation: true, count: false }],
    ['count=exact', { representation: false, count: true }],
    ['count=planned', { representation: false, count: true }],
    ['count=estimated', { representation: false, count: true }],
    ['count=exact, return=representation', { representation: true, count: true }],
    ['Return=Representation,COUNT=EXACT', { representation: true, count: true }],
    ['count=everything', { representation: false, count: false }],
    [
      'resolution=ignore-duplicates',
      { representation: false, count: false, resolution: 'ignore-duplicates' },
    ],
    [
      'resolution=merge-duplicates, return=representation',
      { representation: true, count: false, resolution: 'merge-duplicates' },
    ],
    ['resolution=overwrite-everything', { representation: false, count: false }],
  ])('reads %j', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });
});
