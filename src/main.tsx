import './styles/index.css';
import { loadLocaleTexts } from './content/locales';
import { pageLocale } from './lib/paths';
import { retryOnNextVisit } from './lib/retryOnNextVisit';

/**
 * The entry point stays tiny on purpose: the page arrives prerendered, so the first paint needs no
 * JavaScript, and the app (React and the page's code) starts downloading only once that paint is
 * on screen instead of competing with the HTML, CSS and heading font for a slow phone's
 * bandwidth. boot.tsx then hydrates (or, on client-rendered paths, renders) the page, with the
 * words of the page's language, fetched alongside it: a page downloads only its own language.
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
    () => {
      const locale = pageLocale(window.location.pathname);
      return Promise.all([import('./boot'), loadLocaleTexts[locale.code]!()]);
    },
    ([{ boot }, { texts }]) => boot(texts),
  ),
);
