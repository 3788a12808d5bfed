import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profile, site } from '../content/index.ts';
import {
  faviconIco,
  faviconPath,
  themeColor,
  webManifest,
  webManifestPath,
} from './webManifest.ts';

describe('webManifest', () => {
  const manifest = webManifest();

  it('names the site from content and starts at the home page', () => {
    expect(manifest).toMatchObject({
      name: `${profile.name} | ${profile.role}`,
      description: site.description,
      lang: site.language,
      start_url: '/',
      display: 'standalone',
      background_color: themeColor,
      theme_color: themeColor,
    });
    // The owner's name, or the start of it when it is too long for a launcher.
    expect(profile.name.startsWith(String(manifest.short_name))).toBe(true);
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  });

  it('keeps a name of up to 12 characters whole and shortens a longer one to the first word', () => {
    const short = webManifest({ site, profile: { ...profile, name: 'Ada Lovelace' } });
    expect(short.short_name).toBe('Ada Lovelace');
    const long = webManifest({ site, profile: { ...profile, name: 'Alexandria Montgomery' } });
    expect(long.short_name).toBe('Alexandria');
  });

  it('lists the SVG favicon, two PNG sizes and a maskable icon', () => {
    expect(manifest.icons).toEqual([
      { src: faviconPath, sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

// The icons are made by the build from the favicon (scripts/site-assets, tested there).
describe('index.html', () => {
  it('links the icons and the manifest from index.html', () => {
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    const href = (selector: string) => head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="icon"][type="image/svg+xml"]')).toBe(faviconPath);
    expect(href('link[rel="icon"][sizes="32x32"]')).toBe(faviconIco.path);
    expect(href('link[rel="apple-touch-icon"]')).toBe('/apple-touch-icon.png');
    expect(href('link[rel="manifest"]')).toBe(webManifestPath);
  });
});
