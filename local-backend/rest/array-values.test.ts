// @vitest-environment node
/**
 * A JSON array in a body reaches an array column as a Postgres array, as PostgREST reads bodies
 * (json_populate_record); a '{...}' literal string still works too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../server';
import { clientFor, sampleMessage, startTestBackend } from '../test-support';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

describe('array columns', () => {
  it.each([
    ['a JSON array', ['honeypot', 'untouched'], ['honeypot', 'untouched']],
    ['an empty JSON array', [], []],
    ['a Postgres array literal', '{honeypot}', ['honeypot']],
  ])('take %s', async (_label, value, stored) => {
    const service = clientFor(backend, { key: backend.serviceRoleKey });
    const { data, error } = await service
      .from('contact_messages')
      .insert(sampleMessage({ status: 'spam', spam_reasons: value }))
      .select('spam_reasons')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ spam_reasons: stored });
  });
});
