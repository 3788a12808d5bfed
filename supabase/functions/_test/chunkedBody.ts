/**
 * A request body sent in chunks with no Content-Length, as `curl -H 'Transfer-Encoding: chunked'`
 * sends one: `total` bytes of `byte` in pieces of `chunkBytes`, recording how much the reader
 * pulled and whether it hung up. For the tests of the functions' bounded reads (_shared/body.ts).
 */
export function chunkedBody(total: number, chunkBytes = 1024, byte = 0x61) {
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(chunkBytes, total - sent)).fill(byte);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, sent: () => sent, cancelled: () => cancelled };
}
