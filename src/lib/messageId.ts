/**
 * The id a visitor's message (the contact form's, the chat's hand-over) is sent with, made once in
 * the browser and sent again on every retry, so the database stores it once.
 */

/** A random (version 4) UUID. `crypto.randomUUID` needs a secure context; a phone on the LAN
 * opening the dev server over plain http has only `getRandomValues`. */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
