/**
 * What the functions that send email share (notify-owner, reply): the body of a Resend-style
 * `POST /emails`, and values made safe for its headers. Pure: no I/O.
 */
import { CONTACT_MAX_LENGTHS } from '../../../src/shared/contact.ts';

/** The JSON body for `POST {EMAIL_API_URL}/emails`. */
export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  reply_to?: string;
  /** Extra headers, such as a reply's Message-ID, In-Reply-To and References. */
  headers?: Record<string, string>;
}

/**
 * A header value made safe: every control character (CR, LF, tab, NEL, U+2028/2029, ...)
 * becomes a space, so a value can never start a header of its own; runs of spaces collapse; at
 * most `max` characters (code points, so an emoji is never split), with an ellipsis when cut.
 */
export function headerText(value: string, max = 200): string {
  const single = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(single);
  if (characters.length <= max) return single;
  return `${characters
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/**
 * The visitor's address when it is one plain address safe for a Reply-To header; otherwise
 * `undefined`, and the owner answers by copying the address from the email. Stricter than the
 * address syntax allows on purpose: printable ASCII only (the email API may refuse anything
 * else, and a refused Reply-To would lose the whole notification) and none of the characters
 * that make a header hold a display name, a group or a second address.
 */
export function replyToAddress(email: string): string | undefined {
  const address = email.trim();
  if (address.length === 0 || address.length > CONTACT_MAX_LENGTHS.email) return undefined;
  if (!/^[\x21-\x7e]+$/.test(address)) return undefined;
  if (/[,;<>"()[\]\\:]/.test(address)) return undefined;
  const parts = address.split('@');
  if (parts.length !== 2) return undefined;
  const [local = '', domain = ''] = parts;
  if (local.length === 0 || !domain.includes('.')) return undefined;
  // A host name only: `?`, `&`, `%` or `=` there would make a query of a mailto: link.
  if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain)) return undefined;
  return address;
}

/**
 * `"Name" <address>` for a From or To header, `address` alone when the name has nothing left.
 * The name is one line (headerText) without the characters that would end the quoted name or
 * open an address of its own (`"`, `\`, `<`, `>`); the email API encodes what is not ASCII.
 * `address` must already be a plain one (replyToAddress).
 */
export function namedAddress(name: string, address: string, maxName = 100): string {
  const shown = headerText(name.replace(/["\\<>]/g, ' '), maxName);
  return shown ? `"${shown}" <${address}>` : address;
}

/** The address of a `Name <address>` or bare `address` setting (NOTIFY_EMAIL_FROM). */
export function addressOf(mailbox: string): string {
  const named = /<([^<>]*)>\s*$/.exec(mailbox);
  return (named ? named[1]! : mailbox).trim();
}
