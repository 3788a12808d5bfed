import { describe, expect, it } from 'vitest';
import { parseMessageFilter, searchWithFilter } from './useMessageFilter';

describe('parseMessageFilter', () => {
  it.each([
    ['unread', 'unread'],
    ['read', 'read'],
    ['all', 'all'],
    [null, 'all'],
    ['UNREAD', 'all'],
    ['spam', 'all'],
  ] as const)('reads %j as %j', (value, filter) => {
    expect(parseMessageFilter(value)).toBe(filter);
  });
});

describe('searchWithFilter', () => {
  it('sets the filter and keeps the other parameters', () => {
    expect(searchWithFilter(new URLSearchParams('folder=inbox'), 'unread')).toBe(
      '?folder=inbox&filter=unread',
    );
    expect(searchWithFilter(new URLSearchParams('filter=unread'), 'read')).toBe('?filter=read');
  });

  it('leaves All out of the address', () => {
    expect(searchWithFilter(new URLSearchParams('filter=read'), 'all')).toBe('');
    expect(searchWithFilter(new URLSearchParams('folder=inbox&filter=read'), 'all')).toBe(
      '?folder=inbox',
    );
  });
});
