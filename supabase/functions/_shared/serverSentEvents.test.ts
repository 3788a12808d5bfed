// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverSentEventReader } from './serverSentEvents.ts';

/** The data of every event in `pieces`, read in that order. */
function read(...pieces: string[]): string[] {
  const events: string[] = [];
  const reader = serverSentEventReader((data) => events.push(data));
  for (const piece of pieces) reader.push(piece);
  reader.end();
  return events;
}

describe('serverSentEventReader', () => {
  it('reads events separated by blank lines, with or without the space after the colon', () => {
    expect(read('data: one\n\ndata:two\n\n')).toEqual(['one', 'two']);
  });

  it('reads the same events however the text is cut, \\r\\n and \\r line endings included', () => {
    const text = 'data: first\r\n\r\n: keep-alive\r\ndata: second\r\rdata: third\n\n';
    for (let size = 1; size <= text.length; size += 1) {
      const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(read(...pieces), `pieces of ${size}`).toEqual(['first', 'second', 'third']);
    }
  });

  it('skips comments, ignores other fields, and joins several data lines with newlines', () => {
    expect(read(': hello\nevent: message\nid: 7\nretry: 10\ndata: a\ndata: b\n\n')).toEqual([
      'a\nb',
    ]);
  });

  it('dispatches nothing for an event without data', () => {
    expect(read('event: ping\n\n: only a comment\n\n')).toEqual([]);
  });

  it('still reads a last event the stream ends before its blank line', () => {
    expect(read('data: [DONE]\n')).toEqual(['[DONE]']);
    expect(read('data: [DONE]')).toEqual(['[DONE]']);
  });
});
