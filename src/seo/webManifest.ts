// The web app manifest and the icon files it lists. Every build writes the manifest from the
// content and draws the PNG icons from the favicon at these paths and sizes (scripts/site-assets);
// index.html links the favicon, the Apple touch icon and the manifest.
import { profile, site } from '../content/index.ts';
import type { Profile, Site } from '../content/index.ts';
import { dark } from '../../tailwind.config.ts';

/**
 * The colour a launched app starts with: the dark theme's page. (A manifest has one; the pages'
 * theme-color tags follow the theme, from scripts/theme-head.ts.)
 */
export const themeColor = dark.canvas;

export const webManifestPath = '/site.webmanifest';
export const faviconPath = '/favicon.svg';
/** A 32 px fallback for browsers without SVG favicons (and for the automatic /favicon.ico request). */
export const faviconIco = { path: '/favicon.ico', size: 32 } as const;

export interface PngIcon {
  path: string;
  size: number;
  /**
   * 'any': the favicon as drawn; 'maskable': full-bleed with the art inside the central safe
   * circle, for launchers that crop icons to their own shape; 'apple-touch': full-bleed and
   * opaque, because iOS rounds the corners itself and paints transparency black.
   */
  purpose: 'any' | 'maskable' | 'apple-touch';
}

export const pngIcons: readonly PngIcon[] = [
  { path: '/apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
  { path: '/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icon-512-maskable.png', size: 512, purpose: 'maskable' },
];

/** Launchers show short_name under the icon and cut it after about 12 characters. */
function shortName(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/** The manifest as an object; the build writes it as JSON. */
export function webManifest(
  content: { site: Site; profile: Profile } = { site, profile },
): Record<string, unknown> {
  return {
    id: '/',
    name: `${content.profile.name} | ${content.profile.role}`,
    short_name: shortName(content.profile.name),
    description: content.site.description,
    lang: content.site.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: faviconPath, sizes: 'any', type: 'image/svg+xml' },
      ...pngIcons
        .filter((icon) => icon.purpose !== 'apple-touch')
        .map((icon) => ({
          src: icon.path,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
    ],
  };
}
