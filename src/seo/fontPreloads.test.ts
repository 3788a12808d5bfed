import { headingFonts } from '../content/locales/fonts.ts';
import { baseLocale, locales } from '../content/locales/index.ts';
import { fontPreloadFiles, fontPreloadTags } from './fontPreloads.ts';
import type { ViteManifest } from './fontPreloads.ts';
import { headingsExtendLatin, headingsInOtherScript } from './pageFonts.ts';

/** A language's heading font as `vite build` emits it, with a hash: 'assets/x-Ab12Cd34.woff2'. */
const hashed = (file: string) => `assets/${file.replace(/\.woff2$/, '')}-Ab12Cd34.woff2`;

/** What `vite build` emits for the fonts, plus the page's own files. */
const emitted = [
  'assets/index-M4zI1leX.js',
  'assets/index-CKagMwIG.css',
  'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
  'assets/space-grotesk-latin-ext-wght-normal-D9tNdqV9.woff2',
  'assets/space-grotesk-vietnamese-wght-normal-D0rl6rjA.woff2',
  'assets/space-grotesk-basic-C4f1a2b3.woff2',
  ...Object.values(headingFonts).map((font) => hashed(font.file)),
];

const basic = 'assets/space-grotesk-basic-C4f1a2b3.woff2';
/** The wordmark's face, as the build writes it (scripts/page-fonts.ts). */
const wordmark = 'assets/space-grotesk-wordmark-Zx9Yw8Vu.woff2';

describe('fontPreloadTags', () => {
  it('preloads only the Basic Latin subset of the heading font', () => {
    expect(fontPreloadFiles(emitted)).toEqual([basic]);
    expect(fontPreloadTags(emitted)).toBe(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${basic}">`,
    );
  });

  it('adds the subset a language’s headings need (its font.ts), and no other language’s', () => {
    expect(fontPreloadFiles(emitted, baseLocale)).toEqual([basic]);
    for (const locale of locales) {
      const font = headingFonts[locale.code];
      // A page in another script takes its few Latin characters from the wordmark's face.
      const latin = headingsInOtherScript(locale.code) ? wordmark : basic;
      expect(fontPreloadFiles([...emitted, wordmark], locale), locale.code).toEqual(
        font ? [latin, hashed(font.file)] : [latin],
      );
    }
  });

  it('preloads a page’s own heading file alone, where its headings add letters to Latin', () => {
    const extended = locales.find((locale) => headingsExtendLatin(locale.code));
    if (!extended) return;
    const own = `assets/space-grotesk-${extended.code}-Qr7St6Uv.woff2`;
    expect(fontPreloadFiles([...emitted, own], extended)).toEqual([own]);
    // Not another language's, and not a name that only starts the same.
    expect(fontPreloadFiles([...emitted, own], baseLocale)).toEqual([basic]);
    expect(
      fontPreloadFiles(
        [...emitted, `assets/space-grotesk-${extended.code}-x-Qr7St6Uv.woff2`],
        extended,
      ),
    ).toEqual([basic, hashed(headingFonts[extended.code]!.file)]);
  });

  it('preloads the wordmark’s face, not the Basic Latin subset, where headings are in another script', () => {
    const other = locales.find((locale) => headingsInOtherScript(locale.code));
    expect(fontPreloadFiles([...emitted, wordmark], baseLocale)).toEqual([basic]);
    if (!other) return;
    const script = hashed(headingFonts[other.code]!.file);
    expect(fontPreloadFiles([...emitted, wordmark], other)).toEqual([wordmark, script]);
    // A build without it (no page needs it) preloads the script's subset alone.
    expect(fontPreloadFiles(emitted, other)).toEqual([script]);
  });

  const [fontCode, font] = Object.entries(headingFonts)[0] ?? [];
  it.skipIf(!font)('finds a language’s font by its name, hashed or not', () => {
    const file = font!.file;
    expect(fontPreloadFiles([basic, `/assets/${file}`], { code: fontCode! })).toEqual([
      basic,
      `assets/${file}`,
    ]);
    expect(fontPreloadFiles([basic, `assets/x${file}`], { code: fontCode! })).toEqual([basic]);
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
