// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isWorthKeeping, NO_ANSWER_MARKER, withoutMarker } from './unanswered.ts';

async function* pieces(...parts: string[]): AsyncGenerator<string, void, undefined> {
  yield* parts;
}

async function read(parts: string[]) {
  let found = 0;
  const out: string[] = [];
  for await (const piece of withoutMarker(pieces(...parts), () => (found += 1))) out.push(piece);
  return { text: out.join(''), out, found };
}

describe('withoutMarker', () => {
  it('takes the marker out, even split across pieces, and says it was there', async () => {
    const marker = NO_ANSWER_MARKER;
    expect(await read([`I do not know. ${marker}`])).toMatchObject({
      text: 'I do not know. ',
      found: 1,
    });
    expect(await read(['I do not know. ', marker.slice(0, 3), marker.slice(3)])).toMatchObject({
      text: 'I do not know. ',
      found: 1,
    });
  });

  it('passes everything else on, a bracket that only looks like the start included', async () => {
    expect(await read(['Costs [n', 'ot fixed] vary.'])).toEqual({
      text: 'Costs [not fixed] vary.',
      out: ['Costs ', '[not fixed] vary.'],
      found: 0,
    });
    expect(await read(['ends with [no-'])).toMatchObject({ text: 'ends with [no-', found: 0 });
  });
});

describe('isWorthKeeping', () => {
  it('keeps questions and sentences, not small talk', () => {
    expect(isWorthKeeping('Rust?')).toBe(true);
    expect(isWorthKeeping('هل تعمل بلغة روست؟')).toBe(true);
    expect(isWorthKeeping('tell me about your hobbies please')).toBe(true);
    expect(isWorthKeeping('ok thanks')).toBe(false);
  });
});
