import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ReadyMarker } from './components/ReadyMarker';
import { contentFor } from './content/assemble';
import type { LocaleTexts } from './content/types';
import { ContentContext } from './i18n/contentContext';
import { loadLocaleTexts } from './content/locales';
import { pageLocale } from './lib/paths';
import { retryOnNextVisit } from './lib/retryOnNextVisit';

/**
 * Starts a page other than a home page (main.tsx calls this: /admin, the 404 page) with the words
 * of its language. The home pages are islands instead (src/islands).
 */
export function start(): void {
  retryOnNextVisit(
    () => loadLocaleTexts[pageLocale(window.location.pathname).code]!(),
    ({ texts }) => boot(texts),
  );
}

function boot(texts: LocaleTexts) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const content = contentFor(texts);

  // The build writes lang and dir into each page; the development server serves one index.html
  // for every language, so a page it serves takes its language's here.
  const root = document.documentElement;
  if (root.lang !== content.locale.code) root.lang = content.locale.code;
  if (root.dir !== content.locale.dir) root.dir = content.locale.dir;

  // A page prerendered at build time (404) arrives with its HTML: hydrate it, as a transition so
  // React yields to the browser between components instead of blocking the main thread. The
  // others (/admin, and every such page in development) start empty: render them.
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

  retryOnNextVisit(
    () => import('./BrowserApp'),
    ({ BrowserApp }) => start(<BrowserApp />),
  );
}
