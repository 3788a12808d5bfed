import type { HeadingFont } from '../../types.ts';

// Noto Kufi Arabic, a geometric Kufi that sits well beside Space Grotesk. The package's Arabic file
// is 124 KB; the letters, marks and punctuation of Modern Standard Arabic, at the weights headings
// use (500-700), come to about 12 KB. The shaping rules (initial, medial, final forms and
// ligatures) of those letters stay in the subset.
export const headingFont: HeadingFont = {
  family: 'Noto Kufi Arabic Headings',
  file: 'noto-kufi-arabic-headings.woff2',
  unicodeRange: 'U+0621-0652, U+060C, U+061B, U+061F, U+066A-066C, U+200C-200D',
  weights: [500, 700],
  source: {
    package: '@fontsource-variable/noto-kufi-arabic',
    file: 'files/noto-kufi-arabic-arabic-wght-normal.woff2',
  },
};
