/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  admin: '/admin',
} as const;

/** Whether a URL path is the home page ('/' or '/index.html', as static hosts may serve it). */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === '/index.html';
}

/** An in-page link to a section of the home page. */
export function sectionHref(id: string): string {
  return `#${id}`;
}
