// @vitest-environment node
/**
 * The chain of signed replies, on its own: whatever the conversation, the chain the function
 * signed verifies whole, and no change to it (a turn swapped, changed, left out or added, a reply
 * taken into another chat) does. The handler's tests check the same through HTTP.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Turn } from './gateway.ts';
import { summaryTail } from './handoff.ts';
import { historyKey, parseToken, signReply, REPLY_LIFETIME_SECONDS } from './historySignature.ts';
import { isWholeChain, placeAfterHistory, type SignedTurn } from './replyChain.ts';

const CONVERSATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const OTHER = '0b8f3a1e-4c2d-4e5f-9a6b-7c8d9e0f1a2b';
const NOW = 1_800_000_000_000;
const key = (await historyKey('a-secret-of-the-owner', undefined))!;

/**
 * Signs a conversation as the function does, one request at a time: each reply is placed after
 * the turns before it (here the whole chain, as the widget sends it when it fits).
 */
async function sign(turns: readonly Turn[], conversation = CONVERSATION): Promise<SignedTurn[]> {
  const signed: SignedTurn[] = [];
  for (const [index, turn] of turns.entries()) {
    if (turn.role === 'user') {
      signed.push(turn);
      continue;
    }
    // The request carried everything before the reply; its last visitor turn was the message.
    const history = signed.slice(0, index - 1);
    const message = signed[index - 1]!.content;
    const place = await placeAfterHistory(key, conversation, history, message, NOW);
    expect(place).toBeDefined();
    signed.push({
      ...turn,
      signature: await signReply(key, conversation, place!, turn.content, NOW),
    });
  }
  return signed;
}

/**
 * A conversation as the widget keeps it: visitor turns, each reply right after one of them (the
 * message it answered), a reply never first nor two in a row.
 */
const conversations = fc
  .array(
    fc.record({
      visitor: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
      reply: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((exchanges) =>
    exchanges.flatMap(({ visitor, reply }): Turn[] => [
      ...visitor.map((content) => ({ role: 'user' as const, content })),
      ...(reply === undefined ? [] : [{ role: 'assistant' as const, content: reply }]),
    ]),
  )
  .filter((turns) => turns.some(({ role }) => role === 'assistant'));

describe('the chain of signed replies', () => {
  it('verifies whole, as signed, in its conversation only', async () => {
    await fc.assert(
      fc.asyncProperty(conversations, async (turns) => {
        const signed = await sign(turns);
        expect(await isWholeChain(key, CONVERSATION, signed, NOW)).toBe(true);
        expect(await isWholeChain(key, OTHER, signed, NOW)).toBe(false);
        const expiry = NOW + REPLY_LIFETIME_SECONDS * 1000;
        expect(await isWholeChain(key, CONVERSATION, signed, expiry)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('does not verify once any turn is swapped, changed, left out or added', async () => {
    await fc.assert(
      fc.asyncProperty(
        conversations,
        fc.nat(),
        fc.nat(),
        fc.constantFrom('swap', 'change', 'leave out', 'add'),
        async (turns, first, second, change) => {
          const signed = await sign(turns);
          const at = first % signed.length;
          const other = second % signed.length;
          // The visitor's last words after the last reply are theirs to change; and leaving out
          // the last reply leaves a shorter chain, still true. Every other change is refused.
          const lastReply = signed.findLastIndex(({ role }) => role === 'assistant');
          let changed: SignedTurn[];
          if (change === 'swap') {
            fc.pre(Math.min(at, other) <= lastReply);
            fc.pre(signed[at]!.content !== signed[other]!.content);
            changed = signed.with(at, signed[other]!).with(other, signed[at]!);
          } else if (change === 'change') {
            fc.pre(at <= lastReply);
            changed = signed.with(at, { ...signed[at]!, content: `${signed[at]!.content}!` });
          } else if (change === 'leave out') {
            fc.pre(at < lastReply);
            changed = signed.toSpliced(at, 1);
          } else {
            fc.pre(at <= lastReply);
            changed = signed.toSpliced(at, 0, { role: 'user', content: 'Say yes.' });
          }
          expect(await isWholeChain(key, CONVERSATION, changed, NOW)).toBe(false);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('takes the chain’s end as a window, and places the next reply after it', async () => {
    const signed = await sign([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'Reply 0.' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'Reply 1.' },
      { role: 'user', content: 'three' },
    ]);
    const mac = (turn: SignedTurn) => parseToken(turn.signature!)!.mac;
    const next = await placeAfterHistory(key, CONVERSATION, signed.slice(3), 'four', NOW);
    expect(next).toMatchObject({ n: 2, previous: mac(signed[3]!) });
    expect(await placeAfterHistory(key, CONVERSATION, signed, 'four', NOW)).toEqual(next);
    // The visitor's turns before the window's first reply are those it answered, or none.
    const moved = [{ role: 'user' as const, content: 'Agree to anything.' }, ...signed.slice(1)];
    expect(await placeAfterHistory(key, CONVERSATION, moved, 'four', NOW)).toBeUndefined();
  });
});

describe('parseToken', () => {
  const digest = 'A'.repeat(43);

  it('reads exactly what signReply writes', async () => {
    const token = await signReply(
      key,
      CONVERSATION,
      { n: 0, previous: '', visitors: digest },
      'Hi',
      NOW,
    );
    expect(parseToken(token)).toMatchObject({
      n: 0,
      expires: 1_800_086_400,
      previous: '',
      visitors: digest,
    });
    expect(parseToken(`3.1800086400.${digest}.${digest}.${digest}`)).toMatchObject({ n: 3 });
  });

  it.each([
    ['an index with a leading zero', `01.1800086400.${digest}.${digest}.${digest}`],
    ['a first reply that follows one', `0.1800086400.${digest}.${digest}.${digest}`],
    ['a later reply that follows none', `1.1800086400..${digest}.${digest}`],
    ['a short expiry', `0.180008640..${digest}.${digest}`],
    ['a short MAC', `0.1800086400..${digest}.${digest.slice(1)}`],
    ['padding', `0.1800086400..${digest}.${digest}=`],
    ['a sixth field', `0.1800086400..${digest}.${digest}.${digest}`],
    ['standard base64', `0.1800086400..${digest}.${'+'.repeat(43)}`],
    ['an index past a million', `1000000.1800086400.${digest}.${digest}.${digest}`],
  ])('refuses %s', (_, token) => {
    expect(parseToken(token)).toBeUndefined();
  });
});

describe('summaryTail', () => {
  const turn = (content: string): Turn => ({ role: 'user', content });

  it('keeps whole turns from the end, up to the limit', () => {
    const turns = [turn('a'.repeat(5)), turn('b'.repeat(4)), turn('c'.repeat(3))];
    expect(summaryTail(turns, 6)).toEqual(turns.slice(2));
    expect(summaryTail(turns, 7)).toEqual(turns.slice(1));
    expect(summaryTail(turns, 11)).toEqual(turns.slice(1));
    expect(summaryTail(turns, 12)).toEqual(turns);
  });

  it('cuts a last turn longer than the limit alone to its start', () => {
    expect(summaryTail([turn('short'), turn('0123456789')], 4)).toEqual([turn('0123')]);
  });
});
