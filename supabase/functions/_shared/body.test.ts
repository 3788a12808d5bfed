import { describe, expect, it } from 'vitest';
import { chunkedBody } from '../_test/chunkedBody.ts';
import { readBoundedBody, readBoundedText } from './body.ts';

const URL_ = 'http://127.0.0.1:54321/functions/v1/any';

/** A POST whose body is `chunkedBody(total, chunkBytes)`, and what the reader pulled of it. */
function chunked(total: number, chunkBytes = 1024) {
  const body = chunkedBody(total, chunkBytes);
  const request = new Request(URL_, {
    method: 'POST',
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  return { request, sent: body.sent, cancelled: body.cancelled };
}

describe('readBoundedBody', () => {
  it('reads a chunked body of exactly the limit whole', async () => {
    const body = chunked(4096);
    expect((await readBoundedBody(body.request, 4096))?.byteLength).toBe(4096);
  });

  it('stops a chunked body one chunk past the limit, and hangs up', async () => {
    const body = chunked(2 * 1024 * 1024);
    expect(await readBoundedBody(body.request, 4096)).toBeUndefined();
    expect(body.sent()).toBeLessThanOrEqual(4096 + 2 * 1024);
    expect(body.cancelled()).toBe(true);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const body = chunked(8192);
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'content-length': '8192' },
      body: body.request.body,
      duplex: 'half',
    } as RequestInit);
    expect(await readBoundedBody(request, 4096)).toBeUndefined();
    expect(body.sent()).toBeLessThanOrEqual(1024);
  });

  it('gives an empty body for a request without one', async () => {
    const request = new Request(URL_, { method: 'POST' });
    expect(await readBoundedBody(request, 16)).toEqual(new Uint8Array(0));
  });
});

describe('readBoundedText', () => {
  it('counts bytes, not characters', async () => {
    const text = 'é'.repeat(3);
    expect(await readBoundedText(new Request(URL_, { method: 'POST', body: text }), 6)).toBe(text);
    expect(
      await readBoundedText(new Request(URL_, { method: 'POST', body: text }), 5),
    ).toBeUndefined();
  });
});
