/**
 * The model takes the assistant turns of the history as its own words, so the function accepts
 * back only those it wrote: every whole reply ends with an HMAC-SHA256 of its text, which the
 * browser returns with the turn. A visitor cannot put words in the assistant's mouth.
 *
 * The text signed is the reply trimmed, as the history reads a turn back.
 */

const encoder = new TextEncoder();

/** Sets the derived key apart from every other use of the server key. */
const DERIVATION_LABEL = 'chat-history-v1';

const hmacKey = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

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

/** The signature of a reply's text: base64url (43 characters) of its HMAC-SHA256. */
export async function signTurn(key: CryptoKey, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text.trim())));
  return btoa(String.fromCharCode(...mac))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Whether `signature` is the one `signTurn` gives `text`, compared in constant time. */
export async function verifyTurn(
  key: CryptoKey,
  text: string,
  signature: string,
): Promise<boolean> {
  const expected = await signTurn(key, text);
  // The length is public (always 43); only the characters must not leak through timing.
  if (signature.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  }
  return difference === 0;
}
