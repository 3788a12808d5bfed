/**
 * What an email address may be in the deploy's inputs, and which sender domains can never work:
 * an email API sends only from a domain its account verified by DNS, which nobody can do for a
 * mailbox provider's domain, and Resend's shared test domain delivers only to the account's own
 * address. Refused before the deploy, these would otherwise fail silently on the first message.
 */

/** Mailbox providers whose domains nobody can verify with an email API. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'qq.com',
  '163.com',
]);

/** The same providers' country domains: yahoo.co.uk, hotmail.fr, outlook.com.br... */
const FREE_MAIL_COUNTRY =
  /^(?:yahoo|ymail|hotmail|outlook|live|gmx|yandex|aol)\.(?:(?:com?|net)\.)?[a-z]{2,3}$/;

export const EMAIL = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,".]+$/;
export const FROM_WITH_NAME = /^([^<>]*?)\s*<([^<>]+)>$/;

/** Why `domain` cannot be a sender's domain, or undefined when it looks like one you own. */
export function senderDomainProblem(domain: string): string | undefined {
  if (domain === 'resend.dev' || domain.endsWith('.resend.dev')) {
    return `is Resend's test domain (resend.dev), which only delivers to the Resend account's own address`;
  }
  if (FREE_MAIL_DOMAINS.has(domain) || FREE_MAIL_COUNTRY.test(domain)) {
    return `is a mailbox provider's domain (${domain}), which nobody can verify with an email API`;
  }
  if (/^example\.(?:com|org|net)$/.test(domain)) {
    return `is a reserved example domain (${domain})`;
  }
  return undefined;
}
