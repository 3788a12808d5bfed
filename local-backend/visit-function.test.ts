// @vitest-environment node
/**
 * The real visit function (supabase/functions/visit/handler.ts) mounted by the local backend, as
 * `npm start` serves it: a beacon sent the way navigator.sendBeacon sends a string (a text/plain
 * POST with no key and no header of the page's choosing) is stored through
 * public.record_site_event in private.site_events, keyed for the day, with neither the address
 * nor the user agent. The backend acts as the platform's proxy does: a caller's own
 * cf-connecting-ip or cf-ipcountry never reaches the function.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales } from '../src/content/locales/index.ts';
import { localeHomePath } from '../src/lib/paths.ts';
import { asPlatformProxy } from './client-address';
import type { LocalBackend } from './server';
import { clientFor, sampleMessage, startTestBackend } from './test-support';

let backend: LocalBackend;

const PAGE = 'http://127.0.0.1:5173';
const MESSAGE_ID = '5b0e4c1a-7d2f-4e8b-9c3a-6f1d2e3a4b5c';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * What a page's script sets on a beacon: for `navigator.sendBeacon(url, string)`, only the
 * content type the browser gives a string body. Origin, User-Agent, DNT and Sec-GPC are the
 * browser's own, not the page's.
 */
const BEACON_HEADERS = { 'content-type': 'text/plain;charset=UTF-8' };

/** What the browser adds itself to every cross-origin beacon. */
const BROWSER_HEADERS = { origin: PAGE, 'user-agent': CHROME };

/**
 * Whether a browser sends a request with these page-set headers without a preflight (the Fetch
 * standard's CORS-safelisted method and request headers): the beacon must be one, since
 * sendBeacon never waits for a preflight's answer before the page unloads.
 */
function isCorsSimpleRequest(method: string, pageHeaders: Record<string, string>): boolean {
  if (!['GET', 'HEAD', 'POST'].includes(method)) return false;
  return Object.entries(pageHeaders).every(([name, value]) => {
    if (value.length > 128) return false;
    switch (name.toLowerCase()) {
      case 'accept':
      case 'accept-language':
      case 'content-language':
        return true;
      case 'content-type': {
        const essence = value.split(';')[0]!.trim().toLowerCase();
        return ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(
          essence,
        );
      }
      default:
        return false;
    }
  });
}

/** Sends a beacon as the browser would; `headers` are the browser's or a forger's extras. */
function sendBeacon(body: unknown, headers: Record<string, string> = {}, on = backend) {
  return fetch(`${on.url}/functions/v1/visit`, {
    method: 'POST',
    headers: { ...BEACON_HEADERS, ...BROWSER_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface StoredEvent {
  day: string;
  visitor: string;
  kind: string;
  path: string;
  language: string;
  referrer: string | null;
  country: string | null;
  target: string | null;
}

/** The events stored since the test began (each test starts from none). */
async function storedEvents(): Promise<StoredEvent[]> {
  const { rows } = await backend.db.pg.query<StoredEvent>(
    `select day::text, visitor, kind, path, language, referrer, country, target
       from private.site_events order by occurred_at, id`,
  );
  return rows;
}

beforeAll(async () => {
  // As on the platform: the proxy appends the address it saw, and drops the edge's headers a
  // caller wrote itself.
  backend = await startTestBackend({ trustCallerForwardedFor: false });
});

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  await backend.db.pg.exec('delete from private.site_events');
});

describe('a beacon to /functions/v1/visit', () => {
  it('is a CORS simple request: text/plain, no key, no header of the page’s own', () => {
    expect(isCorsSimpleRequest('POST', BEACON_HEADERS)).toBe(true);
    // What would need a preflight, which a beacon does not wait for:
    expect(isCorsSimpleRequest('POST', { ...BEACON_HEADERS, apikey: 'sb_publishable_x' })).toBe(
      false,
    );
    expect(isCorsSimpleRequest('POST', { authorization: 'Bearer x' })).toBe(false);
    expect(isCorsSimpleRequest('POST', { 'content-type': 'application/json' })).toBe(false);
  });

  it('is stored with no apikey, answered 204 with CORS for the page, no preflight first', async () => {
    const path = '/fr/';
    const response = await sendBeacon({
      event: 'page_view',
      path,
      language: 'fr',
      referrer: 'https://www.google.com/search?q=developer',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');

    const events = await storedEvents();
    expect(events).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        visitor: expect.stringMatching(/^[0-9a-f]{64}$/),
        kind: 'page_view',
        path,
        language: 'fr',
        referrer: 'google.com',
        country: null,
        target: null,
      },
    ]);
  });

  it('keeps neither the address nor the user agent, only the day’s key', async () => {
    const path = '/';
    expect((await sendBeacon({ event: 'page_view', path, language: 'en' })).status).toBe(204);
    const { rows } = await backend.db.pg.query<Record<string, unknown>>(
      'select * from private.site_events',
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Chrome');
  });

  it('counts the same browser as one visitor on the same day', async () => {
    const page = locales.at(-1)!;
    const path = localeHomePath(page);
    for (const event of ['page_view', 'chat_opened']) {
      expect((await sendBeacon({ event, path, language: page.code })).status).toBe(204);
    }
    const events = await storedEvents();
    expect(events.map((event) => event.kind)).toEqual(['page_view', 'chat_opened']);
    expect(new Set(events.map((event) => event.visitor)).size).toBe(1);
  });

  it('stores every event the page sends; a message sent is a lead with what its sender did', async () => {
    const path = '/';
    const { error } = await clientFor(backend)
      .from('contact_messages')
      .insert({
        id: MESSAGE_ID,
        ...sampleMessage(),
      });
    expect(error).toBeNull();
    const beacons = [
      { event: 'page_view', source: 'LinkedIn' },
      { event: 'project_opened', target: 'restaurant-app' },
      { event: 'chat_opened' },
      { event: 'brief_started', target: 'website' },
      { event: 'language_switched', target: locales.at(-1)!.code },
      { event: 'message_sent', message: MESSAGE_ID },
    ];
    for (const beacon of beacons) {
      expect((await sendBeacon({ ...beacon, path, language: 'en' })).status).toBe(204);
    }
    expect(
      (await storedEvents()).map(({ kind, referrer, target }) => ({ kind, referrer, target })),
    ).toEqual([
      { kind: 'page_view', referrer: 'linkedin', target: null },
      { kind: 'project_opened', referrer: null, target: 'restaurant-app' },
      { kind: 'chat_opened', referrer: null, target: null },
      { kind: 'brief_started', referrer: null, target: 'website' },
      { kind: 'language_switched', referrer: null, target: locales.at(-1)!.code },
      { kind: 'message_sent', referrer: null, target: null },
    ]);
    const { rows } = await backend.db.pg.query(
      `select opened_chat, projects, services from private.site_leads where message_id = $1`,
      [MESSAGE_ID],
    );
    expect(rows).toEqual([
      { opened_chat: true, projects: ['restaurant-app'], services: ['website'] },
    ]);
  });

  it('takes no country or address a caller writes itself (only the platform’s edge sets them)', async () => {
    const path = '/';
    const response = await sendBeacon(
      { event: 'page_view', path, language: 'en' },
      { 'cf-ipcountry': 'FR', 'cf-connecting-ip': '203.0.113.9' },
    );
    expect(response.status).toBe(204);
    expect((await storedEvents()).map((event) => event.country)).toEqual([null]);
  });

  it('stores nothing for Do Not Track or Global Privacy Control, and still answers 204', async () => {
    const path = '/';
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await sendBeacon({ event: 'page_view', path, language: 'en' }, header);
      expect(response.status).toBe(204);
    }
    expect(await storedEvents()).toEqual([]);
  });

  it('passes the function’s refusals through: 400 naming the field, 413, 405', async () => {
    const wrong = await sendBeacon({ event: 'page_view', path: 'no-slash', language: 'en' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining('"path"') });

    const large = await sendBeacon(
      JSON.stringify({ event: 'page_view', path: '/', language: 'en', pad: 'x'.repeat(3000) }),
    );
    expect(large.status).toBe(413);

    const get = await fetch(`${backend.url}/functions/v1/visit`, { headers: BROWSER_HEADERS });
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe(PAGE);
  });
});

describe('the local proxy and the edge’s headers', () => {
  it('drops a caller’s cf-ipcountry and cf-connecting-ip, as the platform’s edge overwrites them', () => {
    const headers = asPlatformProxy(
      { 'cf-ipcountry': 'FR', 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' },
      '127.0.0.2',
      false,
    );
    expect(headers).toEqual({ 'x-forwarded-for': '1.2.3.4, 127.0.0.2' });
  });

  it('keeps them when the backend trusts its caller (tests acting as the platform)', () => {
    expect(
      asPlatformProxy({ 'cf-ipcountry': 'MA', 'x-forwarded-for': '1.2.3.4' }, '127.0.0.2', true),
    ).toEqual({ 'cf-ipcountry': 'MA', 'x-forwarded-for': '1.2.3.4' });
  });
});
