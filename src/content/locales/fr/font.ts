import type { HeadingFont } from '../../types.ts';

// French headings ('JE CRÉE DES EXPÉRIENCES...') need the accented letters Space Grotesk's basic
// subset leaves out: the Latin-1 letters, Œ/œ, French quotes and the narrow no-break space.
export const headingFont: HeadingFont = {
  family: 'Space Grotesk Variable',
  file: 'space-grotesk-accents.woff2',
  unicodeRange: 'U+00AB, U+00BB, U+00C0-00FF, U+0152-0153, U+202F',
  weights: [300, 700],
  source: {
    package: '@fontsource-variable/space-grotesk',
    file: 'files/space-grotesk-latin-wght-normal.woff2',
  },
};
