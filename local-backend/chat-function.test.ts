// @vitest-environment node
/**
 * The real chat function (supabase/functions/chat/handler.ts) mounted by the local backend, as a
 * newcomer's `npm start` serves it: with no CHAT_API_KEY, the built-in responder answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { respond } from '../supabase/functions/chat/responder.ts';
import type { LocalBackend } from './server';
import { startTestBackend } from './test-support';

let backend: LocalBackend;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  // The function starts with this process's environment; keep this machine's own settings out.
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('CHAT_'))) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
  backend = await startTestBackend({ functionEnv: { CHAT_RATE_PER_MINUTE: '2' } });
  // Starting PGlite can take a while on a busy two-core machine.
}, 30_000);

afterAll(async () => {
  await backend?.close();
  Object.assign(process.env, saved);
});

it('answers a chat message from the built-in responder at /functions/v1/chat', async () => {
  const question = 'How much does a website cost?';
  const response = await fetch(`${backend.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:5173',
    },
    body: JSON.stringify({ message: question }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as {
    model: string;
    choices: { message: { content: string } }[];
  };
  expect(body.model).toBe('local-responder');
  expect(body.choices[0]?.message.content).toBe(respond(question, 'en'));
});

it('answers in the language of the page it is asked from, or the visitor’s own', async () => {
  const questions = [
    ['fr', 'Combien coûte une application mobile ?'],
    ['ar', 'كم يكلف تطبيق جوال؟'],
    ['en', 'Quels sont vos tarifs ?'],
  ] as const;
  for (const [index, [language, question]] of questions.entries()) {
    const response = await fetch(`${backend.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        // One address per question: each stays under CHAT_RATE_PER_MINUTE.
        'x-forwarded-for': `198.51.100.${70 + index}`,
      },
      body: JSON.stringify({ message: question, language }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toBe(respond(question, language));
  }
});

it('passes the function’s own errors through', async () => {
  const response = await fetch(`${backend.url}/functions/v1/chat`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ message: '   ' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: 'The message must be between 1 and 1000 characters.',
  });
});

it('limits a visitor’s turns in Postgres, where every instance of the function sees them', async () => {
  const address = '198.51.100.61';
  const ask = () =>
    fetch(`${backend.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ message: 'Hi' }),
    });
  expect((await ask()).status).toBe(200);
  expect((await ask()).status).toBe(200);
  const limited = await ask();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

  const { rows } = await backend.db.pg.query<{ count: number }>(
    `select count(*)::int as count from private.chat_turns
      where address_digest = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [address],
  );
  expect(rows[0]?.count).toBe(2);
});
