import { fontPreloadFiles, fontPreloadTags } from './fontPreloads.ts';
import type { ViteManifest } from './fontPreloads.ts';

/** What `vite build` emits for the two @fontsource-variable packages, plus the page's own files. */
const emitted = [
  'assets/index-M4zI1leX.js',
  'assets/index-CKagMwIG.css',
  'assets/inter-cyrillic-ext-wght-normal-BOeWTOD4.woff2',
  'assets/inter-cyrillic-wght-normal-DqGufNeO.woff2',
  'assets/inter-greek-wght-normal-CkhJZR-_.woff2',
  'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
  'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
  'assets/inter-vietnamese-wght-normal-CBcvBZtf.woff2',
  'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
  'assets/space-grotesk-latin-ext-wght-normal-D9tNdqV9.woff2',
  'assets/space-grotesk-vietnamese-wght-normal-D0rl6rjA.woff2',
];

const inter = 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2';
const spaceGrotesk = 'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2';

describe('fontPreloadTags', () => {
  it('preloads only the Latin subsets of the two fonts, body font first', () => {
    expect(fontPreloadFiles(emitted)).toEqual([inter, spaceGrotesk]);
    expect(fontPreloadTags(emitted)).toBe(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${inter}">\n` +
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${spaceGrotesk}">`,
    );
  });

  it('reads a Vite manifest, where a font appears both as an entry and as an asset', () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index-M4zI1leX.js',
        css: ['assets/index-CKagMwIG.css'],
        assets: emitted.filter((file) => file.endsWith('.woff2')),
      },
      'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
        file: inter,
      },
      'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2': {
        file: 'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      },
    };
    expect(fontPreloadFiles(manifest)).toEqual([inter, spaceGrotesk]);
  });

  it('accepts leading slashes and unhashed names, and honours a base path', () => {
    expect(
      fontPreloadTags(['/assets/inter-latin-wght-normal.woff2'], '/portfolio').split('\n'),
    ).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/portfolio/assets/inter-latin-wght-normal.woff2">',
    ]);
  });

  it('gives nothing when the fonts are not in the build', () => {
    expect(fontPreloadTags(['assets/index.js', 'assets/inter-latin-wght-normal.woff'])).toBe('');
    expect(fontPreloadTags({})).toBe('');
  });
});
