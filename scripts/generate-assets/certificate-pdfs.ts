// Sample certificate PDFs, one per certification, so the site's "view certificate" links work
// out of the box. Each is visibly marked SAMPLE: these must never pass for real credentials.
// Output is deterministic (fixed dates and producer) so rerunning the script doesn't churn git.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { certifications, profile } from '../../src/content';
import type { Certification, CertificationCategory } from '../../src/content';
import { palette as colors } from '../../tailwind.config.ts';
import { drawCentred, encodable, fitSize, wrap } from './pdf-text';
import { publicFile, writePublic } from './output';

/** Print-friendly (deep) versions of the site accents; a Record so a new category must get one. */
const accentByCategory: Record<CertificationCategory, string> = {
  web: colors.cyan700,
  devops: colors.emerald700,
  ai: colors.violet700,
  mobile: colors.fuchsia700,
  general: colors.indigo700,
};

/** Stamped into every sample, so a later run can tell its own files from an owner's real ones. */
const creator = 'npm run assets (scripts/generate-assets)';

const W = 841.89; // A4 landscape, in points
const H = 595.28;

/** A palette colour ('#rrggbb') as pdf-lib's 0-1 RGB. */
function hexColor(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const navy = hexColor(colors.gray900);
const slate = hexColor(colors.slate600);
const faint = hexColor(colors.slate400);
const white = hexColor(colors.white);
/**
 * The page: a white with the faintest blue. Written as pdf-lib fractions, not a palette entry, because no
 * '#rrggbb' value gives exactly these numbers, and the generated PDFs must not change.
 */
const paper = rgb(0.992, 0.992, 0.996);

/** 'Atlas Web Institute' -> 'AWI': the issuer's monogram in the seal and the header mark. */
function monogram(issuer: string): string {
  return issuer
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
}

/** A pinned date: the certificate's year when it parses, so metadata never changes between runs. */
function pinnedDate(certificate: Certification): Date {
  const parsed = Date.parse(certificate.date);
  return new Date(Number.isNaN(parsed) ? Date.UTC(2024, 0, 1) : parsed);
}

interface Fonts {
  serif: PDFFont;
  serifItalic: PDFFont;
  serifBoldItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Double frame with accent corner brackets: reads as a certificate before any text does. */
function drawFrame(page: PDFPage, accent: ReturnType<typeof rgb>) {
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: paper });
  page.drawRectangle({
    x: 20,
    y: 20,
    width: W - 40,
    height: H - 40,
    borderColor: navy,
    borderWidth: 1.2,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: W - 56,
    height: H - 56,
    borderColor: accent,
    borderWidth: 0.6,
  });
  const len = 42;
  for (const [x, y, dx, dy] of [
    [28, 28, 1, 1],
    [W - 28, 28, -1, 1],
    [28, H - 28, 1, -1],
    [W - 28, H - 28, -1, -1],
  ] as const) {
    page.drawLine({ start: { x, y }, end: { x: x + dx * len, y }, thickness: 3.5, color: accent });
    page.drawLine({ start: { x, y }, end: { x, y: y + dy * len }, thickness: 3.5, color: accent });
  }
}

/** The SAMPLE marker: a faint diagonal watermark plus a plain-words line in the footer. */
function drawSampleMarks(page: PDFPage, c: Certification, fonts: Fonts) {
  const label = 'SAMPLE CERTIFICATE';
  const size = 66;
  const angle = 22;
  const width = fonts.sansBold.widthOfTextAtSize(label, size);
  const rad = (angle * Math.PI) / 180;
  // Offset the text origin so the rotated string's centre lands on the page centre.
  const x = W / 2 - (width / 2) * Math.cos(rad) + size * 0.35 * Math.sin(rad);
  const y = H / 2 - (width / 2) * Math.sin(rad) - size * 0.35 * Math.cos(rad);
  page.drawText(label, {
    x,
    y,
    size,
    font: fonts.sansBold,
    color: navy,
    opacity: 0.045,
    rotate: degrees(angle),
  });
  drawCentred(
    page,
    `SAMPLE CERTIFICATE - for demonstration only, not a real credential  |  ID SAMPLE-${c.id.toUpperCase()}`,
    W / 2,
    38,
    { font: fonts.sans, size: 7, color: faint },
    0.3,
  );
}

/** Date on the left, seal in the middle, signature on the right. */
function drawFooter(page: PDFPage, c: Certification, fonts: Fonts, accent: ReturnType<typeof rgb>) {
  const baseline = 118;
  const label = { font: fonts.sans, size: 7.5, color: slate };
  for (const cx of [190, W - 190]) {
    page.drawLine({
      start: { x: cx - 95, y: baseline },
      end: { x: cx + 95, y: baseline },
      thickness: 0.7,
      color: slate,
    });
  }
  drawCentred(page, c.date, 190, baseline + 8, { font: fonts.serif, size: 15, color: navy });
  drawCentred(page, 'DATE OF COMPLETION', 190, baseline - 14, label, 1.2);
  // A fake signature: a flowing stroke nobody could mistake for a real person's hand.
  page.drawSvgPath(
    'M4 34C10 14 20 0 26 4C32 8 18 34 22 36C28 38 32 16 38 16C43 16 38 31 43 31C49 31 52 17 57 17' +
      'C61 17 58 29 63 29C70 29 74 8 81 9C86 10 79 30 86 30C94 30 98 19 105 20C112 21 108 30 116 29' +
      'C126 27 134 18 146 14M14 27C54 22 98 21 138 26',
    { x: W - 190 - 75, y: baseline + 42, borderColor: navy, borderWidth: 1.2 },
  );
  drawCentred(page, 'PROGRAM DIRECTOR', W - 190, baseline - 14, label, 1.2);
  drawCentred(page, c.issuer, W - 190, baseline - 26, {
    font: fonts.serifItalic,
    size: 9,
    color: slate,
  });
  // Seal with ribbon tails, carrying the issuer's monogram.
  const sx = W / 2;
  const sy = baseline + 10;
  // drawSvgPath uses SVG's y-down axis, so positive y points down the page here.
  page.drawSvgPath('M-20 0L-30 52L-17 44L-7 56L2 0Z M20 0L30 52L17 44L7 56L-2 0Z', {
    x: sx,
    y: sy,
    color: accent,
    opacity: 0.85,
  });
  page.drawCircle({ x: sx, y: sy, size: 36, color: accent });
  page.drawCircle({
    x: sx,
    y: sy,
    size: 30,
    borderColor: white,
    borderWidth: 0.8,
    borderOpacity: 0.7,
  });
  drawCentred(page, monogram(c.issuer), sx, sy - 6, {
    font: fonts.serif,
    size: 17,
    color: white,
  });
}

function drawCertificate(page: PDFPage, c: Certification, fonts: Fonts) {
  const accent = hexColor(accentByCategory[c.category]);
  drawFrame(page, accent);
  drawSampleMarks(page, c, fonts);
  const cx = W / 2;
  drawCentred(
    page,
    c.issuer.toUpperCase(),
    cx,
    H - 92,
    { font: fonts.sansBold, size: 11, color: accent },
    2.4,
  );
  page.drawLine({
    start: { x: cx - 24, y: H - 104 },
    end: { x: cx + 24, y: H - 104 },
    thickness: 1.2,
    color: accent,
  });
  drawCentred(page, 'Certificate of Completion', cx, H - 166, {
    font: fonts.serif,
    size: 42,
    color: navy,
  });
  drawCentred(page, 'This certifies that', cx, H - 208, {
    font: fonts.serifItalic,
    size: 14,
    color: slate,
  });
  const name = encodable(fonts.serifBoldItalic, profile.name);
  const nameStyle = { font: fonts.serifBoldItalic, size: 36, color: navy };
  drawCentred(page, name, cx, H - 258, { ...nameStyle, size: fitSize(name, nameStyle, 520) });
  page.drawLine({
    start: { x: cx - 190, y: H - 270 },
    end: { x: cx + 190, y: H - 270 },
    thickness: 0.6,
    color: accent,
  });
  drawCentred(page, 'has successfully completed', cx, H - 298, {
    font: fonts.serifItalic,
    size: 14,
    color: slate,
  });
  const title = encodable(fonts.sansBold, c.title);
  const titleStyle = { font: fonts.sansBold, size: 21, color: accent };
  drawCentred(page, title, cx, H - 333, { ...titleStyle, size: fitSize(title, titleStyle, 600) });
  const descStyle = { font: fonts.sans, size: 10.5, color: slate };
  wrap(c.description, descStyle, 480, 3).forEach((line, i) => {
    drawCentred(page, line, cx, H - 360 - i * 15, descStyle);
  });
  drawFooter(page, c, fonts, accent);
}

async function certificatePdf(c: Certification): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    serifBoldItalic: await doc.embedFont(StandardFonts.TimesRomanBoldItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  drawCertificate(doc.addPage([W, H]), c, fonts);
  doc.setTitle(`${c.title} (sample certificate)`);
  doc.setAuthor(c.issuer);
  doc.setSubject(`SAMPLE certificate for ${profile.name}: not a real credential`);
  doc.setProducer('pdf-lib');
  doc.setCreator(creator);
  doc.setCreationDate(pinnedDate(c));
  doc.setModificationDate(pinnedDate(c));
  return doc.save();
}

/** True when a PDF at that path exists and was not made by this script: an owner's certificate. */
async function isOwnersPdf(file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  try {
    const existing = await PDFDocument.load(await readFile(file), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return existing.getCreator() !== creator;
  } catch {
    return true; // unreadable: still not ours to overwrite; the previews step will report it
  }
}

export async function generateCertificatePdfs(): Promise<void> {
  for (const certificate of certifications) {
    // An owner who dropped in real certificates and later reruns `npm run assets` keeps them.
    if (await isOwnersPdf(publicFile(certificate.pdfPath))) {
      console.log(`  kept public${certificate.pdfPath} (not a generated sample)`);
      continue;
    }
    await writePublic(certificate.pdfPath, await certificatePdf(certificate));
  }
}
