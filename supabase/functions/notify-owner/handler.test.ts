import { describe, expect, it } from 'vitest';
import { chunkedBody } from '../_test/chunkedBody.ts';
import { createNotifyOwnerHandler, ERRORS } from './handler.ts';

const SECRET = 'notify-owner-handler-test-secret-000000';
const handler = createNotifyOwnerHandler({
  env: (name) => ({ NOTIFY_WEBHOOK_SECRET: SECRET })[name],
});

const post = (body: BodyInit, secret = SECRET) =>
  new Request('http://127.0.0.1:54321/functions/v1/notify-owner', {
    method: 'POST',
    headers: { 'x-notify-secret': secret },
    body,
    duplex: 'half',
  } as RequestInit);

describe('the notify-owner body', () => {
  it('is read only up to 4 KiB: a chunked megabyte gets 413', async () => {
    const body = chunkedBody(1024 * 1024, 1024, 0x20);
    const answer = await handler(post(body.stream));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: ERRORS.tooLarge });
    expect(body.sent()).toBeLessThanOrEqual(4096 + 2048);
  });

  it('is not read at all without the secret', async () => {
    const body = chunkedBody(1024 * 1024, 1024, 0x20);
    const answer = await handler(post(body.stream, 'wrong'));
    expect(answer.status).toBe(401);
    expect(body.sent()).toBeLessThanOrEqual(1024);
  });

  it('answers 400 when it is not one of the calls the database makes', async () => {
    const answer = await handler(post('{"message_id": "not-a-uuid"}'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: ERRORS.badBody });
  });
});

describe('the morning email of follow-ups', () => {
  /** A handler whose database and email API are a recorder that answers the claim given. */
  function morningHandler(now: string, claim: unknown, timeZone = 'Europe/Paris') {
    const calls: { url: string; body: unknown }[] = [];
    const fetchFake: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
      if (url.endsWith('/rpc/claim_follow_up_email')) return Response.json(claim);
      if (url.endsWith('/emails')) return Response.json({ id: 'email-1' });
      return new Response(null, { status: 204 });
    };
    const settings: Record<string, string> = {
      NOTIFY_WEBHOOK_SECRET: SECRET,
      SUPABASE_URL: 'http://db.test',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      EMAIL_API_URL: 'http://mail.test',
      EMAIL_API_KEY: 'mail-key',
      NOTIFY_EMAIL_TO: 'owner@example.dev',
      NOTIFY_TIME_ZONE: timeZone,
      NOTIFY_HOURLY_LIMIT: '7',
    };
    const run = createNotifyOwnerHandler({
      env: (name) => settings[name],
      fetch: fetchFake,
      now: () => new Date(now),
    });
    return { run, calls };
  }

  it('asks the database for nothing outside the owner’s morning', async () => {
    // 06:05 UTC is 07:05 in Paris.
    const { run, calls } = morningHandler('2026-11-30T06:05:00Z', { action: 'none' });
    const answer = await run(post('{"follow_ups": true}'));
    expect(await answer.json()).toEqual({ followUps: 'not_morning' });
    expect(calls).toEqual([]);
  });

  it('claims the owner’s day under the hourly limit, sends, and records it', async () => {
    const lead = {
      id: '7d3c1f0e-0000-4000-8000-000000000001',
      name: 'Ada',
      subject: 'A shop',
      created_at: '2026-11-27T07:00:00Z',
      stage: 'new',
      stage_changed_at: null,
      deal_value: null,
      deal_currency: null,
      why: 'no_reply',
      waiting_since: '2026-11-27T07:00:00Z',
    };
    // 23:05 UTC on the 29th is 08:05 on the 30th in Tokyo.
    const { run, calls } = morningHandler(
      '2026-11-29T23:05:00Z',
      { action: 'send', day: '2026-11-30', total: 1, leads: [lead] },
      'Asia/Tokyo',
    );
    const answer = await run(post('{"follow_ups": true}'));
    expect(await answer.json()).toEqual({ followUps: 'sent' });
    expect(calls.map((call) => call.url)).toEqual([
      'http://db.test/rest/v1/rpc/claim_follow_up_email',
      'http://mail.test/emails',
      'http://db.test/rest/v1/rpc/finish_follow_up_email',
    ]);
    expect(calls[0]!.body).toEqual({ local_day: '2026-11-30', hourly_limit: 7 });
    expect(calls[1]!.body).toMatchObject({ subject: '1 lead is waiting for you' });
    expect(calls[2]!.body).toEqual({ local_day: '2026-11-30' });
  });

  it('sends nothing when the database says the day had its email', async () => {
    const { run, calls } = morningHandler('2026-11-30T08:05:00Z', { action: 'done' });
    expect(await (await run(post('{"follow_ups": true}'))).json()).toEqual({ followUps: 'done' });
    expect(calls.map((call) => call.url)).toEqual([
      'http://db.test/rest/v1/rpc/claim_follow_up_email',
    ]);
  });
});
