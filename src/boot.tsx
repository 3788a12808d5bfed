import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ReadyMarker } from './components/ReadyMarker';
import { isHomePath } from './lib/paths';
import { retryOnNextVisit } from './lib/retryOnNextVisit';
import { HomePage } from './pages/HomePage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Pages prerendered at build time (/, 404) arrive with their HTML: hydrate it, as a transition
// so React yields to the browser between components instead of blocking the main thread for
// the whole page. The others (/admin, and everything in development) start empty: render them.
function start(app: ReactNode) {
  const tree = (
    <StrictMode>
      {app}
      <ReadyMarker />
    </StrictMode>
  );
  if (container!.hasChildNodes()) startTransition(() => void hydrateRoot(container!, tree));
  else createRoot(container!).render(tree);
}

// The home page links only to its own sections, so it needs no router: keeping react-router
// out of its bundle saves visitors about a fifth of the JavaScript. Every other path loads the
// routed app (App.tsx) on demand. entry-server.tsx renders the same two trees.
if (isHomePath(window.location.pathname)) {
  start(<HomePage />);
} else {
  retryOnNextVisit(
    () => import('./BrowserApp'),
    ({ BrowserApp }) => start(<BrowserApp />),
  );
}
