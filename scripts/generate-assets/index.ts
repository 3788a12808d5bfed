// `npm run assets`: remakes the files made from other files that the site commits: the narrower
// copies of the portrait and project images (from whatever files the content points at), and the
// heading font subsets (from the font packages). The sample's own images, PDFs and logos are plain
// files under public/ that a fork replaces; nothing here draws them. The web manifest, the icons,
// the share image and the certificate previews are not made here either: every build makes them
// from the content and the brand (scripts/site-assets).
import { generateHeadingFont, generateLanguageHeadingFonts } from './heading-font';
import { generateImageVariants } from './image-variants';

const steps: [string, () => Promise<void>][] = [
  ['Responsive image copies', generateImageVariants],
  ['Heading font subset', generateHeadingFont],
  ["Languages' heading font subsets", generateLanguageHeadingFonts],
];

for (const [name, run] of steps) {
  console.log(`${name}:`);
  await run();
}
console.log('Done.');
