import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Node's built-in scrypt: a memory-hard password hash with no native dependency to install.
const KEY_LENGTH = 32;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

/**
 * The hash of a random password nobody knows, made with the same parameters as every real one.
 * When no account matches (or an account's hash is unusable), the password is checked against
 * this instead, so that answer costs exactly what a wrong password costs and the time taken does
 * not reveal whether an email address has an account.
 */
const DUMMY_HASH =
  'scrypt$a95e964edd6dab79b368458a27d4b15c$d018bfc278541eacd6f42717c94d854919b6e7a657e965d2586c527c9dc808a9';

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<salt hex>$<key hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

function parse(stored: string | undefined): { salt: Buffer; key: Buffer } | undefined {
  const [scheme, saltHex, keyHex, ...rest] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !saltHex || !keyHex) return undefined;
  if (!/^[0-9a-f]+$/i.test(saltHex) || !/^[0-9a-f]+$/i.test(keyHex)) return undefined;
  const key = Buffer.from(keyHex, 'hex');
  return key.length === KEY_LENGTH ? { salt: Buffer.from(saltHex, 'hex'), key } : undefined;
}

/**
 * Whether `password` matches `stored`. Without a usable stored hash (no such account) the answer
 * is false, after the same work as a real check: every call costs one scrypt derivation.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = parse(stored);
  const { salt, key } = parsed ?? parse(DUMMY_HASH)!;
  const actual = await derive(password, salt);
  return timingSafeEqual(actual, key) && parsed !== undefined;
}
