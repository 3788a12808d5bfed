import { locales } from '../content/locales/index.ts';
import { localeHomePath, paths } from '../lib/paths.ts';
import { adminHeadTags } from './headTags.ts';
import { robotsTxt, sitemapXml } from './robots.ts';

describe('robotsTxt', () => {
  it('allows everything and points at the sitemap', () => {
    expect(robotsTxt('https://www.example.com/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });

  it('never names the admin page, which keeps itself out of search results instead', () => {
    const robots = robotsTxt('https://www.example.com/');
    expect(robots).not.toMatch(/admin/i);
    expect(robots).not.toContain(paths.admin);
    expect(robots).not.toMatch(/^Disallow:\s*\S/m);
    // What keeps /admin out of results: noindex (X-Robots-Tag: scripts/cache-headers.test.ts).
    const head = new DOMParser().parseFromString(
      `<!doctype html><html><head>${adminHeadTags('Ada')}</head></html>`,
      'text/html',
    ).head;
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(adminHeadTags('Ada')).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps a sub-path in the sitemap address', () => {
    expect(robotsTxt('https://example.github.io/portfolio//')).toContain(
      'Sitemap: https://example.github.io/portfolio/sitemap.xml',
    );
  });
});

describe('sitemapXml', () => {
  const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

  it('is valid XML listing the home page in every language, each with its alternates', () => {
    const xml = sitemapXml('https://www.example.com/');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parse(xml);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    // The base language at the root, every other under its code: /fr/.
    const pageUrls = locales.map((locale) => `https://www.example.com${localeHomePath(locale)}`);
    expect(pageUrls[0]).toBe('https://www.example.com/');
    expect(pageUrls.slice(1)).toEqual(
      locales.slice(1).map((locale) => `https://www.example.com/${locale.code}/`),
    );
    expect(locs).toEqual(pageUrls);
    for (const url of doc.getElementsByTagName('url')) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ).toEqual([
        ...locales.map((locale, i) => [locale.code, pageUrls[i]]),
        ['x-default', 'https://www.example.com/'],
      ]);
    }
  });

  it('escapes the address', () => {
    const doc = parse(sitemapXml('https://example.com/a&b'));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe('https://example.com/a&b/');
  });
});
