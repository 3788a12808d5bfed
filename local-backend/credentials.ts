/**
 * What Supabase's gateway checks of a request's credentials before a service sees it: the
 * project's API key, and the bearer JWT where one is needed.
 */
import type { IncomingMessage } from 'node:http';
import { isBrowserRequest, isNewApiKey, matchNewApiKey, type ProjectApiKeys } from './api-keys';
import { header, HttpError, postgrestError } from './http';
import type { Claims, TokenIssuer } from './jwt';

/** The keys the gateway accepts: the new ones, and the legacy JWTs unless they are turned off. */
export interface GatewayKeys extends ProjectApiKeys {
  legacy: boolean;
}

/**
 * Supabase's gateway refuses any request without a valid project key, and any secret key sent
 * from a browser. Answers the claims the key itself stands for: `anon` for the publishable key,
 * `service_role` for the secret key, a legacy key's own claims.
 */
export async function checkApiKey(
  req: IncomingMessage,
  url: URL,
  keys: GatewayKeys,
  tokens: TokenIssuer,
): Promise<Claims> {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!key) throw new HttpError(401, { message: 'No API key found in request' });
  const kind = matchNewApiKey(keys, key);
  if (kind === 'secret' && isBrowserRequest(header(req, 'user-agent'))) {
    throw new HttpError(401, {
      message: 'Forbidden use of secret API key in browser',
      hint: 'Secret API keys are for servers. Use the publishable key in a browser.',
    });
  }
  if (kind) return { role: kind === 'secret' ? 'service_role' : 'anon' };
  if (isNewApiKey(key) || !keys.legacy) {
    throw new HttpError(401, { message: 'Invalid API key' });
  }
  const result = await tokens.verify(key);
  if (!result.ok || result.claims.role === 'authenticated') {
    throw new HttpError(401, { message: 'Invalid API key' });
  }
  return result.claims;
}

/**
 * The claims PostgREST runs the request with: the bearer token's, or the API key's when there is
 * no bearer or the bearer is the API key itself (supabase-js sends the key as both before anyone
 * signs in).
 */
export async function requestClaims(
  req: IncomingMessage,
  tokens: TokenIssuer,
  keyClaims: Claims,
): Promise<Claims> {
  const bearer = bearerToken(req);
  const key = header(req, 'apikey');
  if (bearer === undefined || bearer === key) return keyClaims;
  return verifiedJwt(bearer, tokens);
}

/**
 * What `verify_jwt = true` checks: the bearer token (else the API key) must be a JWT the project
 * signed. A publishable or secret key is none, so it gets 401, as on the platform.
 */
export function bearerJwtClaims(req: IncomingMessage, tokens: TokenIssuer): Promise<Claims> {
  return verifiedJwt(bearerToken(req) ?? header(req, 'apikey') ?? '', tokens);
}

function bearerToken(req: IncomingMessage): string | undefined {
  return header(req, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
}

async function verifiedJwt(token: string, tokens: TokenIssuer): Promise<Claims> {
  const result = await tokens.verify(token);
  if (result.ok) return result.claims;
  if (result.reason === 'expired') throw postgrestError(401, 'PGRST303', 'JWT expired');
  throw postgrestError(401, 'PGRST301', result.message);
}
