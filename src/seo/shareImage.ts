// The link-preview image (Open Graph / Twitter card). Every build draws it from the content at this
// path and size (scripts/site-assets); the head tags announce the same path, size and description.
import type { Hero, Profile } from '../content/index.ts';

export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

/** What the card shows, in words: its alt text for people who cannot see it. */
export function shareImageAlt(
  profile: Pick<Profile, 'name' | 'role' | 'location'>,
  hero: Pick<Hero, 'subheading'>,
): string {
  return `${profile.name}, ${profile.role} in ${profile.location}: ${hero.subheading}`;
}
