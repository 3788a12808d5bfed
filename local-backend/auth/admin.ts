import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchNewApiKey } from '../api-keys';
import { authError, header, readBody, sendJson } from '../http';
import { hashPassword } from '../passwords';
import { parseJsonObject, stringField } from './body';
import type { AuthContext } from './handler';
import { findUserByEmail, findUserById, publicUser, type UserRow } from './users';

/**
 * `/auth/v1/admin/users`: the user calls of GoTrue's admin API, as `npm run deploy` makes them
 * to create or update the owner's account (scripts/deploy/owner-account.ts): list, create, read
 * and update. Only the service role may call them.
 *
 * Who is the service role, as the hosted project answers with the new API keys: the platform
 * documents the secret key as `apikey` and the same key as `Authorization: Bearer`, and that
 * opens every call here (so does a legacy service_role JWT as the bearer). With the secret key in
 * `apikey` alone a project was seen listing users but refusing to create one (403 `bad_jwt`,
 * reported on the platform's tracker): the same answers here, so a client that forgets the
 * bearer fails locally as it would on the host. A user's token, or the publishable key, gets 403
 * `not_admin`.
 *
 * Every local account is confirmed (the stand-in sends no email), so `email_confirm` changes
 * nothing.
 */

const VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** GoTrue's page size when `per_page` is not given. */
const DEFAULT_PER_PAGE = 50;

/** `route`: the path after `/auth/v1/admin/`. */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string,
  auth: AuthContext,
): Promise<void> {
  const method = req.method ?? 'GET';
  const [collection, id, ...rest] = route.split('/');
  if (collection !== 'users' || rest.length > 0) {
    throw authError(
      404,
      'not_found',
      `The local backend does not implement ${method} ${url.pathname}`,
    );
  }
  await requireServiceRole(req, auth, method);
  if (id === undefined) {
    if (method === 'GET') return listUsers(res, url, auth);
    if (method === 'POST') return createUser(req, res, auth);
  } else {
    if (method === 'GET')
      return sendJson(res, 200, publicUser(await userById(auth, id)), VERSION_HEADER);
    if (method === 'PUT') return updateUser(req, res, auth, id);
  }
  throw authError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}`);
}

/** Throws unless the caller is the service role (see the module comment). */
async function requireServiceRole(
  req: IncomingMessage,
  auth: AuthContext,
  method: string,
): Promise<void> {
  const isSecretKey = (key: string | undefined) =>
    key !== undefined && auth.keys !== undefined && matchNewApiKey(auth.keys, key) === 'secret';
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer === undefined) {
    if (method === 'GET' && isSecretKey(header(req, 'apikey'))) return;
    throw authError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, no bearer token: send the secret key ' +
        'as Authorization: Bearer too',
    );
  }
  if (isSecretKey(bearer)) return;
  if (auth.keys && matchNewApiKey(auth.keys, bearer) === 'publishable') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
  const result = await auth.tokens.verify(bearer);
  if (!result.ok) {
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  if (result.claims.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
}

async function listUsers(res: ServerResponse, url: URL, auth: AuthContext): Promise<void> {
  const page = positiveNumber(url.searchParams.get('page'), 1);
  const perPage = positiveNumber(url.searchParams.get('per_page'), DEFAULT_PER_PAGE);
  const { rows } = await auth.pg.query<UserRow>(
    'select * from auth.users order by created_at, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const total = await auth.pg.query<{ count: number }>(
    'select count(*)::int as count from auth.users',
  );
  sendJson(
    res,
    200,
    { users: rows.map(publicUser), aud: 'authenticated' },
    { ...VERSION_HEADER, 'X-Total-Count': String(total.rows[0]?.count ?? 0) },
  );
}

function positiveNumber(value: string | null, fallback: number): number {
  const number = Number(value);
  if (value === null || !Number.isInteger(number) || number < 1) return fallback;
  return number;
}

async function createUser(
  req: IncomingMessage,
  res: ServerResponse,
  auth: AuthContext,
): Promise<void> {
  const body = parseJsonObject(await readBody(req));
  const email = stringField(body, 'email').trim();
  if (!EMAIL.test(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  if (await findUserByEmail(auth.pg, email)) {
    throw authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  // Without a password the account can only be signed in to once one is set.
  const password = stringField(body, 'password') || randomBytes(32).toString('hex');
  const { rows } = await auth.pg.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3::jsonb, $4::jsonb) returning *`,
    [
      email,
      await hashPassword(password),
      metadata(body, 'app_metadata'),
      metadata(body, 'user_metadata'),
    ],
  );
  sendJson(res, 200, publicUser(rows[0]!), VERSION_HEADER);
}

/** Gives the user a new password, and merges app_metadata and user_metadata, as GoTrue does. */
async function updateUser(
  req: IncomingMessage,
  res: ServerResponse,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const user = await userById(auth, id);
  const body = parseJsonObject(await readBody(req));
  const password = stringField(body, 'password');
  const { rows } = await auth.pg.query<UserRow>(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            raw_app_meta_data = raw_app_meta_data || $3::jsonb,
            raw_user_meta_data = raw_user_meta_data || $4::jsonb,
            updated_at = now()
      where id = $1
      returning *`,
    [
      user.id,
      password ? await hashPassword(password) : null,
      metadata(body, 'app_metadata'),
      metadata(body, 'user_metadata'),
    ],
  );
  sendJson(res, 200, publicUser(rows[0]!), VERSION_HEADER);
}

async function userById(auth: AuthContext, id: string): Promise<UserRow> {
  const user = UUID.test(id) ? await findUserById(auth.pg, id) : undefined;
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

/** A metadata object of the body, as JSON text for the query; `{}` when absent. */
function metadata(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '{}';
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authError(400, 'validation_failed', `${name} must be an object`);
  }
  return JSON.stringify(value);
}
