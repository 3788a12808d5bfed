// The preview image of a certificate PDF's first page, shown on the certification cards instead
// of a live PDF embed (docs/decisions/002-certificate-previews.md). The build renders one from each
// PDF under public/ (site-assets.ts), so an owner who drops in real certificates has their
// previews on the next build. mupdf (WASM, so no native build) is AGPL-3.0; that is fine for a
// build-time tool whose output is the owner's own images: the site never imports it, so it is
// never bundled.
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { imageSizes } from '../../src/lib/imageSizes.ts';
import { palette } from './design.ts';

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
