/**
 * Every function reads its request's body through here, so none holds more of it than its limit.
 *
 * The request's body, read up to `maxBytes`: undefined as soon as it is longer. A declared
 * Content-Length over the limit is refused before anything is read; a chunked or endless body is
 * read only until it passes the limit, then cancelled. So no caller makes the function hold more
 * than one chunk past `maxBytes`, however much it sends.
 */
export async function readBoundedBody(
  req: Request,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  if (Number(req.headers.get('content-length')) > maxBytes) {
    await req.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The request's body as UTF-8 text, read as readBoundedBody reads it; undefined when too long. */
export async function readBoundedText(req: Request, maxBytes: number): Promise<string | undefined> {
  const body = await readBoundedBody(req, maxBytes);
  return body && new TextDecoder().decode(body);
}
