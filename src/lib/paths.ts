/** Every route of the site, in one place. */
export const paths = {
  home: '/',
  admin: '/admin',
} as const;

/** An in-page link to a section of the home page. */
export function sectionHref(id: string): string {
  return `#${id}`;
}
