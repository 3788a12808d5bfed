/** A tel: link for a phone number written for people, e.g. '+212 6 00 00 00 00' → 'tel:+212600000000'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
