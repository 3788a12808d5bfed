import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from './api/request-reply';
import { chainOf, coverageOf, type ChainMessage } from './signedChain';

const visitor = (text: string): ChainMessage => ({ sender: 'user', text });
/** A bot line no request signed: a greeting, a failure text, a reply cut short. */
const unsigned = (text: string): ChainMessage => ({ sender: 'bot', text });
const signed = (
  text: string,
  signature: string,
  previous: string | null,
  visitorTurns: string[],
): ChainMessage => ({ sender: 'bot', text, signature, covers: { previous, visitorTurns } });

const user = (content: string): HistoryTurn => ({ role: 'user', content });
const reply = (content: string, signature: string): HistoryTurn => ({
  role: 'assistant',
  content,
  signature,
});

describe('coverageOf', () => {
  it('covers the visitor’s turns after the window’s last reply, then the message', () => {
    expect(coverageOf([], 'Hi')).toEqual({ previous: null, visitorTurns: ['Hi'] });
    expect(coverageOf([user('one'), user('two')], 'three')).toEqual({
      previous: null,
      visitorTurns: ['one', 'two', 'three'],
    });
    expect(
      coverageOf([user('one'), reply('Yes.', 's0'), user('two'), reply('No.', 's1')], 'three'),
    ).toEqual({ previous: 's1', visitorTurns: ['three'] });
    expect(coverageOf([reply('No.', 's1'), user('two')], 'three')).toEqual({
      previous: 's1',
      visitorTurns: ['two', 'three'],
    });
  });
});

describe('chainOf', () => {
  const greetings = [unsigned('Hello, I am the assistant.'), unsigned('Ask me anything.')];

  it('is the visitor’s turns alone before any reply is signed, without the greetings', () => {
    expect(chainOf(greetings)).toEqual([]);
    expect(chainOf([...greetings, visitor('Hi'), unsigned('Sorry, try again.')])).toEqual([
      user('Hi'),
    ]);
  });

  it('puts each signed reply after the visitor’s turns its request covered, then the turns after the last', () => {
    const messages = [
      ...greetings,
      visitor('one'),
      signed('Reply 0.', 's0', null, ['one']),
      visitor('two'),
      unsigned('Half a rep'),
      unsigned('Sorry, something went wrong.'),
      visitor('three'),
      signed('Reply 1.', 's1', 's0', ['two', 'three']),
      visitor('four'),
      unsigned('Sorry, something went wrong.'),
      visitor('five'),
    ];
    expect(chainOf(messages)).toEqual([
      user('one'),
      reply('Reply 0.', 's0'),
      user('two'),
      user('three'),
      reply('Reply 1.', 's1'),
      user('four'),
      user('five'),
    ]);
  });

  it('leaves out the visitor’s turns that no request carried', () => {
    const messages = [
      visitor('one'),
      signed('Reply 0.', 's0', null, ['one']),
      visitor('too long to fit'),
      visitor('two'),
      visitor('three'),
      // Its request had room for the reply before it, 'two' and the message only.
      signed('Reply 1.', 's1', 's0', ['two', 'three']),
    ];
    expect(chainOf(messages)).toEqual([
      user('one'),
      reply('Reply 0.', 's0'),
      user('two'),
      user('three'),
      reply('Reply 1.', 's1'),
    ]);
  });

  it('starts from the chain that ends with the latest reply: a reply that starts anew leaves the older ones out', () => {
    const messages = [
      visitor('one'),
      signed('Reply 0.', 's0', null, ['one']),
      visitor('two'),
      // The function refused the old replies (its key changed): asked again without them.
      signed('Reply after.', 't0', null, ['one', 'two']),
      visitor('three'),
    ];
    expect(chainOf(messages)).toEqual([
      user('one'),
      user('two'),
      reply('Reply after.', 't0'),
      user('three'),
    ]);
  });
});
