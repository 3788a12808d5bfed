/**
 * Shared by every test that starts a local backend (the backend's own tests here and the
 * migration tests in `supabase/tests/`): one way to start a backend in memory on a free port, and
 * supabase-js clients that talk to it as a browser would.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './server';

export const TEST_JWT_SECRET = 'local-backend-test-secret-with-more-than-32-characters';
export const TEST_ADMIN = { email: 'admin@example.test', password: 'admin-password-for-tests' };

/**
 * A fresh backend: in memory, on a free port, with the migrations applied (a copy of the database
 * the CLI migrated once, local-backend/migrated-template.ts) and the admin seeded.
 * Owner emails are off unless asked for (`{ notifyOwner: true }` and where to send them), so a
 * test that only stores messages starts no function.
 */
export function startTestBackend(
  options: Partial<LocalBackendOptions> = {},
): Promise<LocalBackend> {
  return startLocalBackend({
    port: 0,
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    notifyOwner: false,
    // Each test client is its own visitor (uniqueAddress), as if the platform had seen it.
    trustCallerForwardedFor: true,
    // A copy of the database the CLI migrated once this run (supabase-cli.test.ts tests the push).
    fromMigratedTemplate: true,
    // The sweep of owner emails runs when a test asks for it, not at the top of a minute.
    scheduledJobsOnTheClock: false,
    ...options,
  });
}

let lastAddress = 0;

/**
 * A client address no other client in this test file has used. The flood guard counts messages
 * per X-Forwarded-For address, so each client gets its own and tests never trip it by accident.
 */
export function uniqueAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export interface ClientOptions {
  /** Defaults to a unique address. */
  address?: string;
  /** The API key the client sends; the publishable key by default, as the site sends it. */
  key?: string;
  /** A fixed access token instead of a session (supabase-js's `accessToken` option). */
  accessToken?: string;
}

/** A supabase-js client with no stored session, as a visitor's browser would create it. */
export function clientFor(backend: LocalBackend, options: ClientOptions = {}): SupabaseClient {
  const { address = uniqueAddress(), key = backend.publishableKey, accessToken } = options;
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js needs a WebSocket class on Node 20; these tests never open a realtime channel.
    realtime: { transport: class {} as never },
    global: { headers: { 'x-forwarded-for': address } },
    ...(accessToken === undefined ? {} : { accessToken: () => Promise.resolve(accessToken) }),
  });
}

/** A client signed in with email and password; throws when the backend refuses. */
export async function signedInClient(
  backend: LocalBackend,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = clientFor(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** What the contact form reports of a person who typed for 12 seconds. */
export const HUMAN_SIGNALS = { signal_honeypot: '', signal_fill_ms: 12_000, signal_touched: true };

/** A valid contact message, as the site's form sends it; tests change one field at a time. */
export function sampleMessage(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question',
    message: 'Hello, I would like to talk about a project.',
    ...HUMAN_SIGNALS,
    ...overrides,
  };
}

/** Stores a sample message (with `overrides`) as the contact form does, anonymously; its id. */
export async function storeMessage(
  backend: LocalBackend,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<string> {
  const id = randomUUID();
  const { error } = await clientFor(backend)
    .from('contact_messages')
    .insert(sampleMessage({ id, ...overrides }));
  if (error) throw error;
  return id;
}
