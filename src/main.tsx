import './styles/index.css';
import { retryOnNextVisit } from './lib/retryOnNextVisit';

/**
 * The entry point stays tiny on purpose: the page arrives prerendered, so the first paint needs no
 * JavaScript, and code starts downloading only once that paint is on screen instead of competing
 * with the HTML, CSS and heading font for a slow phone's bandwidth. A page with islands (the home
 * pages) then hydrates them, each with its own code (src/islands, decision 035); every other page
 * (/admin, the 404 page) loads the routed app (boot.tsx). This file imports nothing the islands
 * share, so it never pulls their code (or React) into the first paint.
 */
function afterFirstContentfulPaint(run: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that paints no content (an empty shell such as /admin) must not wait long.
    setTimeout(start, document.getElementById('root')?.hasChildNodes() ? 3000 : 0);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

// Its code may fail to arrive on a flaky connection: then it is fetched again at the visitor's
// next touch or key, not left undone until a reload.
afterFirstContentfulPaint(() =>
  retryOnNextVisit(
    () =>
      document.querySelector('[data-island]') ? import('./islands/homePage') : import('./boot'),
    (page) => page.start(),
  ),
);
