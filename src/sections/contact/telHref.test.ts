import { describe, expect, it } from 'vitest';
import { telHref } from './telHref';

describe('telHref', () => {
  it.each([
    ['+33 6 12 34 56 78', 'tel:+33612345678'],
    ['(555) 123-4567', 'tel:5551234567'],
    [' +1 555.123.4567 ', 'tel:+15551234567'],
  ])('turns %j into %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
