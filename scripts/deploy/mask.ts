/**
 * How the deploy shows a secret: never whole. A key with a known prefix keeps the prefix and its
 * last four characters (`sb_secret_…abcd`), so the owner can tell which key was used; anything
 * else is `***`. Everything the deploy prints about a command, a request or a failure goes
 * through here first.
 */

/** Prefixes of keys whose kind is worth showing; longest first, so `sk-or-v1-` wins over `sk-`. */
const KNOWN_PREFIXES = ['sb_publishable_', 'sb_secret_', 'sk-or-v1-', 'sbp_', 're_', 'sk-'];

/** A key shorter than its prefix plus this keeps nothing of itself, not even the last four. */
const MIN_HIDDEN = 12;

/** `value` as the deploy may show it: `prefix…last4` for a known kind of key, else `***`. */
export function maskSecret(value: string): string {
  const prefix = KNOWN_PREFIXES.find((known) => value.startsWith(known));
  if (prefix && value.length >= prefix.length + MIN_HIDDEN) {
    return `${prefix}…${value.slice(-4)}`;
  }
  return '***';
}

/** Shorter values are not searched for: masking every "ab" would garble the text, not guard it. */
const MIN_SEARCHED = 6;

/**
 * `text` with every occurrence of each secret replaced by its masked form: a second guard for
 * text the deploy did not build itself (a CLI's output, an error message).
 */
export function maskText(text: string, secrets: readonly string[]): string {
  // Longer secrets first, so a secret that contains another is masked whole.
  const ordered = [...new Set(secrets)]
    .filter((secret) => secret.length >= MIN_SEARCHED)
    .sort((a, b) => b.length - a.length);
  return ordered.reduce((masked, secret) => masked.split(secret).join(maskSecret(secret)), text);
}
