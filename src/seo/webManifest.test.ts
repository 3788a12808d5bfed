import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profile, site } from '../content/index.ts';
import {
  faviconIco,
  faviconPath,
  pngIcons,
  themeColor,
  webManifest,
  webManifestPath,
} from './webManifest.ts';

const publicDir = join(__dirname, '../../public');
const publicPath = (path: string) => join(publicDir, path);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(publicPath(path));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

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

// The manifest and the share image are made by the build (scripts/site-assets, tested there).
describe('icons in public/ (`npm run assets` makes them from favicon.svg)', () => {
  it('has every icon at its size', () => {
    expect(existsSync(publicPath(faviconPath))).toBe(true);
    for (const icon of pngIcons) {
      expect(pngSize(icon.path), icon.path).toEqual({ width: icon.size, height: icon.size });
    }
    // An ICO header (reserved 0, type 1, one image) at 32 x 32, holding a PNG.
    const ico = readFileSync(publicPath(faviconIco.path));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([faviconIco.size, faviconIco.size]);
    expect(ico.subarray(ico.readUInt32LE(18) + 1, ico.readUInt32LE(18) + 4).toString()).toBe('PNG');
  });

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
