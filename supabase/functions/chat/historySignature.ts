/**
 * The model takes the assistant turns of the history as its own words, and the owner reads a
 * handed-over transcript as what the assistant said, so the function accepts back only the
 * replies it wrote, where it wrote them. Every whole reply ends with a token that ties it to its
 * conversation and its place in it: a chain of signed replies, kept by the browser alone (nothing
 * of the chat is stored here).
 *
 * A token is `${n}.${expires}.${previous}.${visitors}.${mac}`:
 * - `n`, the reply's index in the conversation's chain (0 for the first);
 * - `expires`, unix seconds, a day after it was signed;
 * - `previous`, the MAC of the reply before it in the chain ('' for n = 0);
 * - `visitors`, the digest of the visitor's turns that the request carried since that reply
 *   (replyChain.ts);
 * - `mac`, HMAC-SHA-256 over all of these, the conversation's id and the reply's text, trimmed.
 */

const encoder = new TextEncoder();

/** Sets the derived key apart from every other use of the server key. */
const DERIVATION_LABEL = 'chat-history-v1';

/** The first field of what a reply's MAC covers: its format, so no other message can pass for it. */
const REPLY_FORMAT = 'chat-reply-v2';

/** How long a signed reply may come back, as history or in a hand-over. */
export const REPLY_LIFETIME_SECONDS = 24 * 60 * 60;

/** The highest index a chain may reach: far more turns than a day's limits allow one visitor. */
const MAX_INDEX = 999_999;

const hmacKey = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** 32 bytes in base64url: 43 characters. */
const DIGEST = '[A-Za-z0-9_-]{43}';
const TOKEN = new RegExp(
  `^(0|[1-9][0-9]{0,5})\\.([1-9][0-9]{9})\\.(${DIGEST})?\\.(${DIGEST})\\.(${DIGEST})$`,
);

/**
 * The key that signs replies: CHAT_HISTORY_SECRET when set, else HMAC(serverKey,
 * 'chat-history-v1'), so a deploy needs no new secret; undefined when there is neither.
 */
export async function historyKey(
  secret: string | undefined,
  serverKey: string | undefined,
): Promise<CryptoKey | undefined> {
  if (secret) return hmacKey(encoder.encode(secret));
  if (!serverKey) return undefined;
  const server = await hmacKey(encoder.encode(serverKey));
  return hmacKey(await crypto.subtle.sign('HMAC', server, encoder.encode(DERIVATION_LABEL)));
}

/** A signed reply's place in its conversation, as its token states it. */
export interface ReplyLink {
  n: number;
  /** Unix seconds. */
  expires: number;
  /** The MAC of the reply before it; '' for the first. */
  previous: string;
  /** The digest of the visitor's turns it answered (visitorDigest). */
  visitors: string;
  mac: string;
}

/**
 * The digest of the visitor's turns a reply answered, in order, each trimmed as the function
 * reads it: base64url of SHA-256 over their JSON list (43 characters).
 */
export async function visitorDigest(turns: readonly string[]): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', encoder.encode(JSON.stringify(turns))));
}

async function macOf(
  key: CryptoKey,
  conversation: string,
  link: Omit<ReplyLink, 'mac'>,
  text: string,
): Promise<string> {
  // A JSON list is one canonical encoding: no field can bleed into the next.
  const signed = JSON.stringify([
    REPLY_FORMAT,
    conversation,
    link.n,
    link.expires,
    link.previous,
    link.visitors,
    text.trim(),
  ]);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(signed)));
}

/** The token of a reply: its place (`n`, `previous`, `visitors`), expiring a day after `now`. */
export async function signReply(
  key: CryptoKey,
  conversation: string,
  place: Pick<ReplyLink, 'n' | 'previous' | 'visitors'>,
  text: string,
  now: number,
): Promise<string> {
  const link = { ...place, expires: Math.floor(now / 1000) + REPLY_LIFETIME_SECONDS };
  const mac = await macOf(key, conversation, link, text);
  return `${link.n}.${link.expires}.${link.previous}.${link.visitors}.${mac}`;
}

/** A token's fields, or undefined when it is not exactly what signReply writes. */
export function parseToken(token: string): ReplyLink | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, n, expires, previous = '', visitors, mac] = match;
  const index = Number(n);
  // The first reply follows none; every other follows one.
  if (index > MAX_INDEX || (index === 0) !== (previous === '')) return undefined;
  return { n: index, expires: Number(expires), previous, visitors: visitors!, mac: mac! };
}

/**
 * The link a token states for `text` in `conversation`, when this function signed it so and it
 * has not expired at `now`; undefined otherwise. The MAC is compared in constant time.
 */
export async function readReply(
  key: CryptoKey,
  conversation: string,
  text: string,
  token: string,
  now: number,
): Promise<ReplyLink | undefined> {
  const link = parseToken(token);
  if (!link || link.expires * 1000 <= now) return undefined;
  const expected = await macOf(key, conversation, link, text);
  return sameText(expected, link.mac) ? link : undefined;
}

/** Whether two strings of the same public length are equal, without leaking where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
