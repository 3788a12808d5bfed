import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ReadyMarker } from './components/ReadyMarker';
import { contentFor } from './content/assemble';
import type { LocaleTexts } from './content/types';
import { ContentContext } from './i18n/contentContext';
import { isHomePath } from './lib/paths';
import { retryOnNextVisit } from './lib/retryOnNextVisit';
import { trackPageViewWhenIdle } from './lib/visits/track';
import { HomePage } from './pages/HomePage';

/** Starts the page (main.tsx calls this) with the words of its language. */
export function boot(texts: LocaleTexts) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const content = contentFor(texts);

  // The build writes lang and dir into each page; the development server serves one index.html
  // for every language, so a page it serves takes its language's here.
  const root = document.documentElement;
  if (root.lang !== content.locale.code) root.lang = content.locale.code;
  if (root.dir !== content.locale.dir) root.dir = content.locale.dir;

  // Pages prerendered at build time (the home pages, 404) arrive with their HTML: hydrate it, as
  // a transition so React yields to the browser between components instead of blocking the main
  // thread for the whole page. The others (/admin, and everything in development) start empty:
  // render them.
  const start = (app: ReactNode) => {
    const tree = (
      <StrictMode>
        <ContentContext value={content}>
          {app}
          <ReadyMarker />
        </ContentContext>
      </StrictMode>
    );
    if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, tree));
    else createRoot(container).render(tree);
  };

  // The home page links only to its own sections, so it needs no router: keeping react-router
  // out of its bundle saves visitors about a fifth of the JavaScript. Every other path loads the
  // routed app (App.tsx) on demand. entry-server.tsx renders the same two trees.
  if (isHomePath(window.location.pathname)) {
    start(<HomePage />);
    // Counted for the owner's Insights once the page is idle, without a cookie (lib/visits).
    trackPageViewWhenIdle();
  } else {
    retryOnNextVisit(
      () => import('./BrowserApp'),
      ({ BrowserApp }) => start(<BrowserApp />),
    );
  }
}
