import type { ReactNode } from 'react';
import { withoutReordering } from '../../../shared/visitorText';
import { matchRanges } from './highlight';

/**
 * A visitor's `text` as the inbox shows it: without the characters that would reorder it
 * (withoutReordering), each match of the inbox search marked.
 */
export function Highlight({ text: written, query }: { text: string; query: string }) {
  const text = withoutReordering(written);
  const ranges = query ? matchRanges(text, query) : [];
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-warning/25 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
