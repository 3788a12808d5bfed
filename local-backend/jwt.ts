import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** The roles a token may carry. Anything else (for example 'postgres') is refused. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Claims extends JWTPayload {
  role: ApiRole;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** Signs and checks the local backend's HS256 JWTs, as Supabase does with its JWT secret. */
export class TokenIssuer {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (secret.length < 32)
      throw new Error('LOCAL_JWT_SECRET must be at least 32 characters long.');
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** An API key like the Supabase CLI's demo keys: no expiry worth worrying about. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
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
}
