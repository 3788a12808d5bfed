// robots.txt and sitemap.xml, built from the site URL the build is given.
import { escapeXml } from './escape.ts';
import { normalizeSiteUrl } from './siteUrl.ts';

/** Crawl everything except the admin inbox, and say where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  const base = normalizeSiteUrl(siteUrl);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
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
