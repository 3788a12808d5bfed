// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1/functions/v1/chat', { headers });

describe('clientAddress', () => {
  it.each([
    ['the one entry the platform wrote', { 'x-forwarded-for': '198.51.100.4' }, '198.51.100.4'],
    [
      'the appended entry, not what the client wrote before it',
      { 'x-forwarded-for': '1.2.3.4, 9.9.9.9, 198.51.100.4' },
      '198.51.100.4',
    ],
    [
      'the edge’s cf-connecting-ip when set',
      { 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4, 198.51.100.4' },
      '203.0.113.9',
    ],
    ['the shared bucket for a blank header', { 'x-forwarded-for': ' ' }, 'unknown'],
    ['the shared bucket for an empty last entry', { 'x-forwarded-for': '1.2.3.4,' }, 'unknown'],
    ['the shared bucket without a header', {}, 'unknown'],
  ])('is %s', (_label, headers, expected) => {
    expect(clientAddress(request(headers))).toBe(expected);
  });

  it('counts trusted proxy hops from the right', () => {
    const req = request({ 'x-forwarded-for': '1.2.3.4, 198.51.100.4, 10.0.0.1' });
    expect(clientAddress(req, 2)).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1' }), 2)).toBe('unknown');
  });
});
