// @vitest-environment node
/**
 * The local mailbox over real HTTP: it takes `POST /emails` as Resend does (same validation, same
 * error shape), lists what it got as JSON and on a web page where nothing from a mail can run,
 * and can be told to fail the way a provider outage would.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../http';
import { EMPTY_STATE } from './page';
import { startMailbox, type Mailbox, type ReceivedEmail } from './server';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox({ port: 0 });
});

afterAll(async () => {
  await mailbox?.close();
});

beforeEach(() => {
  mailbox.clear();
  mailbox.failNext(500, 0);
});

const VALID = {
  from: 'Portfolio <notifications@example.test>',
  to: 'owner@example.test',
  subject: 'New contact message',
  text: 'Hello,\nsomeone wrote to you.',
};

function post(body: unknown, key: string | null = 're_test_key'): Promise<Response> {
  return fetch(`${mailbox.url}/emails`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function listed(): Promise<ReceivedEmail[]> {
  const res = await fetch(`${mailbox.url}/api/emails`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReceivedEmail[];
}

async function page(): Promise<string> {
  const res = await fetch(`${mailbox.url}/`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return res.text();
}

it('listens on 127.0.0.1', () => {
  expect(mailbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

describe('POST /emails', () => {
  it('stores a valid mail and answers its id', async () => {
    const res = await post({ ...VALID, html: '<p>Hello</p>', cc: ['a@example.test'] });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const [email, ...others] = await listed();
    expect(others).toEqual([]);
    expect(email).toEqual({
      id,
      received_at: expect.any(String),
      from: VALID.from,
      to: ['owner@example.test'],
      subject: VALID.subject,
      text: VALID.text,
      html: '<p>Hello</p>',
      cc: ['a@example.test'],
    });
    expect(new Date(email!.received_at).toISOString()).toBe(email!.received_at);
    expect(mailbox.emails()).toEqual([email]);
  });

  it('normalises reply_to, cc and bcc given as strings to arrays', async () => {
    await post({ ...VALID, reply_to: 'visitor@example.test', bcc: 'b@example.test' });
    const [email] = mailbox.emails();
    expect(email?.reply_to).toEqual(['visitor@example.test']);
    expect(email?.bcc).toEqual(['b@example.test']);
  });

  it('keeps arrays of recipients and accepts an HTML part alone', async () => {
    const res = await post({
      from: VALID.from,
      to: ['one@example.test', 'two@example.test'],
      subject: 'Hi',
      html: '<b>Hi</b>',
      reply_to: ['x@example.test', 'y@example.test'],
    });
    expect(res.status).toBe(200);
    const [email] = mailbox.emails();
    expect(email?.to).toEqual(['one@example.test', 'two@example.test']);
    expect(email?.reply_to).toEqual(['x@example.test', 'y@example.test']);
    expect(email).not.toHaveProperty('text');
  });

  it('lists newest first over HTTP and oldest first from emails()', async () => {
    for (const subject of ['first', 'second', 'third']) await post({ ...VALID, subject });
    expect((await listed()).map((email) => email.subject)).toEqual(['third', 'second', 'first']);
    expect(mailbox.emails().map((email) => email.subject)).toEqual(['first', 'second', 'third']);
  });

  it.each([
    ['no Authorization header', null],
    ['an empty Bearer key', ''],
    ['a blank Bearer key', '   '],
  ])('answers 401 for %s', async (_case, key) => {
    const res = await post(VALID, key);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      statusCode: 401,
      name: 'missing_api_key',
      message: expect.any(String),
    });
    expect(mailbox.emails()).toEqual([]);
  });

  it('answers 401 for a non-Bearer Authorization header', async () => {
    const res = await fetch(`${mailbox.url}/emails`, {
      method: 'POST',
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
      body: JSON.stringify(VALID),
    });
    expect(res.status).toBe(401);
  });

  const without = (field: keyof typeof VALID) =>
    Object.fromEntries(Object.entries(VALID).filter(([name]) => name !== field));
  it.each<[string, unknown]>([
    ['invalid JSON', '{"from": '],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['no from', without('from')],
    ['an empty from', { ...VALID, from: '' }],
    ['no to', without('to')],
    ['an empty to array', { ...VALID, to: [] }],
    ['an empty address in to', { ...VALID, to: ['owner@example.test', ''] }],
    ['no subject', without('subject')],
    ['a blank subject', { ...VALID, subject: '  ' }],
    ['neither text nor html', without('text')],
    ['a number as subject', { ...VALID, subject: 42 }],
    ['an object as from', { ...VALID, from: { email: 'a@example.test' } }],
    ['a number in to', { ...VALID, to: ['owner@example.test', 7] }],
    ['a non-string text', { ...VALID, text: ['Hello'] }],
    ['a non-string html', { ...VALID, html: 1 }],
    ['a non-string reply_to', { ...VALID, reply_to: true }],
    ['CR LF in subject', { ...VALID, subject: 'Hi\r\nBcc: victim@example.test' }],
    ['LF in subject', { ...VALID, subject: 'Hi\nthere' }],
    ['CR in from', { ...VALID, from: 'a@example.test\rX: y' }],
    ['LF in to', { ...VALID, to: 'owner@example.test\nBcc: victim@example.test' }],
    ['LF in reply_to', { ...VALID, reply_to: 'visitor@example.test\nBcc: victim@example.test' }],
    ['CR in a reply_to array', { ...VALID, reply_to: ['ok@example.test', 'bad@example.test\r'] }],
    ['LF in cc', { ...VALID, cc: ['c@example.test\n'] }],
    ['LF in bcc', { ...VALID, bcc: 'b@example.test\n' }],
  ])('answers 422 for %s', async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toEqual({
      statusCode: 422,
      name: 'validation_error',
      message: expect.any(String),
    });
    expect(answer.message).not.toBe('');
    expect(mailbox.emails()).toEqual([]);
  });

  it('keeps line breaks in the text and HTML parts', async () => {
    const res = await post({ ...VALID, text: 'a\r\nb', html: '<p>a</p>\n<p>b</p>' });
    expect(res.status).toBe(200);
  });

  it('answers 413 for a body over 1 MB and keeps serving', async () => {
    const res = await post({ ...VALID, text: 'x'.repeat(MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413 });
    expect((await post(VALID)).status).toBe(200);
  });

  it('keeps only the newest 500 mails', async () => {
    for (let i = 0; i < 505; i += 1) {
      expect((await post({ ...VALID, subject: `mail ${i}` })).status).toBe(200);
    }
    const emails = mailbox.emails();
    expect(emails).toHaveLength(500);
    expect(emails[0]?.subject).toBe('mail 5');
    expect(emails[499]?.subject).toBe('mail 504');
  });
});

describe('failNext', () => {
  it('fails the next requests with the given status, then stores again', async () => {
    mailbox.failNext(500, 2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await post(VALID);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        statusCode: 500,
        name: 'internal_server_error',
        message: 'The local mailbox was told to fail',
      });
    }
    expect(mailbox.emails()).toEqual([]);
    expect((await post(VALID)).status).toBe(200);
    expect(mailbox.emails()).toHaveLength(1);
  });

  it('fails once by default, with the error name Resend uses for the status', async () => {
    mailbox.failNext(429);
    const res = await post(VALID);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ statusCode: 429, name: 'rate_limit_exceeded' });
    expect((await post(VALID)).status).toBe(200);
  });

  it('refuses a status that is not an HTTP error', () => {
    expect(() => mailbox.failNext(200)).toThrow(RangeError);
    expect(() => mailbox.failNext(500, -1)).toThrow(RangeError);
  });
});

describe('the page', () => {
  it('shows the empty state', async () => {
    const html = await page();
    expect(html).toContain('<title>Local mailbox</title>');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain(EMPTY_STATE);
    expect(EMPTY_STATE).toBe(
      "No emails yet. Send a message through the contact form and the owner's notification appears here.",
    );
  });

  it('lists mails newest first with every value escaped', async () => {
    await post({ ...VALID, subject: 'older mail' });
    await post({
      from: 'Site <n@example.test>',
      to: ['owner@example.test'],
      subject: '<script>alert(1)</script>',
      reply_to: '"Eve" <eve@example.test>',
      text: 'Hi <img src=x onerror=alert(2)> & bye',
      html: '<script>alert(3)</script>',
    });
    const html = await page();

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(2)&gt; &amp; bye');
    expect(html).toContain('Site &lt;n@example.test&gt;');
    expect(html).toContain('&quot;Eve&quot; &lt;eve@example.test&gt;');
    expect(html).toContain('owner@example.test');
    expect(html).toContain('Reply-To');
    expect(html).not.toContain(EMPTY_STATE);
    expect(html.indexOf('alert(1)')).toBeLessThan(html.indexOf('older mail'));

    const [newest] = await listed();
    expect(html).toContain(`href="/emails/${newest!.id}"`);
    const time = newest!.received_at.replace('T', ' ').slice(0, 19);
    expect(html).toContain(`${time} UTC`);
  });

  it('shows the plain-text part in a <pre>, first newline included', async () => {
    await post({ ...VALID, text: '\nline one\nline two' });
    expect(await page()).toContain('<pre>\n\nline one\nline two</pre>');
  });

  it('serves the HTML part sandboxed', async () => {
    await post({ ...VALID, html: '<p onclick="alert(1)">Hello</p><script>alert(2)</script>' });
    const [email] = mailbox.emails();
    const res = await fetch(`${mailbox.url}/emails/${email!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(await res.text()).toBe('<p onclick="alert(1)">Hello</p><script>alert(2)</script>');
  });

  it('answers 404 for an unknown mail or one with no HTML part', async () => {
    await post(VALID);
    const [textOnly] = mailbox.emails();
    for (const id of [textOnly!.id, crypto.randomUUID()]) {
      const res = await fetch(`${mailbox.url}/emails/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, name: 'not_found' });
    }
  });
});

describe('routing', () => {
  it.each(['/nothing', '/api', '/api/emails/x', '/emails/a/b', '/emails/'])(
    'answers 404 JSON for %s',
    async (path) => {
      const res = await fetch(`${mailbox.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toMatchObject({ statusCode: 404, name: 'not_found' });
    },
  );

  it.each([
    ['GET', '/emails'],
    ['PUT', '/emails'],
    ['POST', '/api/emails'],
    ['POST', '/'],
    ['DELETE', '/'],
  ])('answers 405 JSON for %s %s', async (method, path) => {
    const res = await fetch(`${mailbox.url}${path}`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBeTruthy();
    expect(await res.json()).toMatchObject({ statusCode: 405, name: 'method_not_allowed' });
  });

  it('ignores a query string', async () => {
    expect((await fetch(`${mailbox.url}/api/emails?limit=1`)).status).toBe(200);
  });
});

describe('clearing', () => {
  it('DELETE /api/emails empties the mailbox', async () => {
    await post(VALID);
    const res = await fetch(`${mailbox.url}/api/emails`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await listed()).toEqual([]);
    expect(mailbox.emails()).toEqual([]);
  });

  it('clear() empties the mailbox', async () => {
    await post(VALID);
    mailbox.clear();
    expect(await listed()).toEqual([]);
    expect(await page()).toContain(EMPTY_STATE);
  });

  it('emails() hands out copies', async () => {
    await post(VALID);
    mailbox.emails()[0]!.to.push('intruder@example.test');
    expect(mailbox.emails()[0]?.to).toEqual(['owner@example.test']);
  });
});

it('answers a malformed HTTP request with 400 and keeps serving', async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(mailbox.url).port), '127.0.0.1', () => {
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400/);
  expect((await fetch(`${mailbox.url}/api/emails`)).status).toBe(200);
});

it('closes with a keep-alive connection open, and frees its port', async () => {
  const other = await startMailbox({ port: 0 });
  expect((await fetch(`${other.url}/api/emails`)).status).toBe(200);
  await other.close();
  await expect(fetch(`${other.url}/api/emails`)).rejects.toThrow();
});
