/**
 * jsdom has no `matchMedia`. This stand-in answers from a set of queries a test declares true,
 * so components that honour `prefers-reduced-motion` or `prefers-color-scheme` can be tested both
 * ways; a change tells the lists' `change` listeners, as a browser does when the system changes.
 */
const matchingQueries = new Set<string>();
type Listener = EventListenerOrEventListenerObject;
const listeners = new Map<string, Set<Listener>>();

export function setMediaQueryMatches(query: string, matches: boolean): void {
  const changed = matchingQueries.has(query) !== matches;
  if (matches) matchingQueries.add(query);
  else matchingQueries.delete(query);
  if (!changed) return;
  const event = { media: query, matches } as MediaQueryListEvent;
  for (const listener of listeners.get(query) ?? []) {
    if (typeof listener === 'function') listener(event);
    else listener.handleEvent(event);
  }
}

export function installMatchMedia(): void {
  matchingQueries.clear();
  listeners.clear();
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    get matches() {
      return matchingQueries.has(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => {
      listeners.set(query, (listeners.get(query) ?? new Set()).add(listener));
    },
    removeEventListener: (_type: string, listener: Listener) => {
      listeners.get(query)?.delete(listener);
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
