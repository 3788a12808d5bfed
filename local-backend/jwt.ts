import {
  decodeProtectedHeader,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The roles a token may carry. Anything else (for example 'postgres') is refused. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Claims extends JWTPayload {
  role: ApiRole;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** The algorithm of the platform's default JWT signing key (ECC P-256). */
const SIGNING_ALG = 'ES256';

/**
 * An asymmetric JWT signing key, as a project created in late 2026 signs its user tokens with:
 * the private half signs, the public half is published at `/auth/v1/.well-known/jwks.json`
 * (and given to Edge Functions as SUPABASE_JWKS), and a token's `kid` names it.
 */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A new signing key; `storable` is its private JWK, to keep it across restarts. */
export async function generateSigningKey(): Promise<{ key: SigningKey; storable: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const storable = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID() };
  return { key: await importSigningKey(storable), storable };
}

/** A signing key from the private JWK `generateSigningKey` gave to store. */
export async function importSigningKey(jwk: JWK): Promise<SigningKey> {
  if (typeof jwk.kid !== 'string') throw new Error('The stored signing key has no kid.');
  const privateKey = (await importJWK(jwk, SIGNING_ALG)) as CryptoKey;
  // The public half: the JWK without its private parameter.
  const publicJwk = Object.fromEntries(Object.entries(jwk).filter(([name]) => name !== 'd'));
  return {
    kid: jwk.kid,
    privateKey,
    publicJwk: { ...publicJwk, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] },
  };
}

/**
 * Signs and checks the local backend's JWTs. User tokens are signed with the asymmetric signing
 * key when there is one (as on a new project); the legacy HS256 secret still signs the legacy
 * `anon` / `service_role` keys and verifies tokens signed with it, as a project that has not
 * revoked its legacy secret does.
 */
export class TokenIssuer {
  private readonly secret: Uint8Array;
  private verifyingKey: CryptoKey | undefined;

  /**
   * @param legacyTokens whether tokens signed with the legacy secret verify (false: the project
   *   has revoked its legacy JWT secret, so the legacy API keys and HS256 tokens are refused).
   */
  constructor(
    secret: string,
    private readonly signingKey?: SigningKey,
    private readonly legacyTokens = true,
  ) {
    if (secret.length < 32)
      throw new Error('LOCAL_JWT_SECRET must be at least 32 characters long.');
    this.secret = new TextEncoder().encode(secret);
  }

  /** A token signed with the legacy shared secret (HS256). */
  sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.secret);
  }

  /** A user's access token: signed with the signing key (ES256, with its kid) when there is one. */
  signUserToken(claims: Record<string, unknown>): Promise<string> {
    if (!this.signingKey) return this.sign(claims);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid: this.signingKey.kid })
      .sign(this.signingKey.privateKey);
  }

  /** The public keys that verify user tokens, as `/auth/v1/.well-known/jwks.json` serves them. */
  jwks(): { keys: JWK[] } {
    return { keys: this.signingKey ? [this.signingKey.publicJwk] : [] };
  }

  /** A legacy API key like the Supabase CLI's demo keys: no expiry worth worrying about. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { alg, kid } = decodeProtectedHeader(token);
      let payload: JWTPayload;
      if (alg === SIGNING_ALG && this.signingKey && kid === this.signingKey.kid) {
        ({ payload } = await jwtVerify(token, await this.publicKey(), {
          algorithms: [SIGNING_ALG],
        }));
      } else if (this.legacyTokens) {
        ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] }));
      } else {
        return { ok: false, reason: 'invalid', message: 'JWT could not be verified' };
      }
      if (!API_ROLES.includes(payload.role as ApiRole)) {
        return { ok: false, reason: 'invalid', message: 'JWT role is not allowed' };
      }
      return { ok: true, claims: payload as Claims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, reason: 'expired', message: 'JWT expired' };
      }
      return { ok: false, reason: 'invalid', message: 'JWT could not be verified' };
    }
  }

  private async publicKey(): Promise<CryptoKey> {
    this.verifyingKey ??= (await importJWK(this.signingKey!.publicJwk, SIGNING_ALG)) as CryptoKey;
    return this.verifyingKey;
  }
}
