/**
 * The id a visitor's message (the contact form's, the chat's hand-over) is sent with, made once in
 * the browser and sent again on every retry, so the database stores it once
 * (docs/decisions/010-retries-keep-one-message.md). The functions check its shape.
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

/** The shape of an id a request carries: any UUID, in either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A message's id and the values it was sent with. */
export interface SendAttempt<V> {
  id: string;
  values: V;
}

/**
 * The attempt to send `values` with: `earlier` when it sent the same values (a retry, which the
 * database recognises by its id), else one with a new id. An edit, however small, makes a new
 * message, so a change is never dropped as a "retry" of the old one.
 */
export function attemptFor<V>(
  values: V,
  earlier: SendAttempt<V> | null,
  same: (a: V, b: V) => boolean,
): SendAttempt<V> {
  return earlier && same(earlier.values, values) ? earlier : { id: newMessageId(), values };
}
