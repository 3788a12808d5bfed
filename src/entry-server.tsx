import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { contentFor } from './content/assemble';
import { allLocaleTexts } from './content/locales/all';
import { ContentContext } from './i18n/contentContext';
import { isHomePath, pageLocale } from './lib/paths';
import { HomePage } from './pages/HomePage';

/**
 * Renders a route to HTML at build time (scripts/build.ts), with the same tree the browser
 * hydrates in boot.tsx: a home page (/, /fr/, /ar/) on its own in its language, every other path
 * through the router in the base language. Hoisted elements that React puts first (<title>,
 * <meta>, <link rel=preload>) are returned apart so the build can place them in <head>.
 */
export function renderRoute(url: string): { head: string; body: string } {
  const pathname = new URL(url, 'http://prerender.invalid').pathname;
  const locale = pageLocale(pathname);
  const content = contentFor(allLocaleTexts[locale.code]!);
  const html = renderToString(
    <StrictMode>
      <ContentContext value={content}>
        {isHomePath(pathname) ? (
          <HomePage />
        ) : (
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        )}
      </ContentContext>
    </StrictMode>,
  );
  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
