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
