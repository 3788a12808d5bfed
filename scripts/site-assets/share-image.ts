// The link-preview card (Open Graph / Twitter): the owner's name, role, the hero's subheading and
// the location on the site's night gradient, with the portrait on the right. Drawn from the values
// it is given (content, the portrait's bytes) and the colours of tailwind.config.ts; the build
// draws it from the current content (site-assets.ts), so it follows every content change.
import sharp from 'sharp';
import { shareImage } from '../../src/seo/shareImage.ts';
import { escapeHtml } from '../../src/shared/html.ts';
import { brand, dark, palette as colors } from '../../tailwind.config.ts';
import { fontStack, palette, rect, svgDocument, text } from './design.ts';

/** Everything the card shows. */
export interface ShareCard {
  name: string;
  role: string;
  subheading: string;
  location: string;
  /** The site's address; the card shows its host. */
  siteUrl: string;
  /** The portrait's image bytes, or undefined for a card without one. */
  portrait?: Uint8Array;
}

const { width: W, height: H } = shareImage;

/** The page background (Tailwind's ink-950) and the hero's accents. */
const navy = dark.canvas;
const slate300 = dark.body;
const slate400 = dark.muted;
const positive = brand.positive;
const positiveLight = brand.positiveLight;

const left = 80;
const columnWidth = 660;
/** The portrait frame: the hero's 4:5 frame, scaled to the card. */
const frame = { x: 784, y: 113, width: 336, height: 420, radius: 32 };

interface TextStyle {
  size: number;
  weight?: number;
  spacing?: number;
}

/** Rendered width of a line in px: librsvg draws it alone, and the transparent edges are trimmed. */
async function measure(content: string, { size, weight = 400, spacing = 0 }: TextStyle) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${size * 2}">` +
    `<text x="0" y="${size * 1.5}" font-family="${fontStack}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${colors.white}">${escapeHtml(content)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

/** The largest size, down to 60% of `style.size`, at which the line fits `maxWidth`; then ellipsis. */
async function fit(content: string, maxWidth: number, style: TextStyle) {
  let size = style.size;
  while (size > style.size * 0.6 && (await measure(content, { ...style, size })) > maxWidth) {
    size -= 2;
  }
  let line = content;
  while (line.length > 1 && (await measure(line, { ...style, size })) > maxWidth) {
    line = `${line.slice(0, -2).trimEnd()}…`;
  }
  return { line, size };
}

/** The site's address without scheme or 'www.', e.g. 'example.com'. */
function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The favicon's code-brackets glyph on its tile, as a nested group at (x, y), `size` px square. */
function brandMark(x: number, y: number, size: number): string {
  const s = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect width="64" height="64" rx="16" fill="${palette.ink}" stroke="${colors.white}" stroke-opacity=".12"/>` +
    `<path d="M18 20 8 32l10 12M46 20l10 12-10 12M37 14 27 50" fill="none" stroke="url(#accent)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`
  );
}

async function cardSvg(card: ShareCard, withPortrait: boolean): Promise<string> {
  const textWidth = withPortrait ? columnWidth : W - 2 * left;
  const name = await fit(card.name, textWidth, { size: 84, weight: 700, spacing: -1.5 });
  const role = await fit(card.role, textWidth, { size: 36, weight: 400 });
  const subheading = await fit(card.subheading, textWidth, {
    size: 50,
    weight: 700,
    spacing: -0.5,
  });
  const location = await fit(card.location, textWidth - 64, { size: 22, weight: 600 });
  const pillWidth = (await measure(location.line, { size: location.size, weight: 600 })) + 64;
  const host = displayHost(card.siteUrl);

  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink}"/><stop offset=".6" stop-color="${navy}"/><stop offset="1" stop-color="${colors.indigo985}"/></linearGradient>` +
    `<radialGradient id="glowC"><stop offset="0" stop-color="${palette.cyan}" stop-opacity=".22"/><stop offset="1" stop-color="${palette.cyan}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glowF"><stop offset="0" stop-color="${palette.fuchsia}" stop-opacity=".16"/><stop offset="1" stop-color="${palette.fuchsia}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glowV"><stop offset="0" stop-color="${palette.violet}" stop-opacity=".22"/><stop offset="1" stop-color="${palette.violet}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.cyan}"/><stop offset=".5" stop-color="${palette.violet}"/><stop offset="1" stop-color="${palette.fuchsia}"/></linearGradient>` +
    `<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${colors.white}" stroke-opacity=".04"/></pattern>` +
    `<radialGradient id="fade" cx=".3" cy="0" r="1"><stop offset="0" stop-color="${colors.white}"/><stop offset=".75" stop-color="${colors.white}" stop-opacity="0"/></radialGradient>` +
    `<mask id="gridMask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>`;

  const backdrop =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#grid)" mask="url(#gridMask)"/>` +
    `<circle cx="40" cy="0" r="420" fill="url(#glowC)"/>` +
    `<circle cx="${W - 60}" cy="120" r="460" fill="url(#glowF)"/>` +
    `<circle cx="${W - 220}" cy="${H}" r="380" fill="url(#glowV)"/>` +
    `<rect y="${H - 8}" width="${W}" height="8" fill="url(#accent)"/>`;

  const pill =
    rect(left, 96, pillWidth, 44, 22, positive, 'fill-opacity=".1"') +
    rect(
      left + 0.5,
      96.5,
      pillWidth - 1,
      43,
      21.5,
      'none',
      `stroke="${positive}" stroke-opacity=".35"`,
    ) +
    `<circle cx="${left + 24}" cy="118" r="6" fill="${positive}"/>` +
    text(left + 42, 126, location.line, location.size, positiveLight, { weight: 600 });

  const copy =
    pill +
    text(left, 250, name.line, name.size, palette.white, { weight: 700, spacing: -1.5 }) +
    text(left, 312, role.line, role.size, slate300) +
    text(left, 408, subheading.line, subheading.size, 'url(#accent)', {
      weight: 700,
      spacing: -0.5,
    }) +
    brandMark(left, 498, 52) +
    (host ? text(left + 72, 533, host, 26, slate400, { weight: 600 }) : '');

  const portraitFrame = withPortrait
    ? rect(
        frame.x - 6,
        frame.y + 18,
        frame.width + 12,
        frame.height,
        frame.radius,
        palette.cyan,
        'fill-opacity=".28" filter="url(#blur)"',
      ) + rect(frame.x, frame.y, frame.width, frame.height, frame.radius, palette.panel)
    : '';

  return svgDocument(W, H, defs, backdrop + copy + portraitFrame);
}

/** The portrait, cropped to the frame from the top (faces are near the top) with rounded corners. */
async function portraitLayer(portrait: Uint8Array): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}">` +
      `<rect width="${frame.width}" height="${frame.height}" rx="${frame.radius}" fill="${colors.white}"/></svg>`,
  );
  return sharp(portrait)
    .resize(frame.width, frame.height, { fit: 'cover', position: 'top' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** A thin light ring over the portrait's edge, as on the site. */
function frameRing(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}">` +
      `<rect x=".75" y=".75" width="${frame.width - 1.5}" height="${frame.height - 1.5}" rx="${frame.radius - 0.75}" fill="none" stroke="${colors.white}" stroke-opacity=".16" stroke-width="1.5"/></svg>`,
  );
}

/** The card as a 1200 x 630 PNG. */
export async function shareImagePng(card: ShareCard): Promise<Buffer> {
  const { portrait } = card;
  const layers = portrait
    ? [
        { input: await portraitLayer(portrait), left: frame.x, top: frame.y },
        { input: frameRing(), left: frame.x, top: frame.y },
      ]
    : [];
  // A 256-colour palette with dithering keeps the soft gradients smooth at a fraction of the size.
  return sharp(Buffer.from(await cardSvg(card, Boolean(portrait))))
    .composite(layers)
    .png({ palette: true, colours: 256, dither: 1, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
