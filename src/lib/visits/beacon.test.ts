import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counts, IGNORE_THIS_BROWSER_KEY, sendVisit, visitBody } from './beacon';

const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
const supabaseUrl = String(import.meta.env.VITE_SUPABASE_URL).replace(/\/+$/, '');
const ownerSessionKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

function setPrivacy({ dnt = null, gpc }: { dnt?: string | null; gpc?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  setPrivacy({});
  localStorage.clear();
  document.documentElement.lang = 'fr';
  window.history.replaceState(null, '', '/fr/?utm_source=LinkedIn&x=1#about');
});

afterEach(() => {
  sendBeacon.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the visit beacon', () => {
  it('posts one text body to the visit function, with no key and nothing stored', () => {
    const before = { cookie: document.cookie, storage: localStorage.length };
    sendVisit('page_view');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(`${supabaseUrl}/functions/v1/visit`);
    // A string body goes as text/plain: a CORS simple request, no preflight, no headers of ours.
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toEqual({
      event: 'page_view',
      path: '/fr/',
      language: 'fr',
      source: 'LinkedIn',
    });
    expect(body).not.toContain(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY);
    expect({ cookie: document.cookie, storage: localStorage.length }).toEqual(before);
  });

  it('sends the referrer and the source only with the page view', () => {
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.google.com/search?q=karim',
      configurable: true,
    });
    expect(JSON.parse(visitBody('page_view'))).toMatchObject({
      referrer: 'https://www.google.com',
    });
    expect(JSON.parse(visitBody('project_opened', { target: 'shop' }))).toEqual({
      event: 'project_opened',
      path: '/fr/',
      language: 'fr',
      target: 'shop',
    });
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('names the message a message_sent event is about', () => {
    const id = '0b8f4c1e-7a44-4d8e-9a5e-2f7b1c9d3e11';
    expect(JSON.parse(visitBody('message_sent', { message: id }))).toMatchObject({ message: id });
  });

  it('takes ?ref= when there is no utm_source, and cuts a long one', () => {
    window.history.replaceState(null, '', `/?ref=${'x'.repeat(100)}`);
    expect(JSON.parse(visitBody('page_view')).source).toBe('x'.repeat(64));
  });

  it('sends nothing when the browser asks not to be tracked (DNT or GPC)', () => {
    setPrivacy({ dnt: '1' });
    sendVisit('page_view');
    setPrivacy({ gpc: true });
    sendVisit('chat_opened');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(counts()).toBe(false);
  });

  it("does not count the owner: signed in here, or 'Don't count this browser' on", () => {
    localStorage.setItem(ownerSessionKey, '{}');
    sendVisit('page_view');
    localStorage.clear();
    localStorage.setItem(IGNORE_THIS_BROWSER_KEY, '1');
    sendVisit('page_view');
    expect(sendBeacon).not.toHaveBeenCalled();
    localStorage.clear();
    sendVisit('page_view');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('counts a browser whose storage is blocked', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(counts()).toBe(true);
    getItem.mockRestore();
  });

  it('never throws when the browser refuses the beacon', () => {
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('over quota');
    });
    expect(() => sendVisit('page_view')).not.toThrow();
  });
});
