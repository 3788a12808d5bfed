// `npm run assets`: makes every sample asset the content modules reference, under public/.
// Each step derives its paths and texts from src/content, so after editing content, rerun this.
// Order matters where a step reads what an earlier one wrote: the narrower image copies and the
// share image are made from the images on disk, the previews from the PDFs.
import { generateCertificatePdfs } from './certificate-pdfs';
import { generateCertificatePreviews } from './certificate-previews';
import { generateHeadingFont, generateLanguageHeadingFonts } from './heading-font';
import { generateIcons } from './icons';
import { generateImageVariants } from './image-variants';
import { generateShareImage } from './og-image';
import { generatePortraits } from './portraits';
import { generateProjectImages } from './project-images';
import { generateTechLogos } from './tech-logos';

const steps: [string, () => Promise<void>][] = [
  ['Project images', generateProjectImages],
  ['Portraits', generatePortraits],
  ['Responsive image copies', generateImageVariants],
  ['Tech logos', generateTechLogos],
  ['Certificate PDFs', generateCertificatePdfs],
  ['Certificate previews', generateCertificatePreviews],
  ['Share image', generateShareImage],
  ['Icons and web app manifest', generateIcons],
  ['Heading font subset', generateHeadingFont],
  ["Languages' heading font subsets", generateLanguageHeadingFonts],
];

for (const [name, run] of steps) {
  console.log(`${name}:`);
  await run();
}
console.log('Done.');
