import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isHomePath } from './lib/paths';
import { HomePage } from './pages/HomePage';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Pages prerendered at build time (/, 404) arrive with their HTML: hydrate it. The others
// (/admin, and everything in development) start empty: render them.
function start(app: ReactNode) {
  const tree = <StrictMode>{app}</StrictMode>;
  if (container!.hasChildNodes()) hydrateRoot(container!, tree);
  else createRoot(container!).render(tree);
}

// The home page links only to its own sections, so it needs no router: keeping react-router
// out of its bundle saves visitors about a fifth of the JavaScript. Every other path loads the
// routed app (App.tsx) on demand. entry-server.tsx renders the same two trees.
if (isHomePath(window.location.pathname)) {
  start(<HomePage />);
} else {
  void import('./BrowserApp').then(({ BrowserApp }) => start(<BrowserApp />));
}
