// robots.txt and sitemap.xml, built from the site URL the build is given.
import { locales } from '../content/locales/index.ts';
import type { LocaleInfo } from '../content/types.ts';
import { escapeXml } from './escape.ts';
import { languageAlternates, localePageUrl } from './headTags.ts';
import { normalizeSiteUrl } from './siteUrl.ts';

/**
 * Crawl everything, and say where the sitemap is. The admin page is not named: anyone can read
 * robots.txt, so a `Disallow` line would point attackers at it, and it would keep crawlers from
 * fetching the page and seeing its `noindex` (headTags.ts, public/_headers).
 */
export function robotsTxt(siteUrl: string): string {
  const base = normalizeSiteUrl(siteUrl);
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/**
 * The public page in each language, each entry naming all of them (itself included) as
 * alternates, as Google asks of multilingual sitemaps.
 */
export function sitemapXml(siteUrl: string, published: readonly LocaleInfo[] = locales): string {
  const alternates = languageAlternates(siteUrl, published).map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...published.flatMap((locale) => [
      '  <url>',
      `    <loc>${escapeXml(localePageUrl(siteUrl, locale))}</loc>`,
      ...alternates,
      '  </url>',
    ]),
    '</urlset>',
    '',
  ].join('\n');
}
