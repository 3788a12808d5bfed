// Preview images of the certificate PDFs' first pages, shown on the certification cards instead
// of live PDF embeds (see docs/decisions/002-certificate-previews.md). It reads whatever PDFs are
// on disk, so an owner who drops in their real certificates runs `npm run assets:previews`.
// mupdf (WASM, so no native build) is AGPL-3.0; that is fine for a dev-time tool whose output is
// the owner's own images, and it is never imported by the site, so never bundled.
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { certificatePreviewPath, certifications } from '../../src/content';
import { imageSizes } from '../../src/lib/imageSizes';
import { palette } from './design';
import { publicFile, writePublic } from './output';

const { width, height } = imageSizes.certificatePreview;

/** Page 1 as PNG, rendered at twice the preview size so downsampling keeps small text crisp. */
function renderFirstPage(pdf: Uint8Array): { png: Uint8Array; aspect: number } {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    if (doc.needsPassword()) throw new Error('the PDF is password-protected');
    if (doc.countPages() < 1) throw new Error('the PDF has no pages');
    const page = doc.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const pageW = x1 - x0;
    const pageH = y1 - y0;
    const scale = Math.max((2 * width) / pageW, (2 * height) / pageH);
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
      true,
    );
    const png = pixmap.asPNG();
    pixmap.destroy();
    page.destroy();
    return { png, aspect: pageW / pageH };
  } finally {
    doc.destroy();
  }
}

/**
 * A landscape certificate (A4 is 1.41:1, the card 1.4:1) simply fills the card. A portrait or
 * oddly shaped one is shown whole on the site's panel colour rather than losing half the page.
 */
export async function previewWebp(pdf: Uint8Array): Promise<Buffer> {
  const { png, aspect } = renderFirstPage(pdf);
  const target = width / height;
  const fit = Math.abs(aspect - target) / target < 0.12 ? 'cover' : 'contain';
  return sharp(png)
    .resize(width, height, { fit, position: 'top', background: palette.panel })
    .webp({ quality: 82, effort: 6 })
    .toBuffer();
}

export async function generateCertificatePreviews(): Promise<void> {
  const problems: string[] = [];
  for (const certificate of certifications) {
    const file = publicFile(certificate.pdfPath);
    if (!existsSync(file)) {
      problems.push(`public${certificate.pdfPath} does not exist`);
      continue;
    }
    try {
      const preview = await previewWebp(await readFile(file));
      await writePublic(certificatePreviewPath(certificate), preview);
    } catch (error) {
      problems.push(`public${certificate.pdfPath}: ${(error as Error).message}`);
    }
  }
  // Report every bad file at once, so an owner fixes them in one pass, then fail the run.
  if (problems.length > 0) {
    throw new Error(`Could not make every certificate preview:\n  ${problems.join('\n  ')}`);
  }
}

// `npm run assets:previews` runs this file directly; index.ts imports it without side effects.
const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) {
  await generateCertificatePreviews();
}
