import { fontPreloadFiles, fontPreloadTags } from './fontPreloads.ts';
import type { ViteManifest } from './fontPreloads.ts';

/** What `vite build` emits for the fonts, plus the page's own files. */
const emitted = [
  'assets/index-M4zI1leX.js',
  'assets/index-CKagMwIG.css',
  'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
  'assets/space-grotesk-latin-ext-wght-normal-D9tNdqV9.woff2',
  'assets/space-grotesk-vietnamese-wght-normal-D0rl6rjA.woff2',
  'assets/space-grotesk-basic-C4f1a2b3.woff2',
  'assets/space-grotesk-accents-Bx9a8c7d.woff2',
  'assets/noto-kufi-arabic-headings-Ak3j2h1g.woff2',
];

const basic = 'assets/space-grotesk-basic-C4f1a2b3.woff2';

describe('fontPreloadTags', () => {
  it('preloads only the Basic Latin subset of the heading font', () => {
    expect(fontPreloadFiles(emitted)).toEqual([basic]);
    expect(fontPreloadTags(emitted)).toBe(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${basic}">`,
    );
  });

  it('adds the subset a language’s headings need: French accents, the Arabic script', () => {
    expect(fontPreloadFiles(emitted, { code: 'en' })).toEqual([basic]);
    expect(fontPreloadFiles(emitted, { code: 'fr' })).toEqual([
      basic,
      'assets/space-grotesk-accents-Bx9a8c7d.woff2',
    ]);
    expect(fontPreloadFiles(emitted, { code: 'ar' })).toEqual([
      basic,
      'assets/noto-kufi-arabic-headings-Ak3j2h1g.woff2',
    ]);
  });

  it('reads a Vite manifest, where a font appears both as an entry and as an asset', () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index-M4zI1leX.js',
        css: ['assets/index-CKagMwIG.css'],
        assets: emitted.filter((file) => file.endsWith('.woff2')),
      },
      'src/styles/fonts/space-grotesk-basic.woff2': { file: basic },
    };
    expect(fontPreloadFiles(manifest)).toEqual([basic]);
  });

  it('accepts leading slashes and unhashed names, and honours a base path', () => {
    expect(fontPreloadTags(['/assets/space-grotesk-basic.woff2'], undefined, '/portfolio')).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/portfolio/assets/space-grotesk-basic.woff2">',
    );
  });

  it('gives nothing when the font is not in the build', () => {
    expect(fontPreloadTags(['assets/index.js', 'assets/space-grotesk-basic.woff'])).toBe('');
    expect(fontPreloadTags({})).toBe('');
  });
});
