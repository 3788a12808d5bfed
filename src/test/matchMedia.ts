/**
 * jsdom has no `matchMedia`. This stand-in answers from a set of queries a test declares true,
 * so components that honour `prefers-reduced-motion` can be tested both ways.
 */
const matchingQueries = new Set<string>();

export function setMediaQueryMatches(query: string, matches: boolean): void {
  if (matches) matchingQueries.add(query);
  else matchingQueries.delete(query);
}

export function installMatchMedia(): void {
  matchingQueries.clear();
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: matchingQueries.has(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
