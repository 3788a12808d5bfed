/**
 * A mailto: link that writes to exactly this address. The sender typed the address, so it is
 * encoded: unencoded, `?`, `&` and `,` would let them add recipients or a prefilled body to the
 * owner's reply (`you@example.com?bcc=...`). Local part and domain are encoded apart, split at
 * the last `@` (a domain never holds one), so one `@` stays literal and any other is `%40`; `+`
 * becomes `%2B`, as some mail programs read a literal `+` as a space. Mail clients decode it back.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}
