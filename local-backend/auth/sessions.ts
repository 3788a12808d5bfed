import type { PGlite, Transaction } from '@electric-sql/pglite';
import { randomBytes, randomUUID } from 'node:crypto';
import { authError } from '../http';
import { findUserById, type Queryable, type UserRow } from './users';

/**
 * Sessions and refresh tokens as GoTrue keeps them. A session is the chain of refresh tokens one
 * sign-in started (all rows of auth.refresh_tokens with its session_id); it exists while any of
 * them does. Each refresh spends the presented token (revoked, with the time it was spent in
 * updated_at) and issues a child that names it as parent. Logout deletes sessions outright.
 */

const REFRESH_TOKEN_NOT_FOUND = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const ALREADY_USED = () =>
  authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

const prepared = new WeakMap<PGlite, Promise<void>>();

/**
 * Gives auth.refresh_tokens the columns token rotation needs beyond the platform stand-in's
 * (base.sql): `id` (creation order), `parent` (the token this one replaced) and `updated_at`
 * (when it was spent). Idempotent, and run once per database however often it is called: the
 * auth handler calls it before its first request, and a server may call it at start.
 */
export function prepareAuthSchema(pg: PGlite): Promise<void> {
  let ready = prepared.get(pg);
  if (!ready) {
    ready = addRotationColumns(pg);
    prepared.set(pg, ready);
    // A failure is not remembered: the next request tries again.
    ready.catch(() => prepared.delete(pg));
  }
  return ready;
}

async function addRotationColumns(pg: PGlite): Promise<void> {
  const { rows } = await pg.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'auth' and table_name = 'refresh_tokens'`,
  );
  const present = new Set(rows.map((row) => row.name));
  if (present.has('id') && present.has('parent') && present.has('updated_at')) return;
  await pg.exec(`
    alter table auth.refresh_tokens
      add column if not exists id bigserial,
      add column if not exists parent text,
      add column if not exists updated_at timestamptz not null default now();
    create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
    create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
  `);
}

export interface IssuedSession {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
}

/** A new session for `user`, with its first refresh token (a password sign-in). */
export async function startSession(pg: PGlite, user: UserRow): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = await insertToken(pg, user.id, sessionId, null);
  return { user, sessionId, refreshToken };
}

async function insertToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent)
     values ($1, $2, $3::text::uuid, $4)`,
    [token, userId, sessionId, parent],
  );
  return token;
}

interface TokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Spent more than the reuse interval ago. */
  past_reuse_interval: boolean;
}

export interface RotationSettings {
  /** Seconds a spent token is still exchanged (`refresh_token_reuse_interval`). */
  reuseIntervalSeconds: number;
  /** Whether a spent token reused later revokes its session's tokens (`enable_refresh_token_rotation`). */
  revokeOnReuse: boolean;
}

/**
 * The refresh_token grant, following GoTrue's rules:
 * - an unspent token is spent and exchanged for a new one (its child);
 * - a spent token whose child is the session's current token gets that current token back, so a
 *   client that lost the answer to its last refresh is not locked out;
 * - any other spent token is exchanged for a new child within the reuse interval after it was
 *   spent (concurrent refreshes), and past it is treated as stolen: every unspent token of the
 *   session is revoked (the current one too) and the answer is 400 refresh_token_already_used;
 * - a token that does not exist (never issued, or its session was logged out) is 400
 *   refresh_token_not_found.
 * Runs in one transaction, so two refreshes of one token cannot both spend it.
 */
export async function refreshSession(
  pg: PGlite,
  presented: string,
  settings: RotationSettings,
): Promise<IssuedSession> {
  const outcome = await pg.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select token, user_id, session_id::text as session_id, revoked,
              now() > updated_at + make_interval(secs => $2::double precision) as past_reuse_interval
         from auth.refresh_tokens
        where token = $1
        for update`,
      [presented, settings.reuseIntervalSeconds],
    );
    const found = rows[0];
    const user = found && (await findUserById(tx, found.user_id));
    if (!found || !user) return { error: REFRESH_TOKEN_NOT_FOUND() };

    if (found.revoked) {
      const current = await currentToken(tx, found.session_id);
      if (current?.parent === found.token) {
        return { session: { user, sessionId: found.session_id, refreshToken: current.token } };
      }
      if (found.past_reuse_interval) {
        if (settings.revokeOnReuse) await revokeSessionTokens(tx, found.session_id);
        // Returned, not thrown: the revocation must be committed with the error answer.
        return { error: ALREADY_USED() };
      }
    }

    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [found.token],
    );
    const refreshToken = await insertToken(tx, user.id, found.session_id, found.token);
    return { session: { user, sessionId: found.session_id, refreshToken } };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

/** The session's newest unspent token. */
async function currentToken(
  tx: Transaction,
  sessionId: string,
): Promise<{ token: string; parent: string | null } | undefined> {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1::text::uuid and not revoked
      order by id desc
      limit 1`,
    [sessionId],
  );
  return rows[0];
}

async function revokeSessionTokens(tx: Transaction, sessionId: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1::text::uuid and not revoked`,
    [sessionId],
  );
}

/** Whether the session still exists: not logged out (revoked tokens still belong to it). */
export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'select exists (select 1 from auth.refresh_tokens where session_id = $1::text::uuid)',
    [sessionId],
  );
  return rows[0]?.exists === true;
}

export type LogoutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions as GoTrue's logout does, by deleting them (and so every refresh token in them):
 * `global` all of the user's sessions, `local` the current one, `others` all but the current one.
 */
export async function endSessions(
  db: Queryable,
  scope: LogoutScope,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (scope === 'local') {
    await db.query('delete from auth.refresh_tokens where session_id = $1::text::uuid', [
      sessionId,
    ]);
  } else if (scope === 'others') {
    await db.query(
      'delete from auth.refresh_tokens where user_id = $1 and session_id <> $2::text::uuid',
      [userId, sessionId],
    );
  } else {
    await db.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
  }
}
