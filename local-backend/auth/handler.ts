import type { PGlite } from '@electric-sql/pglite';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError, header, readBody, send, sendJson } from '../http';
import type { TokenIssuer } from '../jwt';
import { verifyPassword } from '../passwords';
import { appMetadata, findUserByEmail, findUserById, publicUser, type UserRow } from './users';

/** Access tokens live an hour, as on Supabase; supabase-js refreshes them before they expire. */
export const ACCESS_TOKEN_SECONDS = 3600;
const VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

export interface AuthContext {
  pg: PGlite;
  tokens: TokenIssuer;
  /** The issuer claim: `<site>/auth/v1`. */
  issuer: string;
}

/** `/auth/v1/*`: the part of GoTrue the admin page uses. Open sign-ups are off. */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string,
  auth: AuthContext,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (route === 'token' && method === 'POST') {
    const body = await readJson(req);
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return sendSession(res, auth, await passwordGrant(auth, body));
    if (grant === 'refresh_token') return sendSession(res, auth, await refreshGrant(auth, body));
    throw authError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`);
  }
  if (route === 'user' && method === 'GET') {
    const { user } = await currentUser(req, auth);
    return sendJson(res, 200, publicUser(user), VERSION_HEADER);
  }
  if (route === 'logout' && method === 'POST') {
    const { user, sessionId } = await currentUser(req, auth);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local') {
      await auth.pg.query(
        'update auth.refresh_tokens set revoked = true where session_id = $1::text::uuid',
        [sessionId],
      );
    } else if (scope === 'others') {
      await auth.pg.query(
        'update auth.refresh_tokens set revoked = true where user_id = $1 and session_id <> $2::text::uuid',
        [user.id, sessionId],
      );
    } else {
      await auth.pg.query('update auth.refresh_tokens set revoked = true where user_id = $1', [
        user.id,
      ]);
    }
    return send(res, 204, null, VERSION_HEADER);
  }
  if (route === 'signup' && method === 'POST') {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (route === 'settings' && method === 'GET') {
    return sendJson(
      res,
      200,
      { external: { email: true }, disable_signup: true, mailer_autoconfirm: false },
      VERSION_HEADER,
    );
  }
  throw authError(
    404,
    'not_found',
    `The local backend does not implement ${method} /auth/v1/${route}`,
  );
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(await readBody(req));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON');
}

async function passwordGrant(auth: AuthContext, body: Record<string, unknown>): Promise<UserRow> {
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    throw authError(400, 'validation_failed', 'An email address and a password are required');
  }
  const user = await findUserByEmail(auth.pg, email);
  // Same answer for an unknown user and a wrong password: no account enumeration.
  if (!user || !(await verifyPassword(password, user.encrypted_password))) {
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await auth.pg.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  return { ...user, last_sign_in_at: new Date() };
}

async function refreshGrant(
  auth: AuthContext,
  body: Record<string, unknown>,
): Promise<UserRow & { sessionId: string }> {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  // Each refresh token works once: it is revoked as it is used.
  const { rows } = await auth.pg.query<{ user_id: string; session_id: string }>(
    `update auth.refresh_tokens set revoked = true
      where token = $1 and not revoked
      returning user_id, session_id`,
    [token],
  );
  const found = rows[0];
  const user = found && (await findUserById(auth.pg, found.user_id));
  if (!found || !user) {
    throw authError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  return { ...user, sessionId: found.session_id };
}

async function sendSession(
  res: ServerResponse,
  auth: AuthContext,
  user: UserRow & { sessionId?: string },
): Promise<void> {
  const sessionId = user.sessionId ?? randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const accessToken = await auth.tokens.sign({
    iss: auth.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email,
    phone: '',
    role: 'authenticated',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    session_id: sessionId,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    is_anonymous: false,
  });
  const refreshToken = randomBytes(16).toString('hex');
  await auth.pg.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3::text::uuid)',
    [refreshToken, user.id, sessionId],
  );
  sendJson(
    res,
    200,
    {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    },
    VERSION_HEADER,
  );
}

/** The signed-in user behind the request's bearer token. */
async function currentUser(
  req: IncomingMessage,
  auth: AuthContext,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = header(req, 'authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = await auth.tokens.verify(token);
  if (!result.ok) {
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  const { sub, session_id: sessionId } = result.claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(auth.pg, sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}
