import type { PGlite } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError, header, readBody, send, sendJson } from '../http';
import type { TokenIssuer } from '../jwt';
import { verifyPassword } from '../passwords';
import { readProjectConfig, type AuthConfig } from '../project-config';
import type { ProjectApiKeys } from '../api-keys';
import { handleAdmin } from './admin';
import { parseJsonObject, stringField } from './body';
import { AddressLimiter, clientAddress, enforceLimit } from './rate-limit';
import {
  endSessions,
  prepareAuthSchema,
  refreshSession,
  sessionExists,
  startSession,
  type IssuedSession,
  type LogoutScope,
} from './sessions';
import { appMetadata, findUserByEmail, findUserById, publicUser, type UserRow } from './users';

/** Access tokens live an hour, as on Supabase; supabase-js refreshes them before they expire. */
export const ACCESS_TOKEN_SECONDS = 3600;
const VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthContext {
  pg: PGlite;
  tokens: TokenIssuer;
  /** The issuer claim: `<site>/auth/v1`. */
  issuer: string;
  /**
   * The project's new API keys: the admin API takes the secret key as its bearer token, as the
   * host does. Without them only a service_role JWT opens it.
   */
  keys?: ProjectApiKeys;
  /**
   * What the auth server keeps between requests: its settings and its per-address limiters. One
   * per backend (createAuthServer()); when absent, one is made per database, from
   * supabase/config.toml, on its first request.
   */
  server?: AuthServer;
}

/** The auth server's settings and in-memory limiters, which live as long as the backend. */
export interface AuthServer {
  config: AuthConfig;
  /** `POST /auth/v1/token`, every grant type alike (`token_refresh`). */
  tokenLimiter: AddressLimiter;
  /** `POST /auth/v1/signup` with an email or phone (`sign_in_sign_ups`). */
  signupLimiter: AddressLimiter;
}

export interface AuthServerOptions {
  /** Requests a full bucket holds; GoTrue's 30 unless a test wants a limit it can reach quickly. */
  burst?: number;
  /** Milliseconds; tests pass a fake clock. */
  now?: () => number;
}

/** An auth server with `config` (supabase/config.toml's by default). */
export function createAuthServer(
  config: AuthConfig = readProjectConfig().auth,
  options: AuthServerOptions = {},
): AuthServer {
  return {
    config,
    tokenLimiter: new AddressLimiter({ per5Minutes: config.tokenRequestsPer5Minutes, ...options }),
    signupLimiter: new AddressLimiter({ per5Minutes: config.signInSignUpsPer5Minutes, ...options }),
  };
}

const serversByDatabase = new WeakMap<PGlite, AuthServer>();

function serverFor(auth: AuthContext): AuthServer {
  if (auth.server) return auth.server;
  let server = serversByDatabase.get(auth.pg);
  if (!server) {
    server = createAuthServer();
    serversByDatabase.set(auth.pg, server);
  }
  return server;
}

/**
 * `/auth/v1/*`: the part of GoTrue the admin page uses, and the admin API's user calls the deploy
 * makes (admin.ts); `route` is the path after `/auth/v1/`. Open sign-ups are off. `platformHeaders`
 * are the request's headers as the platform's proxy passes them on (asPlatformProxy): the limits
 * count the address the proxy saw, as the hosted GoTrue behind it does, not what the client wrote.
 */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string,
  auth: AuthContext,
  platformHeaders: Record<string, string>,
): Promise<void> {
  const server = serverFor(auth);
  await prepareAuthSchema(auth.pg);
  const method = req.method ?? 'GET';
  if (route === 'admin' || route.startsWith('admin/')) {
    return handleAdmin(req, res, url, route.slice('admin/'.length), auth);
  }
  if (route === 'token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token') {
      throw authError(
        400,
        'unsupported_grant_type',
        `Unsupported grant type: ${grant ?? '(none)'}`,
      );
    }
    // As GoTrue: one bucket per address for sign-ins and refreshes alike, counted before the body
    // is looked at (the body is still read, so the connection stays usable).
    const text = await readBody(req);
    enforceLimit(server.tokenLimiter, clientAddress(platformHeaders));
    const body = parseJsonObject(text);
    const session =
      grant === 'password'
        ? await passwordGrant(auth, body)
        : await refreshSession(auth.pg, stringField(body, 'refresh_token'), {
            reuseIntervalSeconds: server.config.refreshTokenReuseIntervalSeconds,
            revokeOnReuse: server.config.refreshTokenRotation,
          });
    return sendSession(res, auth, session);
  }
  if (route === 'user' && method === 'GET') {
    const { user } = await currentUser(req, auth);
    return sendJson(res, 200, publicUser(user), VERSION_HEADER);
  }
  if (route === 'logout' && method === 'POST') {
    const { user, sessionId } = await currentUser(req, auth);
    await endSessions(auth.pg, logoutScope(url), user.id, sessionId);
    return send(res, 204, null, VERSION_HEADER);
  }
  if (route === 'signup' && method === 'POST') {
    const body = parseJsonObject(await readBody(req));
    // GoTrue: no email and no phone asks for an anonymous user, which this project does not allow.
    if (!stringField(body, 'email') && !stringField(body, 'phone')) {
      throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    enforceLimit(server.signupLimiter, clientAddress(platformHeaders));
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

/** `?scope=` of a logout: global when absent, as GoTrue. */
function logoutScope(url: URL): LogoutScope {
  const scope = url.searchParams.get('scope') ?? '';
  if (scope === '' || scope === 'global') return 'global';
  if (scope === 'local' || scope === 'others') return scope;
  throw authError(400, 'validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
}

async function passwordGrant(
  auth: AuthContext,
  body: Record<string, unknown>,
): Promise<IssuedSession> {
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    throw authError(400, 'validation_failed', 'An email address and a password are required');
  }
  const user = await findUserByEmail(auth.pg, email);
  // Same answer, after the same work, for an unknown email and a wrong password: without an
  // account the password is checked against a dummy hash, so neither the body nor the time
  // taken tells whether the address has an account.
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches) {
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await auth.pg.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  return startSession(auth.pg, { ...user, last_sign_in_at: new Date() });
}

async function sendSession(
  res: ServerResponse,
  auth: AuthContext,
  { user, sessionId, refreshToken }: IssuedSession,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const accessToken = await auth.tokens.signUserToken({
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
  // A logged-out session's access tokens are refused here, as GoTrue does, though the data API
  // (PostgREST) accepts them until they expire.
  if (!UUID.test(sessionId)) {
    throw authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  if (!(await sessionExists(auth.pg, sessionId))) {
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, sessionId };
}
