/**
 * What the attacks of `npm run bench:abuse` send, written once: a contact message with the
 * signals a real form sends (the attacker forges them), its POST as a visitor would send it, and
 * a wait for what the backend does in its own time (pg_net, the owner's email).
 */
import { randomUUID } from 'node:crypto';
import type { LocalBackend } from '../../local-backend/server';

/** A contact message with its own id; `overrides` change one field at a time. */
export function message(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    name: 'Mallory',
    email: 'mallory@example.com',
    subject: 'bench',
    message: 'Buy now',
    signal_honeypot: '',
    signal_fill_ms: 5000,
    signal_touched: true,
    ...overrides,
  };
}

/**
 * POSTs `body` to contact_messages with the publishable key, and `X-Forwarded-For:
 * forwardedFor` when given (a backend that trusts its caller takes it as the platform's); the
 * answer's status.
 */
export async function postMessage(
  backend: LocalBackend,
  body: unknown,
  forwardedFor?: string,
): Promise<number> {
  const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Whether `done` came true within `ms`, looking every 100 ms. */
export async function until(done: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done();
}
