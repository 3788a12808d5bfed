import { describe, expect, it } from 'vitest';
import { matchRanges } from './highlight';

const marked = (text: string, query: string) =>
  matchRanges(text, query).map(([start, end]) => text.slice(start, end));

describe('matchRanges', () => {
  it('finds every match, ignoring case', () => {
    expect(marked('Ada wrote: ADA rocks', 'ada')).toEqual(['Ada', 'ADA']);
  });

  it('ignores accents both ways and marks the original characters', () => {
    expect(marked('José Núñez', 'jose nunez')).toEqual(['José Núñez']);
    expect(marked('Jose Nunez', 'JOSÉ')).toEqual(['Jose']);
    // A decomposed é (e + combining acute) is marked whole.
    expect(marked('Jose\u0301!', 'josé')).toEqual(['Jose\u0301']);
  });

  it('keeps surrogate pairs whole and counts them right', () => {
    expect(marked('🚀 launch 🚀 Launch', 'launch')).toEqual(['launch', 'Launch']);
    expect(matchRanges('🚀 launch', 'launch')).toEqual([[3, 9]]);
  });

  it('marks nothing for an empty or blank search, or no match', () => {
    expect(matchRanges('Hello', '')).toEqual([]);
    expect(matchRanges('Hello', '   ')).toEqual([]);
    expect(matchRanges('Hello', 'bye')).toEqual([]);
  });

  it('matches right-to-left text as written', () => {
    expect(marked('مرحبا بك في موقعي', 'موقعي')).toEqual(['موقعي']);
  });
});
