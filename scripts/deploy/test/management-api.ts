/**
 * A stand-in of Supabase's Management API (api.supabase.com) for one project, on 127.0.0.1, that
 * the real Supabase CLI talks to through a profile file (SUPABASE_PROFILE, see `profile`). It
 * answers the endpoints CLI 3.1.0 calls for the deploy's commands, found by running the binary
 * against a logging server, and records what it received:
 *
 * - `link`: GET /v1/projects/{ref} and /v1/projects/{ref}/api-keys?reveal=true; it also asks for
 *   /config/storage and /config/database/pooler, goes on without them, and gets 404 here;
 * - `config diff`: GET /v2/projects/{ref}/config (the Auth and Data API settings) and
 *   GET /v1/projects/{ref};
 * - `config push`: the same, and GET /v1/projects/{ref}/billing/addons, then PATCH
 *   /v1/projects/{ref}/postgrest and /config/auth with what differs (nothing when nothing does),
 *   each answered with the whole config the CLI decodes;
 * - `functions deploy NAME --use-api`: a multipart POST
 *   /v1/projects/{ref}/functions/deploy?slug=NAME (the files, and a `metadata` part with
 *   `verify_jwt`);
 * - `secrets set` / `secrets unset`: POST and DELETE /v1/projects/{ref}/secrets;
 * - `db query --remote`: POST /v1/projects/{ref}/database/query, run on the database given (in a
 *   read-only transaction for `--read-only`), answered with the last statement's rows.
 *
 * Every request must carry the access token as a bearer; anything else gets 404 and is recorded
 * too, so a new endpoint shows in the tests' request lists.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The Auth config the API answers (GET /v2/projects/{ref}/config's `auth`, PATCH
 * /v1/projects/{ref}/config/auth): every key CLI 3.1.0 decodes, at a new project's defaults, null
 * where the platform has no value. The CLI refuses an answer that lacks one.
 */
const AUTH_DEFAULTS = JSON.parse(
  readFileSync(join(import.meta.dirname, 'auth-config.json'), 'utf8'),
) as Record<string, unknown>;

/** The Data API settings of a new project (GET /v2/projects/{ref}/config's `api`). */
const API_DEFAULTS: Record<string, unknown> = {
  db_schema: 'public,graphql_public',
  db_extra_search_path: 'public,extensions',
  max_rows: 1000,
  db_pool_acquisition_timeout: 10,
  db_pool_max_lifetime: 1800,
  db_pool_max_idletime: 30,
  db_pool: null,
};

/** One request as the stand-in saw it. */
export interface ApiRequest {
  method: string;
  /** The path and query, as sent. */
  url: string;
  body: unknown;
}

/** One `functions deploy` upload. */
export interface FunctionUpload {
  slug: string;
  /** The `metadata` part: entrypoint_path, import_map_path, verify_jwt, name, ... */
  metadata: Record<string, unknown>;
  /** The uploaded files' names, relative to the project folder. */
  files: string[];
}

export interface ManagementApiOptions {
  ref: string;
  accessToken: string;
  /** Where `db query --remote` runs; without it, queries get 500. */
  pg?: PGlite;
  /** Auth settings the project has before the deploy, over the defaults. */
  auth?: Record<string, unknown>;
}

export interface ManagementApi {
  url: string;
  /** Every request, as `METHOD /path?query`. */
  requests: string[];
  uploads: FunctionUpload[];
  /** The function secrets now set. */
  secrets: Map<string, string>;
  /** Each `secrets set` body and `secrets unset` list, in order. */
  secretChanges: ({ set: Record<string, string> } | { unset: string[] })[];
  /** Each `db query --remote`, in order. */
  queries: { query: string; readOnly: boolean }[];
  /** The project's Auth config now. */
  auth: Record<string, unknown>;
  /** Each PATCH /config/auth body, in order. */
  authPatches: Record<string, unknown>[];
  /** When it answers true for a request, the request gets 500 and changes nothing. */
  fail: ((request: ApiRequest) => boolean) | undefined;
  /** Writes a CLI profile pointing at this stand-in into `dir`; returns its path. */
  profile(dir: string): string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  );
}

/** The rows of the last statement of `query`, run in one transaction (read-only if asked). */
async function runQuery(pg: PGlite, query: string, readOnly: boolean): Promise<unknown[]> {
  return pg.transaction(async (tx) => {
    if (readOnly) await tx.exec('set transaction read only');
    const results = await tx.exec(query);
    return results.at(-1)?.rows ?? [];
  });
}

export async function startManagementApi(options: ManagementApiOptions): Promise<ManagementApi> {
  const { ref, accessToken, pg } = options;
  const project = `/v1/projects/${ref}`;
  let versions = 0;
  const postgrest = { ...API_DEFAULTS };
  const server = createServer((request, response) => {
    readBody(request)
      .then((raw) => route(request, raw, response))
      .catch((error: unknown) => answer(response, 500, { message: String(error) }));
  });
  const api: ManagementApi = {
    // Set once the server listens, before any request can arrive.
    url: '',
    requests: [],
    uploads: [],
    secrets: new Map(),
    secretChanges: [],
    queries: [],
    auth: { ...AUTH_DEFAULTS, ...options.auth },
    authPatches: [],
    fail: undefined,
    profile(dir) {
      const path = join(dir, 'stand-in-profile.json');
      writeFileSync(
        path,
        JSON.stringify({
          name: 'stand-in',
          api_url: api.url,
          dashboard_url: `${api.url}/dashboard`,
          // Nothing answers there: only `db push` would dial it (see deploy.test.ts).
          project_host: 'stand-in.invalid',
        }),
      );
      return path;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  async function route(request: IncomingMessage, raw: Buffer, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname}`;
    const type = request.headers['content-type'] ?? '';
    const body: unknown =
      type.startsWith('application/json') && raw.length > 0
        ? JSON.parse(raw.toString())
        : undefined;
    api.requests.push(`${request.method} ${url.pathname}${url.search}`);

    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return answer(response, 401, { message: 'Unauthorized' });
    }
    if (api.fail?.({ method: request.method ?? '', url: request.url ?? '', body })) {
      return answer(response, 500, { message: `the stand-in was told to fail ${route}` });
    }

    switch (route) {
      case `GET ${project}`:
        return answer(response, 200, {
          id: ref,
          ref,
          organization_id: 'stand-in-org',
          organization_slug: 'stand-in-org',
          name: 'portfolio',
          region: 'eu-west-1',
          created_at: '2026-01-01T00:00:00Z',
          status: 'ACTIVE_HEALTHY',
          database: {
            host: `db.${ref}.stand-in.invalid`,
            version: '17.4.1.054',
            postgres_engine: '17',
            release_channel: 'ga',
          },
        });
      case `GET ${project}/api-keys`:
        return answer(response, 200, [
          { name: 'default', type: 'publishable', api_key: 'sb_publishable_stand-in' },
          { name: 'default', type: 'secret', api_key: 'sb_secret_stand-in' },
        ]);
      case `GET ${project}/billing/addons`:
        return answer(response, 200, { selected_addons: [], available_addons: [] });
      case `GET /v2/projects/${ref}/config`:
        return answer(response, 200, {
          data: { type: 'project_config', id: ref, attributes: { auth: api.auth, api: postgrest } },
        });
      case `PATCH ${project}/postgrest`:
        Object.assign(postgrest, body);
        return answer(response, 200, postgrest);
      case `PATCH ${project}/config/auth`:
        api.authPatches.push(body as Record<string, unknown>);
        Object.assign(api.auth, body);
        return answer(response, 200, api.auth);
      case `POST ${project}/functions/deploy`: {
        const form = await new Response(new Uint8Array(raw), {
          headers: { 'Content-Type': type },
        }).formData();
        const slug = url.searchParams.get('slug') ?? '';
        const metadata = JSON.parse(String(form.get('metadata'))) as Record<string, unknown>;
        const files = form.getAll('file').map((file) => (file as File).name);
        api.uploads.push({ slug, metadata, files });
        versions += 1;
        return answer(response, 201, {
          id: `${slug}-id`,
          slug,
          name: slug,
          status: 'ACTIVE',
          version: versions,
          created_at: 1_767_225_600_000,
          updated_at: 1_767_225_600_000,
          verify_jwt: metadata.verify_jwt,
          entrypoint_path: metadata.entrypoint_path,
          import_map_path: metadata.import_map_path,
        });
      }
      case `POST ${project}/secrets`: {
        const set = Object.fromEntries(
          (body as { name: string; value: string }[]).map(({ name, value }) => [name, value]),
        );
        api.secretChanges.push({ set });
        for (const [name, value] of Object.entries(set)) api.secrets.set(name, value);
        return answer(response, 201, {});
      }
      case `DELETE ${project}/secrets`: {
        const unset = body as string[];
        api.secretChanges.push({ unset });
        for (const name of unset) api.secrets.delete(name);
        return answer(response, 200, {});
      }
      case `POST ${project}/database/query`: {
        const { query, read_only: readOnly = false } = body as {
          query: string;
          read_only?: boolean;
        };
        api.queries.push({ query, readOnly });
        if (!pg) return answer(response, 500, { message: 'the stand-in has no database' });
        try {
          return answer(response, 201, await runQuery(pg, query, readOnly));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return answer(response, 400, { message: `Failed to run sql query: ERROR: ${message}` });
        }
      }
      default:
        return answer(response, 404, { message: `the stand-in does not answer ${route}` });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  api.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return api;
}
