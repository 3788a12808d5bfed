/**
 * A page's HTML from index.html (as Vite made it) and what entry-server.tsx rendered: its
 * language on <html>, its head tags in the place of the template's <title>, its body in #root.
 * The build writes each page with it (scripts/build.ts), and the development server serves the
 * home pages with it (./dev-prerender.ts), so both are the same page.
 */
import type { LocaleInfo } from '../src/content/types.ts';

export function pageHtml(template: string, locale: LocaleInfo, head: string, body = ''): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale.code}" dir="${locale.dir}"`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
