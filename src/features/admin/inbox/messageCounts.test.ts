import { describe, expect, it } from 'vitest';
import { messagesLabel, tally } from './messageCounts';

const counts = { inbox: 5, unread: 2, spam: 3 };

describe('tally', () => {
  it('counts an unread inbox message in the inbox and in unread', () => {
    expect(tally(counts, { status: 'inbox', read: false }, -1)).toEqual({
      inbox: 4,
      unread: 1,
      spam: 3,
    });
    expect(tally(counts, { status: 'inbox', read: true }, 1)).toEqual({
      inbox: 6,
      unread: 2,
      spam: 3,
    });
  });

  it('counts a Spam message only in Spam, read or not', () => {
    expect(tally(counts, { status: 'spam', read: false }, 1)).toEqual({
      inbox: 5,
      unread: 2,
      spam: 4,
    });
  });

  it('never goes below zero', () => {
    expect(tally({ inbox: 0, unread: 0, spam: 0 }, { status: 'inbox', read: false }, -1)).toEqual({
      inbox: 0,
      unread: 0,
      spam: 0,
    });
  });
});

describe('messagesLabel', () => {
  it.each([
    [0, '0 messages'],
    [1, '1 message'],
    [12, '12 messages'],
  ])('says %i as %j', (count, text) => {
    expect(messagesLabel(count)).toBe(text);
  });
});
