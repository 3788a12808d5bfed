// `npm run assets`: makes every sample asset the content modules reference, under public/.
// Each step derives its paths and texts from src/content, so after editing content, rerun this.
// Order matters once: the previews are rendered from the PDFs written just before them.
import { generateCertificatePdfs } from './certificate-pdfs';
import { generateCertificatePreviews } from './certificate-previews';
import { generatePortraits } from './portraits';
import { generateProjectImages } from './project-images';
import { generateTechLogos } from './tech-logos';

const steps: [string, () => Promise<void>][] = [
  ['Project images', generateProjectImages],
  ['Portraits', generatePortraits],
  ['Tech logos', generateTechLogos],
  ['Certificate PDFs', generateCertificatePdfs],
  ['Certificate previews', generateCertificatePreviews],
];

for (const [name, run] of steps) {
  console.log(`${name}:`);
  await run();
}
console.log('Done.');
