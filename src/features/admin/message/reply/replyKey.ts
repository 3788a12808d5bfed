/**
 * A new idempotency key for a reply: a random (version 4) UUID, as the reply function takes.
 * `crypto.randomUUID` needs a secure context; an /admin opened over plain http on the LAN has only
 * `getRandomValues`. The same as src/shared/messageId.ts's newMessageId, written again here on
 * purpose: importing that file from /admin's code would split it from the contact form's chunk,
 * which it shares with the form's rules, and cost every visitor who sends a message one request more.
 */
export function newReplyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
