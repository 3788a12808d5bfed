/**
 * Counting visits without cookies (docs/limits-and-privacy.md, "What is kept about visitors").
 * The page, its sections and its features call `trackVisit`; the code that decides whether and how
 * to send (beacon.ts) loads on the first call, which for most visitors is the page view sent once
 * the page is idle: nothing of it competes with the first paint.
 */
import { VISIT_EVENTS, type VisitEvent } from '../../shared/visitEvents';
import type * as Beacon from './beacon';

export interface VisitDetails {
  /** The project's id, the service's id or the language switched to. */
  target?: string;
  /** The id a message was stored with (message_sent). */
  message?: string;
}

let beacon: Promise<typeof Beacon> | undefined;
let loaded: typeof Beacon | undefined;

/**
 * Fetches the beacon's code ahead of an event that leaves the page (a language link the pointer
 * or focus reached), so the event can be sent before the next page replaces this one.
 */
export function loadBeacon(): Promise<typeof Beacon> {
  if (!beacon) {
    beacon = import('./beacon').then((module) => (loaded = module));
    // The code did not arrive (offline): the next event tries again.
    beacon.catch(() => (beacon = undefined));
  }
  return beacon;
}

/** Sends one event; never throws, never waits, and sends nothing where the visitor said no. */
export function trackVisit(event: VisitEvent, details?: VisitDetails): void {
  // Once loaded, at once: a click that navigates away leaves no time for a promise to settle.
  if (loaded) loaded.sendVisit(event, details);
  else
    loadBeacon().then(
      ({ sendVisit }) => sendVisit(event, details),
      () => undefined,
    );
}

/** The page view, once the page has loaded and the browser has nothing better to do. */
export function trackPageViewWhenIdle(): void {
  const idle = () => {
    if ('requestIdleCallback' in window) {
      requestIdleCallback(() => trackVisit('page_view'), { timeout: 5000 });
    } else {
      setTimeout(() => trackVisit('page_view'), 1000);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Counts the clicks on links that name their event (`data-visit-event`, and `data-visit-target`
 * for its target: a project's links): one listener on the document, so a link in an island that
 * has not hydrated yet counts as well. Returns the function that stops listening.
 */
export function listenForTrackedLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-visit-event]');
    const name = link?.dataset.visitEvent;
    if (!link || !isVisitEvent(name)) return;
    const target = link.dataset.visitTarget;
    trackVisit(name, target === undefined ? undefined : { target });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

function isVisitEvent(name: string | undefined): name is VisitEvent {
  return (VISIT_EVENTS as readonly (string | undefined)[]).includes(name);
}
