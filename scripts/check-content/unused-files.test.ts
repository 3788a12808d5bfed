import { describe, expect, it } from 'vitest';
import { isUnused, usedPublicFiles } from './unused-files.ts';

describe('usedPublicFiles', () => {
  const used = usedPublicFiles({
    en: {
      profile: { image: '/images/profile.webp' },
      projects: [{ id: 'shop', image: '/images/projects/shop.webp', liveUrl: 'https://shop.pt' }],
      certifications: [{ id: 'wcag', pdfPath: '/certificates/wcag.pdf' }],
      techStack: [{ name: 'Vue.js', logo: '/images/tech/vue.svg' }],
    },
    pt: { testimonials: [{ avatar: '/images/testimonials/ana.webp?v=2' }] },
  });

  it('counts what any language points at, with its narrower copies and its certificate preview', () => {
    for (const path of [
      'images/projects/shop.webp',
      'images/projects/shop-480.webp',
      'images/profile-400.webp',
      'images/testimonials/ana.webp',
      'certificates/wcag.pdf',
      'certificates/previews/wcag.webp',
      'images/tech/vue.svg',
    ]) {
      expect(isUnused(path, used), path).toBe(false);
    }
  });

  it("counts a file of the content's folders that nothing points at as unused, and nothing else", () => {
    for (const path of [
      'images/projects/web-1.webp',
      'images/projects/web-1-480.webp',
      'images/testimonials/salma-idrissi.webp',
      'certificates/docker-essentials.pdf',
      'certificates/previews/docker-essentials.webp',
      'images/tech/flutter.svg',
    ]) {
      expect(isUnused(path, used), path).toBe(true);
    }
    for (const path of ['robots.txt', 'favicon.svg', 'images/icon-192.png', '_headers']) {
      expect(isUnused(path, used), path).toBe(false);
    }
  });
});
