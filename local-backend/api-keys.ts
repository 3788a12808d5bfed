/**
 * The project's API keys, as a Supabase project created in late 2026 has them: a publishable key
 * (`sb_publishable_...`, for browsers; the gateway runs its requests as `anon`) and a secret key
 * (`sb_secret_...`, for servers; `service_role`, and refused from a browser). Neither is a JWT:
 * the gateway recognises them by value. The legacy `anon` and `service_role` JWTs keep working
 * while a project still has them (the platform turns them off per project).
 *
 * With the Supabase CLI's well-known development secret (the default LOCAL_JWT_SECRET) the keys
 * are the CLI's own local keys, so the site also works against `supabase start`; with another
 * secret they are derived from it, so changing LOCAL_JWT_SECRET changes them and needs nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The Supabase CLI's local development JWT secret (public: never use it for a real project). */
export const CLI_DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The keys `supabase start` prints with that secret. */
const CLI_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const CLI_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

export interface ProjectApiKeys {
  publishable: string;
  secret: string;
}

/** The local project's publishable and secret keys for a JWT secret (see the header). */
export function localApiKeys(jwtSecret: string): ProjectApiKeys {
  if (jwtSecret === CLI_DEFAULT_JWT_SECRET) {
    return { publishable: CLI_PUBLISHABLE_KEY, secret: CLI_SECRET_KEY };
  }
  // The platform's shape: a prefix, 22 random-looking characters, `_`, 8 more.
  const derive = (prefix: string) => {
    const digest = createHmac('sha256', jwtSecret).update(prefix).digest('base64url');
    return `${prefix}${digest.slice(0, 22)}_${digest.slice(22, 30)}`;
  };
  return { publishable: derive(PUBLISHABLE_PREFIX), secret: derive(SECRET_PREFIX) };
}

/** Whether `key` has the shape of a new-style API key (it may still be the wrong one). */
export function isNewApiKey(key: string): boolean {
  return key.startsWith(PUBLISHABLE_PREFIX) || key.startsWith(SECRET_PREFIX);
}

/** Which of the project's new keys `key` is, compared in constant time; undefined for neither. */
export function matchNewApiKey(
  keys: ProjectApiKeys,
  key: string,
): 'publishable' | 'secret' | undefined {
  if (sameText(key, keys.publishable)) return 'publishable';
  if (sameText(key, keys.secret)) return 'secret';
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a request comes from a web browser, as the platform's gateway decides before it refuses a
 * secret key: by the User-Agent every browser sends (`Mozilla/5.0 ...`). Servers, curl, Node and
 * Deno send their own.
 */
export function isBrowserRequest(userAgent: string | undefined): boolean {
  return /\bMozilla\/\d/.test(userAgent ?? '');
}
