/**
 * The development server's home pages, rendered on the server as the build prerenders them: the
 * browser only hydrates their islands (src/islands, decision 035), so a home page that arrived
 * empty would have nothing to hydrate. Every other path keeps Vite's index.html (the routed app
 * renders it in the browser).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isHomePath, pageLocale } from '../src/lib/paths.ts';
import { pageHtml } from './page-html.ts';

interface EntryServer {
  renderRoute(url: string): { head: string; body: string };
}

export function devPrerender(): Plugin {
  return {
    name: 'dev-prerender',
    apply: 'serve',
    configureServer(server) {
      // Added here (not returned), so it runs before Vite's own index.html fallback.
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split(/[?#]/)[0]!;
        if (
          req.method !== 'GET' ||
          !isHomePath(pathname) ||
          !req.headers.accept?.includes('html')
        ) {
          next();
          return;
        }
        void (async () => {
          const template = await server.transformIndexHtml(
            url,
            readFileSync(new URL('../index.html', import.meta.url), 'utf8'),
          );
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
          const { head, body } = entry.renderRoute(pathname);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(pageHtml(template, pageLocale(pathname), head, body));
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
