// `npm run assets`: makes the sample stand-ins for the files the content modules reference, under
// public/ (drawings for the portrait, project images and avatars, sample certificate PDFs, tech
// logos), then what is made from files there (narrower image copies, heading font subsets). It
// never overwrites a file the owner supplied (output.ts). The web manifest, the icons, the share
// image and the certificate previews are not made here: every build makes them from the content
// and the brand (scripts/site-assets). Order matters where a step reads what an earlier one wrote:
// the narrower copies are made from the images on disk.
import { generateCertificatePdfs } from './certificate-pdfs';
import { generateHeadingFont, generateLanguageHeadingFonts } from './heading-font';
import { generateImageVariants } from './image-variants';
import { generatePortraits } from './portraits';
import { generateProjectImages } from './project-images';
import { generateTechLogos } from './tech-logos';

const steps: [string, () => Promise<void>][] = [
  ['Project images', generateProjectImages],
  ['Portraits', generatePortraits],
  ['Responsive image copies', generateImageVariants],
  ['Tech logos', generateTechLogos],
  ['Certificate PDFs', generateCertificatePdfs],
  ['Heading font subset', generateHeadingFont],
  ["Languages' heading font subsets", generateLanguageHeadingFonts],
];

for (const [name, run] of steps) {
  console.log(`${name}:`);
  await run();
}
console.log('Done.');
