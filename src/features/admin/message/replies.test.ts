import { describe, expect, it } from 'vitest';
import type { ListedReply } from '../api/types';
import { mergeReplies } from './replies';

const reply = (id: string, created_at: string, status: ListedReply['status'] = 'sent') => ({
  id,
  created_at,
  language: 'en',
  subject: `Re: ${id}`,
  body: 'Hello',
  status,
  error: status === 'failed' ? 'Refused' : null,
  sent_at: status === 'sent' ? created_at : null,
});

describe('mergeReplies', () => {
  it('lists the list’s replies and the card’s since, oldest first, each once', () => {
    const listed = [reply('b', '2026-11-23T10:00:00+00:00'), reply('a', '2026-11-22T10:00:00Z')];
    const added = [reply('c', '2026-11-24T10:00:00.5+00:00'), reply('a', '2026-11-22T10:00:00Z')];
    expect(mergeReplies(listed, added).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('takes the card’s newer copy of a reply, unless the list already says it was sent', () => {
    const failed = reply('a', '2026-11-22T10:00:00Z', 'failed');
    const sent = reply('a', '2026-11-22T10:00:00Z', 'sent');
    expect(mergeReplies([failed], [sent])).toEqual([sent]);
    expect(mergeReplies([sent], [failed])).toEqual([sent]);
  });

  it('takes no list at all (a backend without the embedding), and puts an unreadable date last', () => {
    expect(mergeReplies(undefined, [])).toEqual([]);
    expect(mergeReplies({ not: 'a list' }, [])).toEqual([]);
    const odd = reply('x', 'not a date');
    expect(mergeReplies([odd, reply('a', '2026-11-22T10:00:00Z')], []).map(({ id }) => id)).toEqual(
      ['a', 'x'],
    );
  });
});
