// The site's public address, as the build gets it (site.url or SITE_URL): one normal form, so
// every canonical, Open Graph and sitemap URL is spelled the same way.

/**
 * 'https://example.com/' -> 'https://example.com'; 'https://example.com/me//' -> 'https://example.com/me'.
 * Throws a readable error for anything that is not an absolute http(s) URL.
 */
export function normalizeSiteUrl(siteUrl: string): string {
  const trimmed = siteUrl.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(
      `The site URL must be an absolute URL like https://www.example.com, got "${siteUrl}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`The site URL must start with https:// (or http://), got "${siteUrl}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`The site URL must not have a query or a fragment, got "${siteUrl}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A site path ('/og-image.png') as an absolute URL; a URL that is already absolute stays as is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${normalizeSiteUrl(siteUrl)}/${path.replace(/^\/+/, '')}`;
}
