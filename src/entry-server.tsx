import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { isHomePath } from './lib/paths';
import { HomePage } from './pages/HomePage';

/**
 * Renders a route to HTML at build time (scripts/build.ts), with the same tree the browser
 * hydrates in main.tsx: the home page on its own, every other path through the router. Hoisted
 * elements that React puts first (<title>, <meta>, <link rel=preload>) are returned apart so the
 * build can place them in <head>.
 */
export function renderRoute(url: string): { head: string; body: string } {
  const html = renderToString(
    <StrictMode>
      {isHomePath(url) ? (
        <HomePage />
      ) : (
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      )}
    </StrictMode>,
  );
  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
