import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailtoHref';

describe('mailtoHref', () => {
  it('leaves a plain address as it is', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
  });

  it.each([
    ['a query that adds a blind copy', 'you@example.com?bcc=evil@example.net'],
    ['a second recipient', 'you,evil@example.net'],
    ['a prefilled body', 'you@example.com&body=Send%20money'],
    ['a fragment', 'you@example.com#x'],
  ])('encodes %s, so the reply goes to one address only', (_label, address) => {
    const href = mailtoHref(address);
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&,#]/);
    expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(address);
  });
});
