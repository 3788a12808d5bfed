/**
 * Server-sent events read from text that arrives in pieces of any size: a line may be split
 * between two pieces, even between the `\r` and `\n` of its ending. It follows the WHATWG
 * EventSource parsing rules for what a chat completion stream uses: `data:` fields (several in one
 * event are joined with newlines), comment lines starting with `:` (skipped: gateways send them as
 * keep-alives), and a blank line ending each event. Other fields (`event`, `id`, `retry`) are
 * ignored. Unlike EventSource, a last event that the stream ends before its blank line still
 * counts: some gateways finish on `data: [DONE]\n`.
 */
export interface ServerSentEventReader {
  /** Reads the next piece of decoded text; `onData` runs for each event it completes. */
  push(text: string): void;
  /** The stream ended: a last line without its ending, and a last event without its blank line, count. */
  end(): void;
}

export function serverSentEventReader(onData: (data: string) => void): ServerSentEventReader {
  let pending = '';
  let data: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(text) {
      pending += text;
      let start = 0;
      for (;;) {
        const end = pending.slice(start).search(/[\r\n]/);
        if (end === -1) break;
        const at = start + end;
        // A '\r' that ends the text read so far may be the first half of '\r\n': wait for more.
        if (pending[at] === '\r' && at === pending.length - 1) break;
        readLine(pending.slice(start, at));
        start = at + (pending[at] === '\r' && pending[at + 1] === '\n' ? 2 : 1);
      }
      pending = pending.slice(start);
    },
    end() {
      if (pending.endsWith('\r')) pending = pending.slice(0, -1);
      if (pending !== '') readLine(pending);
      pending = '';
      readLine('');
    },
  };
}
