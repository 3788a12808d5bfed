/**
 * A mailto: link that writes to exactly this address. The sender typed the address, so it is
 * encoded: unencoded, `?`, `&` and `,` would let them add recipients or a prefilled body to the
 * owner's reply (`you@example.com?bcc=...`). Mail clients decode it back.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replaceAll('%40', '@')}`;
}
