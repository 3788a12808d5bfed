import type { PGlite, Transaction } from '@electric-sql/pglite';
import { hashPassword } from '../passwords';

/** The database, or a transaction on it. */
export type Queryable = Pick<Transaction, 'query'>;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

export async function findUserByEmail(pg: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await pg.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

export async function findUserById(pg: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await pg.query<UserRow>('select * from auth.users where id = $1::text::uuid', [
    id,
  ]);
  return rows[0];
}

/** app_metadata as GoTrue reports it: the provider facts plus whatever the service role set. */
export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.raw_app_meta_data };
}

/** The user object GoTrue answers with. */
export function publicUser(user: UserRow): Record<string, unknown> {
  const created = user.created_at.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    phone: '',
    confirmed_at: created,
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: created,
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

/**
 * Creates the admin account, or brings its password and admin claim up to date, so the
 * ADMIN_EMAIL / ADMIN_PASSWORD in the environment always work. `app_metadata.role = 'admin'` is
 * the claim the migrations' policies look for; on a hosted project only the service role can set it.
 */
export async function seedAdmin(pg: PGlite, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await pg.query(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data)
     values ($1, $2, '{"role": "admin"}')
     on conflict (email) do update
       set encrypted_password = excluded.encrypted_password,
           raw_app_meta_data = auth.users.raw_app_meta_data || '{"role": "admin"}',
           updated_at = now()`,
    [email, passwordHash],
  );
}

/** A user who is not the admin; tests use it to prove a stranger sees nothing. */
export async function createUser(pg: PGlite, email: string, password: string): Promise<void> {
  await pg.query('insert into auth.users (email, encrypted_password) values ($1, $2)', [
    email,
    await hashPassword(password),
  ]);
}
