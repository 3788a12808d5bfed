/**
 * Counting visits without cookies (README: "What is kept about visitors"). The page, its sections
 * and its features call `trackVisit`; the code that decides whether and how to send (beacon.ts)
 * loads on the first call, which for most visitors is the page view sent once the page is idle:
 * nothing of it competes with the first paint.
 */

/** What the owner's Insights count. The visit function (supabase/functions/visit) takes these. */
export type VisitEvent =
  | 'page_view'
  | 'chat_opened'
  | 'brief_started'
  | 'message_sent'
  | 'project_opened'
  | 'language_switched';

export interface VisitDetails {
  /** The project's id, the service's id or the language switched to. */
  target?: string;
  /** The id a message was stored with (message_sent). */
  message?: string;
}

/** Sends one event; never throws, never waits, and sends nothing where the visitor said no. */
export function trackVisit(event: VisitEvent, details?: VisitDetails): void {
  import('./beacon').then(
    ({ sendVisit }) => sendVisit(event, details),
    // The beacon's code did not arrive (offline): the visit goes uncounted, nothing else is lost.
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
