// Explicit extensions: the visit Edge Function (Deno) reads a beacon's path with these too.
import { baseLocale, locales } from '../content/locales/index.ts';
import type { LocaleInfo } from '../content/types.ts';

/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  admin: '/admin',
} as const;

/** The home page of a language: '/' for the base language, '/fr/' for French. */
export function localeHomePath(locale: Pick<LocaleInfo, 'code'>): string {
  return locale.code === baseLocale.code ? paths.home : `/${locale.code}/`;
}

/**
 * The language whose home page a URL path is ('/', '/fr/', and the '/index.html', '/fr/index.html'
 * or '/fr' a static host may serve them as), or undefined for any other path.
 */
export function homePageLocale(pathname: string): LocaleInfo | undefined {
  const folder = /^\/(?:([a-z]{2,3}(?:-[a-z0-9]+)*)(?:\/(?:index\.html)?)?|index\.html)?$/i.exec(
    pathname,
  );
  if (!folder) return undefined;
  const code = folder[1];
  if (code === undefined) return baseLocale;
  return locales.find((locale) => locale.code === code && locale.code !== baseLocale.code);
}

/**
 * What Insights counts a visit to any path but a language's home page as: the owner's list of
 * pages holds the site's own, never a path a visitor made up.
 */
export const OTHER_PAGES = '/*';

/** The page a visit counts as: its language's home page ('/', '/fr/'), else OTHER_PAGES. */
export function countedPagePath(pathname: string): string {
  const locale = homePageLocale(pathname);
  return locale ? localeHomePath(locale) : OTHER_PAGES;
}

/** Whether a URL path is the home page of one of the site's languages. */
export function isHomePath(pathname: string): boolean {
  return homePageLocale(pathname) !== undefined;
}

/** The language a page at this path speaks: its home page's, else the base language. */
export function pageLocale(pathname: string): LocaleInfo {
  return homePageLocale(pathname) ?? baseLocale;
}

/** An in-page link to a section of the home page. */
export function sectionHref(id: string): string {
  return `#${id}`;
}
