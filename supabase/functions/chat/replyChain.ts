import type { Turn } from './gateway.ts';
import { readReply, visitorDigest, type ReplyLink } from './historySignature.ts';

/**
 * The conversation's chain of signed replies (historySignature.ts), checked where the browser
 * sends it back: the recent turns of a chat request (context for the model) and the whole
 * transcript of a hand-over (what the owner reads). Each reply states its index, the reply before
 * it and the visitor's turns it answered; a reply moved to another conversation, reordered, put
 * after another question, or a visitor's turn changed before it, no longer verifies.
 */

/** A turn as the browser sends it: a reply with the token it came with. */
export type SignedTurn = Turn & { signature?: string };

/** Where the next reply goes in the chain: what signReply needs besides the text. */
export type ReplyPlace = Pick<ReplyLink, 'n' | 'previous' | 'visitors'>;

/**
 * The place of the reply to `message`, after the recent `turns` of a chat request, when each of
 * their replies verifies; undefined when one does not. The window may start anywhere in the chain
 * (older turns are trimmed): its first reply is checked by its own MAC, and the visitor's turns
 * before it, if any are sent, must be those it answered. Each later reply must follow the one
 * before it, answering exactly the visitor's turns between them. The new reply answers the
 * visitor's turns after the last one, then `message`.
 */
export async function placeAfterHistory(
  key: CryptoKey | undefined,
  conversation: string,
  turns: readonly SignedTurn[],
  message: string,
  now: number,
): Promise<ReplyPlace | undefined> {
  const chain = await followChain(key, conversation, turns, now, false);
  if (!chain) return undefined;
  const { last, after } = chain;
  return {
    n: last ? last.n + 1 : 0,
    previous: last?.mac ?? '',
    visitors: await visitorDigest([...after, message]),
  };
}

/**
 * Whether a hand-over's transcript is its conversation's whole chain, from the first reply: each
 * reply in its place, after exactly the visitor's turns it answered, unexpired. Visitor turns
 * after the last reply (no reply followed them) are the visitor's own last words.
 */
export async function isWholeChain(
  key: CryptoKey | undefined,
  conversation: string,
  turns: readonly SignedTurn[],
  now: number,
): Promise<boolean> {
  return (await followChain(key, conversation, turns, now, true)) !== undefined;
}

/**
 * Walks the turns, checking each reply against the one before it; `whole`: the first reply must
 * be the chain's first. The last reply's link and the visitor's turns after it, or undefined.
 */
async function followChain(
  key: CryptoKey | undefined,
  conversation: string,
  turns: readonly SignedTurn[],
  now: number,
  whole: boolean,
): Promise<{ last: ReplyLink | undefined; after: string[] } | undefined> {
  let last: ReplyLink | undefined;
  let visitors: string[] = [];
  for (const turn of turns) {
    if (turn.role === 'user') {
      visitors.push(turn.content);
      continue;
    }
    if (!key || !turn.signature) return undefined;
    const link = await readReply(key, conversation, turn.content, turn.signature, now);
    if (!link) return undefined;
    const expected = last ? { n: last.n + 1, previous: last.mac } : whole && { n: 0, previous: '' };
    if (expected && (link.n !== expected.n || link.previous !== expected.previous)) {
      return undefined;
    }
    // Only the first reply of a trimmed window may come without the turns it answered.
    const answered = expected || visitors.length > 0;
    if (answered && link.visitors !== (await visitorDigest(visitors))) return undefined;
    last = link;
    visitors = [];
  }
  return { last, after: visitors };
}
