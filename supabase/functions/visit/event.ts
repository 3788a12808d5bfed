import { locales } from '../../../src/content/locales/index.ts';
import { countedPagePath } from '../../../src/lib/paths.ts';
import { UUID_PATTERN } from '../../../src/shared/messageId.ts';
import { VISIT_EVENTS, type VisitEvent } from '../../../src/shared/visitEvents.ts';

/**
 * What a beacon may say, and what the function keeps of the request it came in. The page sends
 * `{ "event", "path", "language", "referrer"?, "source"?, "target"?, "message"? }` as text/plain
 * (navigator.sendBeacon); every field is checked here, so the database gets only values it can
 * store as they are. Fields the page may add later are ignored; a field that is there but wrong
 * is refused with a message naming it.
 */

/** The events a `target` belongs to: the project opened, the service briefed, the language chosen. */
const TARGETED: readonly VisitEvent[] = ['project_opened', 'brief_started', 'language_switched'];

export const MAX_BODY_BYTES = 2048;
export const MAX_PATH_LENGTH = 200;
export const MAX_SOURCE_LENGTH = 64;

/** The site's languages by their code in lower case: a beacon names one of them. */
const SITE_LANGUAGES = new Map(locales.map(({ code }) => [code.toLowerCase(), code]));
const TARGET = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A pathname as `location.pathname` gives it: percent-encoded, so printable ASCII with no space;
 * no query, no fragment.
 */
const PATH = /^\/[!-~]*$/;
const QUERY_OR_FRAGMENT = /[?#]/;
/** The longest host name DNS allows, and the longest referrer the database keeps. */
const MAX_HOST_LENGTH = 253;
/** What the database keeps of a referrer: the characters of a host name (or an IPv6 literal). */
const HOST = /^[a-z0-9[][a-z0-9._:[\]-]*$/;

export const ERRORS = {
  tooLarge: `The body must be at most ${MAX_BODY_BYTES.toLocaleString('en')} bytes.`,
  notJson:
    'The body must be a JSON object such as {"event": "page_view", "path": "/", "language": "en"}.',
  event: `The "event" must be one of ${VISIT_EVENTS.map((kind) => `"${kind}"`).join(', ')}.`,
  path: `The "path" must be the page's path (location.pathname): starting with "/", without query or fragment, at most ${MAX_PATH_LENGTH} characters.`,
  language: `The "language" must be the page's language: one of ${locales.map(({ code }) => `"${code}"`).join(', ')}.`,
  referrer: 'The "referrer" must be a text (document.referrer), sent with a "page_view" only.',
  source: `The "source" must be a text (utm_source or ref), sent with a "page_view" only.`,
  target: `The "target" must be 1 to 64 letters, digits, "_" or "-", sent with ${TARGETED.map((kind) => `"${kind}"`).join(', ')} only.`,
  message:
    'The "message" must be the id (a UUID) the message was stored with: sent with every "message_sent", and with no other event.',
} as const;

/** A beacon's fields, checked; absent optional fields are undefined. */
export interface Visit {
  kind: VisitEvent;
  /** A language's home page ('/', '/fr/'), or OTHER_PAGES ('/*') for any other path. */
  path: string;
  /** One of the site's language codes, as the site spells it. */
  language: string;
  /** document.referrer as sent; reduced to a host by `referrerOf`. */
  referrer: string | undefined;
  /** utm_source or ref, normalised by `sourceOf`. */
  source: string | undefined;
  target: string | undefined;
  /** Lower-case. */
  message: string | undefined;
}

/** The beacon's body, checked: the visit, or the message that says which field is wrong. */
export function readVisit(body: Uint8Array): Visit | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { error: ERRORS.notJson };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { error: ERRORS.notJson };
  }
  const fields = parsed as Record<string, unknown>;
  // null is read as absent: a page may write `"referrer": null` for "none".
  const field = (name: string) => fields[name] ?? undefined;

  const kind = field('event');
  if (typeof kind !== 'string' || !(VISIT_EVENTS as readonly string[]).includes(kind)) {
    return { error: ERRORS.event };
  }
  const event = kind as VisitEvent;

  const path = field('path');
  if (
    typeof path !== 'string' ||
    path.length > MAX_PATH_LENGTH ||
    !PATH.test(path) ||
    QUERY_OR_FRAGMENT.test(path)
  ) {
    return { error: ERRORS.path };
  }

  const rawLanguage = field('language');
  const language =
    typeof rawLanguage === 'string' ? SITE_LANGUAGES.get(rawLanguage.toLowerCase()) : undefined;
  if (!language) return { error: ERRORS.language };

  const referrer = field('referrer');
  if (referrer !== undefined && (typeof referrer !== 'string' || event !== 'page_view')) {
    return { error: ERRORS.referrer };
  }

  const rawSource = field('source');
  if (rawSource !== undefined && (typeof rawSource !== 'string' || event !== 'page_view')) {
    return { error: ERRORS.source };
  }

  const target = field('target');
  if (
    target !== undefined &&
    (typeof target !== 'string' || !TARGET.test(target) || !TARGETED.includes(event))
  ) {
    return { error: ERRORS.target };
  }

  const rawMessage = field('message');
  const message = typeof rawMessage === 'string' ? rawMessage.toLowerCase() : undefined;
  if ((event === 'message_sent') !== (rawMessage !== undefined)) return { error: ERRORS.message };
  if (rawMessage !== undefined && (message === undefined || !UUID_PATTERN.test(message))) {
    return { error: ERRORS.message };
  }

  return {
    kind: event,
    path: countedPagePath(path),
    language,
    referrer: referrer || undefined,
    source: typeof rawSource === 'string' ? sourceOf(rawSource) : undefined,
    target,
    message,
  };
}

/**
 * A campaign source (utm_source or ref) as the owner's list of sources shows it: lower case,
 * letters, digits, '.', '_' and '-' only (any other run of characters becomes one '-'), no '-'
 * or '.' at either end, at most MAX_SOURCE_LENGTH characters; undefined when nothing is left.
 */
export function sourceOf(raw: string): string | undefined {
  const source = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, MAX_SOURCE_LENGTH)
    .replace(/^[-._]+|[-._]+$/g, '');
  return source || undefined;
}

/** The visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(req: Request): boolean {
  return req.headers.get('dnt')?.trim() === '1' || req.headers.get('sec-gpc')?.trim() === '1';
}

const ROBOT = /bot|crawl|spider|slurp|headless|lighthouse|preview/i;

/** An obvious robot by its user agent: crawlers, headless browsers, link previews, audits. */
export function isRobot(userAgent: string): boolean {
  return ROBOT.test(userAgent);
}

/**
 * The visitor's country from the platform's edge (cf-ipcountry): two capital letters; null for
 * unknown (XX), Tor (T1) or a missing header.
 */
export function countryOf(req: Request): string | null {
  const country = req.headers.get('cf-ipcountry')?.trim();
  return country && /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null;
}

/** The page's origin as a URL, from the Origin header the browser sends with every beacon. */
export function pageOrigin(req: Request): URL | undefined {
  const origin = req.headers.get('origin');
  if (!origin || origin === 'null') return undefined;
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

/** The site the beacon is about: the Origin's host (lower-case, with its port), else 'unknown'. */
export function siteOf(origin: URL | undefined): string {
  return origin?.host || 'unknown';
}

/**
 * Where the visit came from: the source (utm_source or ref) when the page has one; else the
 * referrer's host, lower-case and without `www.`; null for none, for a referrer that is no URL
 * with a host, and for the site's own pages (a visitor moving on the site came from nowhere new).
 */
export function referrerOf(visit: Visit, origin: URL | undefined): string | null {
  if (visit.source) return visit.source;
  if (!visit.referrer) return null;
  let host: string;
  try {
    host = withoutWww(new URL(visit.referrer).hostname);
  } catch {
    return null;
  }
  if (!host || host.length > MAX_HOST_LENGTH || !HOST.test(host)) return null;
  return origin && withoutWww(origin.hostname) === host ? null : host;
}

function withoutWww(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}
