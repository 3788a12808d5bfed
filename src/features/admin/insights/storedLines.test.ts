// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storedLines } from './storedLines';

describe('storedLines', () => {
  it('writes a list’s rows a line each, their values joined', () => {
    expect(
      storedLines([
        { value: 'en-a', visitors: 3 },
        { value: null, visitors: 1 },
      ]),
    ).toEqual(['en-a · 3', 'null · 1']);
  });

  it('writes an object’s fields as name and value', () => {
    expect(storedLines({ visitors: 12, chatOpened: 3 })).toEqual([
      'visitors · 12',
      'chatOpened · 3',
    ]);
  });

  it('writes anything else as text, a nested object as JSON, and nothing for nothing', () => {
    expect(storedLines([['a', 1], 'b', 2, { nested: { deep: [1] } }])).toEqual([
      'a · 1',
      'b',
      '2',
      '{"deep":[1]}',
    ]);
    expect(storedLines('en-12')).toEqual(['en-12']);
    expect(storedLines(undefined)).toEqual([]);
  });
});
