import { textSetting, type EnvReader } from './env.ts';

/**
 * The project's API keys as the platform hands them to a function (late 2026): the publishable
 * keys and secret keys as JSON dictionaries (name -> key) in SUPABASE_PUBLISHABLE_KEYS and
 * SUPABASE_SECRET_KEYS, and, for a project that still has them, the legacy SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY JWTs.
 *
 * `verify_jwt` understands only the legacy keys, so both functions run with it off and check their
 * callers here: the chat wants a key a browser may hold (a publishable key, or the legacy anon
 * key), notify-owner only its shared webhook secret. Supabase's `@supabase/server` does the same
 * checks; decision 019 says why these few lines are ours.
 */
export interface ProjectKeys {
  /** Keys a browser may send: every publishable key, and the legacy anon key if set. */
  browserKeys: string[];
  /** The key this function reaches the database with: a secret key, else the legacy service_role key. */
  serverKey: string | undefined;
}

export function readProjectKeys(env: EnvReader): ProjectKeys {
  const publishable = keyDictionary(env('SUPABASE_PUBLISHABLE_KEYS'));
  const secret = keyDictionary(env('SUPABASE_SECRET_KEYS'));
  const legacyAnon = textSetting(env('SUPABASE_ANON_KEY'));
  return {
    browserKeys: [...Object.values(publishable), ...(legacyAnon ? [legacyAnon] : [])],
    serverKey:
      secret.default ?? Object.values(secret)[0] ?? textSetting(env('SUPABASE_SERVICE_ROLE_KEY')),
  };
}

/** The keys of a `{"name": "key"}` variable; none when it is unset or not such a dictionary. */
function keyDictionary(value: string | undefined): Record<string, string> {
  if (!textSetting(value)) return {};
  try {
    const parsed: unknown = JSON.parse(value!);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The headers that present `key` to the project's API: a new key (`sb_...`, not a JWT) goes in
 * `apikey` alone; a legacy JWT key also as the bearer token, as PostgREST expected it.
 */
export function serverKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}

/** Whether the request's `apikey` header is one of `keys`, compared in constant time. */
export async function hasOneOfKeys(req: Request, keys: readonly string[]): Promise<boolean> {
  const sent = req.headers.get('apikey');
  if (!sent) return false;
  let found = false;
  // Every key is compared, so the time says nothing about which one (if any) matched.
  for (const key of keys) found = (await sameSecret(sent, key)) || found;
  return found;
}

/**
 * Compares two secrets in time independent of where they differ: both are HMAC'd with a one-off
 * random key and the digests compared in full (the double-HMAC technique).
 */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    crypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  const [left, right] = await Promise.all([
    crypto.subtle.sign('HMAC', key, encoder.encode(a)),
    crypto.subtle.sign('HMAC', key, encoder.encode(b)),
  ]);
  const x = new Uint8Array(left);
  const y = new Uint8Array(right);
  let difference = 0;
  for (let i = 0; i < x.length; i += 1) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}
