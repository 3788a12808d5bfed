/**
 * The owner's account, through Supabase Auth's admin API with the project's secret key (as
 * `apikey` and as the bearer token: see headers()): created confirmed and marked admin the first
 * time, and on every later deploy given ADMIN_PASSWORD and the admin role again, so the account
 * always matches the inputs. Only the secret key can write `app_metadata`, which is why nobody can
 * make their own account the admin.
 *
 * The requests are built by plain functions, so a dry run prints exactly what a real run sends.
 */

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface OwnerAccount {
  /** Where Auth answers: the project's URL (a test points it at a stand-in). */
  baseUrl: string;
  secretKey: string;
  email: string;
  password: string;
}

/** Users per page when looking for an existing account; Auth's own maximum. */
export const USERS_PER_PAGE = 1000;

/**
 * The secret key as `apikey` and as `Authorization: Bearer`, on every call: the way the platform
 * documents its admin API for the new keys. With the key in `apikey` alone a hosted project was
 * seen refusing to create a user (403 `bad_jwt`), though it listed them.
 */
function headers(secretKey: string): Record<string, string> {
  return {
    apikey: secretKey,
    Authorization: `Bearer ${secretKey}`,
    'Content-Type': 'application/json',
  };
}

export function createOwnerRequest(account: OwnerAccount): HttpRequest {
  return {
    method: 'POST',
    url: `${account.baseUrl}/auth/v1/admin/users`,
    headers: headers(account.secretKey),
    body: {
      email: account.email,
      password: account.password,
      email_confirm: true,
      app_metadata: { role: 'admin' },
    },
  };
}

export function listUsersRequest(account: OwnerAccount, page: number): HttpRequest {
  return {
    method: 'GET',
    url: `${account.baseUrl}/auth/v1/admin/users?page=${page}&per_page=${USERS_PER_PAGE}`,
    headers: headers(account.secretKey),
  };
}

export function updateOwnerRequest(account: OwnerAccount, id: string): HttpRequest {
  return {
    method: 'PUT',
    url: `${account.baseUrl}/auth/v1/admin/users/${encodeURIComponent(id)}`,
    headers: headers(account.secretKey),
    body: { password: account.password, email_confirm: true, app_metadata: { role: 'admin' } },
  };
}

/** An answer of the admin API the deploy cannot go on from. */
export class AuthAdminError extends Error {
  constructor(request: HttpRequest, status: number, detail: string) {
    const hint =
      status === 401 || status === 403
        ? " Check that SUPABASE_SECRET_KEY is this project's secret key (Project Settings > API Keys)."
        : '';
    super(`Auth answered ${request.method} ${request.url} with HTTP ${status}: ${detail}.${hint}`);
    this.name = 'AuthAdminError';
  }
}

interface ResponseBody {
  code?: unknown;
  error_code?: unknown;
  msg?: unknown;
  message?: unknown;
  users?: unknown;
}

async function send(
  fetcher: typeof fetch,
  request: HttpRequest,
): Promise<{ status: number; body: ResponseBody }> {
  let response: Response;
  try {
    response = await fetcher(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
  } catch (error) {
    throw new Error(
      `Could not reach ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const text = await response.text();
  let body: ResponseBody = {};
  try {
    body = text ? (JSON.parse(text) as ResponseBody) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: response.status, body };
}

function detailOf(body: ResponseBody): string {
  const detail = [body.code ?? body.error_code, body.msg ?? body.message]
    .filter((part) => typeof part === 'string' && part)
    .join(': ');
  return detail || 'no details';
}

/** Whether Auth refused a new account because one with that email exists. */
function alreadyExists(status: number, body: ResponseBody): boolean {
  const code = body.code ?? body.error_code;
  return status === 422 && (code === 'email_exists' || code === 'user_already_exists');
}

/** Creates the owner's account, or updates the existing one; says which. */
export async function ensureOwnerAccount(
  account: OwnerAccount,
  fetcher: typeof fetch,
): Promise<'created' | 'updated'> {
  const create = createOwnerRequest(account);
  const created = await send(fetcher, create);
  if (created.status === 200 || created.status === 201) return 'created';
  if (!alreadyExists(created.status, created.body)) {
    throw new AuthAdminError(create, created.status, detailOf(created.body));
  }

  const wanted = account.email.toLowerCase();
  for (let page = 1; ; page++) {
    const list = listUsersRequest(account, page);
    const listed = await send(fetcher, list);
    if (listed.status !== 200 || !Array.isArray(listed.body.users)) {
      throw new AuthAdminError(list, listed.status, detailOf(listed.body));
    }
    const users = listed.body.users as { id?: unknown; email?: unknown }[];
    const owner = users.find(
      (user) => typeof user.email === 'string' && user.email.toLowerCase() === wanted,
    );
    if (owner && typeof owner.id === 'string') {
      const update = updateOwnerRequest(account, owner.id);
      const updated = await send(fetcher, update);
      if (updated.status !== 200) {
        throw new AuthAdminError(update, updated.status, detailOf(updated.body));
      }
      return 'updated';
    }
    if (users.length < USERS_PER_PAGE) {
      throw new Error(
        `Auth says an account with ${account.email} exists, but no page of its users lists it.`,
      );
    }
  }
}
