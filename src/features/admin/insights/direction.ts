/** Which way the admin page reads: the document's `dir`, set by the page's language. */
export type Direction = 'ltr' | 'rtl';

/** The document's direction now (the admin page renders in the browser only). */
export function documentDirection(): Direction {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * How the day chart's axes sit for a direction: in a right-to-left page time runs from right to
 * left, the first day at the right, and the counts' axis stands on the right, where reading starts.
 */
export function chartAxes(direction: Direction) {
  const rtl = direction === 'rtl';
  return { reversed: rtl, countsSide: rtl ? ('right' as const) : ('left' as const) };
}
