/**
 * A stand-in for Supabase Auth's admin API (POST/GET/PUT /auth/v1/admin/users) that keeps users in
 * memory, for the deploy's owner-account step: it answers only requests with the secret key as
 * apikey and as the bearer token (as the platform documents its admin API for the new keys).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface User {
  id: string;
  email: string;
  password: string;
  email_confirmed: boolean;
  app_metadata: Record<string, unknown>;
}

export interface AuthStandIn {
  url: string;
  users: User[];
  requests: string[];
  close(): Promise<void>;
}

/**
 * POST/GET/PUT /auth/v1/admin/users, answering only requests with `secretKey` as apikey and as the
 * bearer token (as the platform documents its admin API for the new keys).
 */
export async function startAuthStandIn(secretKey: string): Promise<AuthStandIn> {
  const users: User[] = [];
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (
        request.headers.apikey !== secretKey ||
        request.headers.authorization !== `Bearer ${secretKey}`
      ) {
        return answer(401, { code: 'no_authorization', msg: 'Invalid API key' });
      }
      const body = (text ? JSON.parse(text) : {}) as Partial<User> & { email_confirm?: boolean };
      const id = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname)?.[1];
      if (request.method === 'POST' && url.pathname === '/auth/v1/admin/users') {
        if (users.some((user) => user.email.toLowerCase() === body.email?.toLowerCase())) {
          return answer(422, {
            code: 'email_exists',
            msg: 'A user with this email address has already been registered',
          });
        }
        const user: User = {
          id: randomUUID(),
          email: body.email!,
          password: body.password!,
          email_confirmed: body.email_confirm === true,
          app_metadata: body.app_metadata ?? {},
        };
        users.push(user);
        return answer(200, user);
      }
      if (request.method === 'GET' && url.pathname === '/auth/v1/admin/users') {
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('per_page'));
        return answer(200, { users: users.slice((page - 1) * perPage, page * perPage), aud: '' });
      }
      const user = users.find((candidate) => candidate.id === id);
      if (request.method === 'PUT' && user) {
        user.password = body.password ?? user.password;
        user.email_confirmed ||= body.email_confirm === true;
        user.app_metadata = { ...user.app_metadata, ...body.app_metadata };
        return answer(200, user);
      }
      answer(404, { code: 'not_found', msg: 'No such route or user' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
