import { dismissTooltipsOnEscape } from '../components/ui/dismissTooltips';
import { startGlitch } from '../sections/hero/glitch';
import {
  markSectionsAsTheyRender,
  showAllSections,
  showSectionsBeforeInPageLinks,
} from '../lib/belowTheFold';
import { keepYearsCurrent } from '../lib/currentYear';
import { listenForQuoteLinks } from '../lib/quoteRequest';
import { listenForTrackedLinks, trackPageViewWhenIdle } from '../lib/visits/track';
import { runThemeSwitches } from '../theme/theme';
import { startIslands } from './runtime';

/**
 * A home page in the browser: static HTML with islands (decision 035). What the static parts do
 * needs no component code: a "Get a Quote" link opens the form's brief on the way, the theme
 * switch switches, the headline glitches now and then, Escape hides a tooltip, the copyright line
 * says this year. main.tsx starts it after the first paint.
 */
export function start(): void {
  // The static parts' links, and links in islands that have not hydrated yet: a quote request
  // waits for the form, a project's link counts at once.
  listenForQuoteLinks();
  listenForTrackedLinks();
  showSectionsBeforeInPageLinks();
  markSectionsAsTheyRender();
  // The header's theme switch shows the theme shown and works before the header hydrates (for as
  // long as the page is open).
  runThemeSwitches();
  dismissTooltipsOnEscape();
  keepYearsCurrent();
  scrollToLinkedSection();
  const headline = document.querySelector<HTMLElement>('[data-glitching]');
  if (headline) startGlitch(headline);
  startIslands();
  // Everything above listens now (a press in an island not yet hydrated waits for it): end-to-end
  // tests wait for this mark before they act.
  document.documentElement.dataset.ready = 'true';
  // Counted for the owner's Insights once the page is idle, without a cookie (lib/visits).
  trackPageViewWhenIdle();
}

/**
 * Opening the home page starts at the top; a link to a section (`/#contact`) lands on it, after
 * the first paint has laid the page out (fonts and all).
 */
function scrollToLinkedSection() {
  // The browser would put a reloaded page back where it was, after this has run.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
  if (target) {
    showAllSections();
    target.scrollIntoView();
  } else if (navigationType() !== 'navigate') {
    // Only a reload or a return through history opened it lower down. A fresh visit opened at the
    // top: if the page is lower now, the visitor scrolled before this code arrived (a slow phone),
    // and stays where they are.
    window.scrollTo(0, 0);
  }
}

/** How the page was opened: 'navigate', 'reload', 'back_forward' (undefined if not told). */
function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}
