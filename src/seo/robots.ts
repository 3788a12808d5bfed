// robots.txt and sitemap.xml, built from the site URL the build is given.
import { escapeXml } from './escape.ts';
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

/** The one public page. */
export function sitemapXml(siteUrl: string): string {
  const base = normalizeSiteUrl(siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '  <url>',
    `    <loc>${escapeXml(`${base}/`)}</loc>`,
    '  </url>',
    '</urlset>',
    '',
  ].join('\n');
}
