// @vitest-environment node
/**
 * The visit function's contract, called the way Supabase and the local backend call it: a web
 * Request in, a Response out. The project's database is a recorder standing in for PostgREST's
 * `/rest/v1/rpc/record_site_event` (the SQL itself is tested on real Postgres in supabase/tests/).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '../../../src/content/locales/index.ts';
import { createVisitHandler, ERRORS } from './handler.ts';

const DATABASE = 'http://database.test';
const SECRET_KEY = 'sb_secret_visit-test-key_000000000000000';
const PAGE = 'https://portfolio.example';
const URL_ = 'http://127.0.0.1:54321/functions/v1/visit';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MESSAGE_ID = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';

type Vars = Record<string, string | undefined>;
type DatabaseAnswer = { status: number; body?: unknown } | 'hang' | 'refuse';

interface Call {
  name: string;
  args: Record<string, unknown>;
  apikey: string | null;
}

/**
 * A handler whose environment is `vars` and whose database records each rpc call and answers
 * what `answer` says ('stored' by default).
 */
function visit(
  vars: Vars = {},
  answer: () => DatabaseAnswer = () => ({ status: 200, body: 'stored' }),
) {
  const env: Vars = {
    SUPABASE_URL: DATABASE,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    ...vars,
  };
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(DATABASE)) throw new Error(`unexpected call to ${url}`);
    calls.push({
      name: url.slice(`${DATABASE}/rest/v1/rpc/`.length),
      args: JSON.parse(String(init?.body)) as Record<string, unknown>,
      apikey: new Headers(init?.headers).get('apikey'),
    });
    const reply = answer();
    if (reply === 'refuse') throw new TypeError('connection refused');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  };
  const handler = createVisitHandler({
    env: (name) => env[name],
    fetch: fetchImpl,
    databaseTimeoutMs: 50,
  });
  return { handler, calls, call: (req: Request) => call(handler, req) };
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

async function call(handler: (req: Request) => Promise<Response>, req: Request): Promise<Answer> {
  const response = await handler(req);
  const text = await response.text();
  expect(text).not.toContain(SECRET_KEY);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Left null: an empty answer.
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** A beacon as navigator.sendBeacon sends a string: text/plain, the page's Origin, no key. */
function beacon(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: PAGE,
      'user-agent': CHROME,
      'x-forwarded-for': '198.51.100.4',
      ...headers,
    },
    body:
      typeof body === 'string'
        ? body
        : body instanceof Uint8Array
          ? (body as Uint8Array<ArrayBuffer>)
          : JSON.stringify(body),
  });
}

const PAGE_VIEW = { event: 'page_view', path: '/fr/', language: 'fr' };

/** The event the database was asked to store, for one beacon. */
async function storedEvent(body: unknown, headers: Record<string, string> = {}) {
  const { call, calls } = visit();
  const answer = await call(beacon(body, headers));
  expect(answer.status).toBe(204);
  expect(calls).toHaveLength(1);
  return calls[0]!.args;
}

/** console.error fails tests (src/test/setup.ts); the 503 paths log on purpose. */
function captureErrorLog() {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  return { lines, restore: () => spy.mockRestore() };
}

function expectBeaconCors(answer: Answer, origin = PAGE) {
  expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  expect(answer.headers.get('vary')).toBe('Origin');
  expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
}

describe('a beacon that counts', () => {
  it('is stored through record_site_event with the secret key, and answered 204 with nothing to read', async () => {
    const { call, calls } = visit();
    const answer = await call(
      beacon(
        {
          ...PAGE_VIEW,
          referrer: 'https://www.Google.com/search?q=web+developer',
        },
        { 'cf-ipcountry': 'MA' },
      ),
    );
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectBeaconCors(answer);
    expect(calls).toEqual([
      {
        name: 'record_site_event',
        apikey: SECRET_KEY,
        args: {
          client_address: '198.51.100.4',
          user_agent: CHROME,
          site: 'portfolio.example',
          event: {
            kind: 'page_view',
            path: '/fr/',
            language: 'fr',
            referrer: 'google.com',
            country: 'MA',
            target: null,
            message: null,
          },
        },
      },
    ]);
  });

  it('keys on the address the platform appended, not a forged first X-Forwarded-For entry', async () => {
    const args = await storedEvent(PAGE_VIEW, {
      'x-forwarded-for': '203.0.113.66, 198.51.100.4',
    });
    expect(args.client_address).toBe('198.51.100.4');
  });

  it("keys on the edge's cf-connecting-ip when it is there, and on one shared bucket without any", async () => {
    expect((await storedEvent(PAGE_VIEW, { 'cf-connecting-ip': '192.0.2.8' })).client_address).toBe(
      '192.0.2.8',
    );
    const req = beacon(PAGE_VIEW);
    req.headers.delete('x-forwarded-for');
    const { call, calls } = visit();
    expect((await call(req)).status).toBe(204);
    expect(calls[0]?.args.client_address).toBe('unknown');
  });

  it.each([
    ['MA', 'MA'],
    [' FR ', 'FR'],
    ['XX', null],
    ['T1', null],
    ['ma', null],
    ['MAR', null],
    ['', null],
  ])('takes the country from cf-ipcountry %j as %j', async (header, country) => {
    const args = await storedEvent(PAGE_VIEW, { 'cf-ipcountry': header });
    expect((args.event as { country: unknown }).country).toBe(country);
  });

  it('has no country without the header', async () => {
    expect(((await storedEvent(PAGE_VIEW)).event as { country: unknown }).country).toBeNull();
  });

  it.each([
    ['https://www.google.com/search?q=x', undefined, 'google.com'],
    ['https://L.Facebook.com/', undefined, 'l.facebook.com'],
    ['android-app://com.google.android.gm/', undefined, 'com.google.android.gm'],
    ['https://portfolio.example/en/', undefined, null],
    ['https://www.portfolio.example/en/', undefined, null],
    ['not a url', undefined, null],
    ['about:blank', undefined, null],
    ['', undefined, null],
    [undefined, undefined, null],
    ['https://www.google.com/', '  LinkedIn ', 'linkedin'],
    ['https://portfolio.example/en/', 'newsletter', 'newsletter'],
    [undefined, 'github', 'github'],
    [undefined, '   ', null],
    [`https://${'a'.repeat(250)}.example/`, undefined, null],
  ])('reduces the referrer %j with the source %j to %j', async (referrer, source, expected) => {
    const args = await storedEvent({ ...PAGE_VIEW, referrer, source });
    expect((args.event as { referrer: unknown }).referrer).toBe(expected);
  });

  it.each([
    ['Spring Sale!', 'spring-sale'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['s'.repeat(65), 's'.repeat(64)],
    ['a\u0000b', 'a-b'],
    ['\u202eevil.example', 'evil.example'],
    ['ＬｉｎｋｅｄＩｎ', 'linkedin'],
    ['---', null],
    ['\u200b', null],
  ])('normalises the source %j to %j: host-name characters only', async (source, expected) => {
    const args = await storedEvent({ ...PAGE_VIEW, source });
    expect((args.event as { referrer: unknown }).referrer).toBe(expected);
  });

  it("keeps a referrer only when it is a host name's characters", async () => {
    const args = await storedEvent({ ...PAGE_VIEW, referrer: 'https://_dmarc.example/' });
    expect((args.event as { referrer: unknown }).referrer).toBeNull();
  });

  it("counts a path as one of the site's home pages, or as the other pages", async () => {
    const paths: Record<string, string> = { '/': '/', '/index.html': '/', '/wp-admin/': '/*' };
    for (const { code } of locales.slice(1)) {
      paths[`/${code}`] = `/${code}/`;
      paths[`/${code}/index.html`] = `/${code}/`;
    }
    paths[`/${locales[0]!.code}/`] = '/*';
    paths['/%3Cscript%3E'] = '/*';
    for (const [path, counted] of Object.entries(paths)) {
      expect(((await storedEvent({ ...PAGE_VIEW, path })).event as { path: unknown }).path).toBe(
        counted,
      );
    }
  });

  it('names the site by the Origin host, lower-case with its port, else unknown', async () => {
    expect((await storedEvent(PAGE_VIEW, { origin: 'http://LOCALHOST:5173' })).site).toBe(
      'localhost:5173',
    );
    expect((await storedEvent(PAGE_VIEW, { origin: 'null' })).site).toBe('unknown');
    const req = beacon(PAGE_VIEW);
    req.headers.delete('origin');
    const { call, calls } = visit();
    expect((await call(req)).status).toBe(204);
    expect(calls[0]?.args.site).toBe('unknown');
  });

  it('passes the target and the message id on, and the language as the site spells it', async () => {
    const [base] = locales;
    expect(
      (
        await storedEvent({
          event: 'project_opened',
          path: '/',
          language: base!.code.toUpperCase(),
          target: 'restaurant-app_2',
        })
      ).event,
    ).toEqual({
      kind: 'project_opened',
      path: '/',
      language: base!.code,
      referrer: null,
      country: null,
      target: 'restaurant-app_2',
      message: null,
    });
    expect(
      (
        await storedEvent({
          event: 'message_sent',
          path: `/${locales.at(-1)!.code}/`,
          language: locales.at(-1)!.code,
          message: MESSAGE_ID.toUpperCase(),
        })
      ).event,
    ).toMatchObject({ kind: 'message_sent', message: MESSAGE_ID, target: null });
    for (const event of ['chat_opened', 'brief_started', 'language_switched']) {
      expect(
        ((await storedEvent({ event, path: '/en/', language: 'en' })).event as { kind: unknown })
          .kind,
      ).toBe(event);
    }
  });

  it('ignores fields it does not know, and reads null as absent', async () => {
    const args = await storedEvent({ ...PAGE_VIEW, screen: 1280, referrer: null, source: null });
    expect(args.event).toMatchObject({ kind: 'page_view', referrer: null });
  });

  it('hands the database at most 512 characters of user agent (it only hashes it)', async () => {
    const args = await storedEvent(PAGE_VIEW, { 'user-agent': `${CHROME} ${'x'.repeat(1000)}` });
    expect(args.user_agent).toBe(`${CHROME} ${'x'.repeat(1000)}`.slice(0, 512));
  });

  it('reads a beacon with any content type, or none', async () => {
    const req = beacon(PAGE_VIEW);
    req.headers.delete('content-type');
    const { call, calls } = visit();
    expect((await call(req)).status).toBe(204);
    expect(await storedEvent(PAGE_VIEW, { 'content-type': 'application/json' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it.each([['limited'], ['invalid']])(
    'answers 204 when the database answers %s: the page learns nothing to tune a flood with',
    async (outcome) => {
      const { call, calls } = visit({}, () => ({ status: 200, body: outcome }));
      expect((await call(beacon(PAGE_VIEW))).status).toBe(204);
      expect(calls).toHaveLength(1);
    },
  );

  it('counts nothing itself: every beacon of a burst reaches the database, which holds the limits', async () => {
    const { call, calls } = visit();
    for (let i = 0; i < 50; i += 1) expect((await call(beacon(PAGE_VIEW))).status).toBe(204);
    expect(calls).toHaveLength(50);
  });
});

describe('a beacon that is not stored', () => {
  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['both', { dnt: '1', 'sec-gpc': '1' }],
  ])('honours %s: 204, nothing sent to the database', async (_name, headers) => {
    const { call, calls } = visit();
    const answer = await call(beacon(PAGE_VIEW, headers));
    expect(answer.status).toBe(204);
    expectBeaconCors(answer);
    expect(calls).toEqual([]);
  });

  it('counts a browser that says DNT: 0 or sends no such header', async () => {
    const { call, calls } = visit();
    expect((await call(beacon(PAGE_VIEW, { dnt: '0', 'sec-gpc': '0' }))).status).toBe(204);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a crawler', 'Mozilla/5.0 (compatible; SemrushCrawler)'],
    ['a spider', 'Baiduspider/2.0'],
    ['Yahoo! Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp)'],
    ['headless Chrome', CHROME.replace('Chrome/', 'HeadlessChrome/')],
    ['Lighthouse', `${CHROME} Chrome-Lighthouse`],
    [
      'a link preview',
      'Mozilla/5.0 (Linux; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko; Google Web Preview) Chrome/41.0 Safari/537.36',
    ],
  ])('drops %s by its user agent: 204, nothing stored', async (_name, userAgent) => {
    const { call, calls } = visit();
    expect((await call(beacon(PAGE_VIEW, { 'user-agent': userAgent }))).status).toBe(204);
    expect(calls).toEqual([]);
  });
});

describe('a body the function refuses', () => {
  /** A page view padded with an ignored field to exactly `bytes` bytes of UTF-8. */
  const padded = (bytes: number, filler = 'x') => {
    const empty = JSON.stringify({ ...PAGE_VIEW, pad: '' });
    const fillerBytes = new TextEncoder().encode(filler).length;
    return JSON.stringify({
      ...PAGE_VIEW,
      pad: filler.repeat(Math.ceil((bytes - empty.length) / fillerBytes)),
    });
  };

  it('takes 2,048 bytes, and refuses 2,049 with 413 before reading on', async () => {
    const { call, calls } = visit();
    const fits = padded(2048);
    expect(new TextEncoder().encode(fits).length).toBe(2048);
    expect((await call(beacon(fits))).status).toBe(204);
    const over = await call(beacon(padded(2049)));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: ERRORS.tooLarge });
    expectBeaconCors(over);
    expect(calls).toHaveLength(1);
  });

  it('counts bytes, not characters', async () => {
    const { call, calls } = visit();
    const accented = padded(2050, 'é');
    expect(accented.length).toBeLessThan(2048);
    expect((await call(beacon(accented))).status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(JSON.stringify(PAGE_VIEW)));
        controller.close();
      },
    });
    const req = new Request(URL_, {
      method: 'POST',
      headers: { origin: PAGE, 'content-length': '100000' },
      body,
      duplex: 'half',
    } as RequestInit);
    const { call, calls } = visit();
    expect((await call(req)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    expect(calls).toEqual([]);
  });

  it('stops reading an endless body once it passes the limit', async () => {
    let sent = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 512;
        controller.enqueue(new Uint8Array(512).fill(32));
      },
      cancel() {
        cancelled = true;
      },
    });
    const req = new Request(URL_, {
      method: 'POST',
      headers: { origin: PAGE, 'content-type': 'text/plain;charset=UTF-8' },
      body,
      duplex: 'half',
    } as RequestInit);
    const { call, calls } = visit();
    const answer = await call(req);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: ERRORS.tooLarge });
    expect(sent).toBeLessThan(16 * 1024);
    expect(cancelled).toBe(true);
    expect(calls).toEqual([]);
  });

  it.each([
    ['text that is no JSON', 'event=page_view', ERRORS.notJson],
    ['an empty body', '', ERRORS.notJson],
    ['a JSON array', [PAGE_VIEW], ERRORS.notJson],
    ['JSON null', 'null', ERRORS.notJson],
    ['a JSON string', '"page_view"', ERRORS.notJson],
    ['bytes that are no UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), ERRORS.notJson],
    ['no event', { path: '/', language: 'en' }, ERRORS.event],
    ['an unknown event', { ...PAGE_VIEW, event: 'purchase' }, ERRORS.event],
    ['an event that is no text', { ...PAGE_VIEW, event: 1 }, ERRORS.event],
    ['no path', { event: 'page_view', language: 'en' }, ERRORS.path],
    ['a path without its slash', { ...PAGE_VIEW, path: 'fr/' }, ERRORS.path],
    ['a path with a query', { ...PAGE_VIEW, path: '/fr/?utm_source=x' }, ERRORS.path],
    ['a path with a fragment', { ...PAGE_VIEW, path: '/fr/#work' }, ERRORS.path],
    ['a path with a space', { ...PAGE_VIEW, path: '/fr /' }, ERRORS.path],
    ['a path not percent-encoded', { ...PAGE_VIEW, path: '/fr/café' }, ERRORS.path],
    ['a path of 201 characters', { ...PAGE_VIEW, path: `/${'a'.repeat(200)}` }, ERRORS.path],
    ['a URL for a path', { ...PAGE_VIEW, path: 'https://portfolio.example/' }, ERRORS.path],
    ['no language', { event: 'page_view', path: '/' }, ERRORS.language],
    ['a language name', { ...PAGE_VIEW, language: 'french' }, ERRORS.language],
    ['a language with an underscore', { ...PAGE_VIEW, language: 'pt_BR' }, ERRORS.language],
    ['a language the site is not in', { ...PAGE_VIEW, language: 'pt-BR' }, ERRORS.language],
    ['a language tag Intl cannot name', { ...PAGE_VIEW, language: 'en-a' }, ERRORS.language],
    ['a language tag with a made-up region', { ...PAGE_VIEW, language: 'en-12' }, ERRORS.language],
    ['a referrer that is no text', { ...PAGE_VIEW, referrer: 42 }, ERRORS.referrer],
    [
      'a referrer on another event',
      { event: 'chat_opened', path: '/', language: 'en', referrer: 'https://google.com/' },
      ERRORS.referrer,
    ],
    ['a source that is no text', { ...PAGE_VIEW, source: ['x'] }, ERRORS.source],
    [
      'a source on another event',
      { event: 'chat_opened', path: '/', language: 'en', source: 'linkedin' },
      ERRORS.source,
    ],
    ['a target on a page view', { ...PAGE_VIEW, target: 'web' }, ERRORS.target],
    [
      'a target with other characters',
      { event: 'project_opened', path: '/', language: 'en', target: 'my project' },
      ERRORS.target,
    ],
    [
      'a target of 65 characters',
      { event: 'brief_started', path: '/', language: 'en', target: 'a'.repeat(65) },
      ERRORS.target,
    ],
    ['a message_sent without its id', { ...PAGE_VIEW, event: 'message_sent' }, ERRORS.message],
    [
      'a message id that is no UUID',
      { ...PAGE_VIEW, event: 'message_sent', message: '42' },
      ERRORS.message,
    ],
    ['a message id on another event', { ...PAGE_VIEW, message: MESSAGE_ID }, ERRORS.message],
  ])('refuses %s with 400 naming what is wrong', async (_name, body, error) => {
    const { call, calls } = visit();
    const answer = await call(beacon(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expectBeaconCors(answer);
    expect(calls).toEqual([]);
  });

  it('names each field in its message', () => {
    for (const name of ['event', 'path', 'language', 'referrer', 'source', 'target', 'message']) {
      expect(ERRORS[name as keyof typeof ERRORS]).toContain(`"${name}"`);
    }
  });

  it('still tells a page in a browser with GPC on that a field is wrong', async () => {
    const { call } = visit();
    expect((await call(beacon({ ...PAGE_VIEW, path: 'x' }, { 'sec-gpc': '1' }))).status).toBe(400);
  });
});

describe('methods and CORS', () => {
  it.each([['GET'], ['PUT'], ['DELETE'], ['PATCH']])(
    'answers %s with 405 JSON, Allow and CORS',
    async (method) => {
      const { call, calls } = visit();
      const answer = await call(
        new Request(URL_, {
          method,
          headers: { origin: PAGE },
          body: method === 'GET' ? undefined : JSON.stringify(PAGE_VIEW),
        }),
      );
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ error: ERRORS.methodNotAllowed });
      expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
      expectBeaconCors(answer);
      expect(calls).toEqual([]);
    },
  );

  it('answers a preflight with 204 and the CORS headers, as the chat does', async () => {
    const { call } = visit();
    const answer = await call(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: {
          origin: PAGE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    expect(answer.status).toBe(204);
    expectBeaconCors(answer);
    expect(answer.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('echoes any page with credentials when every origin is allowed (a beacon is credentialed)', async () => {
    const { call } = visit();
    const answer = await call(beacon(PAGE_VIEW, { origin: 'https://Elsewhere.example' }));
    expect(answer.status).toBe(204);
    expectBeaconCors(answer, 'https://elsewhere.example');
  });

  it('answers `*` without credentials to a caller with no Origin (no browser)', async () => {
    const req = beacon(PAGE_VIEW);
    req.headers.delete('origin');
    const answer = await call(visit().handler, req);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  describe('with an allow-list (CHAT_ALLOWED_ORIGINS, as the deploy sets it)', () => {
    const LIST = { CHAT_ALLOWED_ORIGINS: `${PAGE}, https://www.portfolio.example` };

    it('stores a beacon from a page on the list and echoes that page', async () => {
      const { call, calls } = visit(LIST);
      const answer = await call(beacon(PAGE_VIEW, { origin: 'https://www.portfolio.example' }));
      expect(answer.status).toBe(204);
      expectBeaconCors(answer, 'https://www.portfolio.example');
      expect(calls[0]?.args.site).toBe('www.portfolio.example');
    });

    it.each([
      ['another page', { origin: 'https://copycat.example' }],
      ['no Origin at all', { origin: '' }],
    ])('refuses %s with 403 and stores nothing', async (_name, headers) => {
      const { call, calls } = visit(LIST);
      const req = beacon(PAGE_VIEW, headers);
      if (!headers.origin) req.headers.delete('origin');
      const answer = await call(req);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: ERRORS.originNotAllowed });
      // The list's first entry: a browser on another page cannot read the answer.
      expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(calls).toEqual([]);
    });

    it('refuses a preflight from another page with 403', async () => {
      const { call } = visit(LIST);
      const answer = await call(
        new Request(URL_, { method: 'OPTIONS', headers: { origin: 'https://copycat.example' } }),
      );
      expect(answer.status).toBe(403);
    });
  });
});

describe('when the database fails', () => {
  let log: ReturnType<typeof captureErrorLog> | undefined;
  afterEach(() => {
    log?.restore();
    log = undefined;
  });

  it.each([
    ['answers an error', () => ({ status: 500, body: { message: 'boom' } })],
    ['refuses the call', () => 'refuse' as const],
    ['does not answer in time', () => 'hang' as const],
    ['does not know the function yet', () => ({ status: 404, body: { code: 'PGRST202' } })],
  ] satisfies [string, () => DatabaseAnswer][])(
    'answers 503 JSON and logs one line when it %s',
    async (_name, answer) => {
      log = captureErrorLog();
      const { call } = visit({}, answer);
      const reply = await call(beacon(PAGE_VIEW));
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ error: ERRORS.unavailable });
      expectBeaconCors(reply);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatch(/^\[visit\] event not stored: /);
    },
  );

  it('answers 503 and says what is missing when the function has no database settings', async () => {
    log = captureErrorLog();
    const { call, calls } = visit({ SUPABASE_SECRET_KEYS: undefined });
    const reply = await call(beacon(PAGE_VIEW));
    expect(reply.status).toBe(503);
    expect(calls).toEqual([]);
    expect(log.lines).toEqual([expect.stringContaining('SUPABASE_SECRET_KEYS')]);
  });
});
