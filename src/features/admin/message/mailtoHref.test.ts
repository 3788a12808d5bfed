import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailtoHref';

describe('mailtoHref', () => {
  it('leaves a plain address as it is', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
  });

  it('keeps a normal address readable, with + encoded so no mail program reads a space', () => {
    expect(mailtoHref('jane.doe+x@example.co.uk')).toBe('mailto:jane.doe%2Bx@example.co.uk');
  });

  it.each([
    ['a query that adds a blind copy', 'you@example.com?bcc=evil@example.net'],
    ['a second recipient', 'you,evil@example.net'],
    ['a prefilled body', 'you@example.com&body=Send%20money'],
    ['a fragment', 'you@example.com#x'],
    ['a copy and a body', 'a@x.co?cc=v%40y.org&body=Pay%20now'],
    ['spaces and a semicolon', 'you @example.com; evil@example.net'],
  ])('encodes %s, so the reply goes to one address only', (_label, address) => {
    const href = mailtoHref(address);
    const to = href.slice('mailto:'.length);
    // Nothing but escapes may carry a ?, &, comma, #, % or space.
    expect(to.replace(/%[0-9A-F]{2}/g, '')).not.toMatch(/[?&,;#%\s]/);
    expect(to.split('@')).toHaveLength(2);
    expect(decodeURIComponent(to)).toBe(address);
  });

  it('keeps only the last @ literal: the one before the domain', () => {
    expect(mailtoHref('a@b@c.org')).toBe('mailto:a%40b@c.org');
  });

  it('encodes an address without @ whole', () => {
    expect(mailtoHref('x?cc=y')).toBe('mailto:x%3Fcc%3Dy');
  });
});
