import { jsonError } from './json.ts';

/** The headers supabase-js (`functions.invoke`) and a plain `fetch` with the anon key send. */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type';

/** `'*'` lets every origin in; a list lets only those origins in. */
export type AllowedOrigins = '*' | string[];

/**
 * Parses a comma-separated allow-list such as `https://me.dev, https://www.me.dev`. Unset, empty
 * or `*` means any origin. Entries are normalised the way browsers write the Origin header
 * (lower-case scheme and host, no trailing slash).
 */
export function parseAllowedOrigins(value: string | undefined): AllowedOrigins {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return '*';
  return entries.map(normaliseOrigin);
}

export interface Cors {
  /** False when an allow-list is set and the request's Origin is not on it. */
  allowed: boolean;
  /** Sent on every answer, errors included. */
  headers: Record<string, string>;
}

/**
 * The CORS headers for one request. An origin on the list is echoed back; an origin that is not
 * gets the list's first entry, which the browser will not accept, so the page cannot read the
 * answer. `Vary: Origin` keeps caches from mixing the two.
 */
export function corsFor(req: Request, allowedOrigins: AllowedOrigins, methods: string): Cors {
  const common = {
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '86400',
  };
  if (allowedOrigins === '*') {
    return { allowed: true, headers: { ...common, 'Access-Control-Allow-Origin': '*' } };
  }
  const origin = req.headers.get('origin');
  const match = origin
    ? allowedOrigins.find((entry) => entry === normaliseOrigin(origin))
    : undefined;
  return {
    allowed: match !== undefined,
    headers: {
      ...common,
      'Access-Control-Allow-Origin': match ?? allowedOrigins[0] ?? 'null',
      Vary: 'Origin',
    },
  };
}

function normaliseOrigin(value: string): string {
  try {
    const { origin } = new URL(value);
    if (origin !== 'null') return origin;
  } catch {
    // Not a URL: compare it as written.
  }
  return value.replace(/\/+$/, '');
}

/**
 * What a browser-facing function answers before its own work: the CORS preflight (204, or 403
 * for a page the allow-list does not hold), 403 for such a page's request, and 405 for a method
 * other than POST. Undefined: the request is the function's to answer.
 */
export function answerBeforePost(
  req: Request,
  cors: Cors,
  errors: { originNotAllowed: string; methodNotAllowed: string },
  methods: string,
): Response | undefined {
  if (req.method === 'OPTIONS') {
    return cors.allowed
      ? new Response(null, { status: 204, headers: cors.headers })
      : jsonError(errors.originNotAllowed, 403, cors.headers);
  }
  if (!cors.allowed) return jsonError(errors.originNotAllowed, 403, cors.headers);
  if (req.method !== 'POST') {
    return jsonError(errors.methodNotAllowed, 405, { ...cors.headers, Allow: methods });
  }
  return undefined;
}
