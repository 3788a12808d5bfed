// The site's icons: the favicon drawn in the brand's colours, and the PNG and .ico icons rendered
// from whichever favicon the site has (this one, or the owner's own public/favicon.svg). Paths,
// sizes and purposes come from src/seo/webManifest.ts; every build makes them (site-assets.ts).
import sharp from 'sharp';
import type { PngIcon } from '../../src/seo/webManifest.ts';
import { brand, dark } from '../../tailwind.config.ts';

/** The favicon's tile: the dark theme's panel. Full-bleed icons are filled with it. */
const tile = dark.panel;

/** The `</>` glyph on its tile, stroked with the brand's gradient. */
export function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${brand.primary}"/>` +
    `<stop offset=".5" stop-color="${brand.secondary}"/>` +
    `<stop offset="1" stop-color="${brand.accent}"/>` +
    `</linearGradient></defs>` +
    `<rect width="64" height="64" rx="16" fill="${tile}"/>` +
    `<path d="M18 20 8 32l10 12M46 20l10 12-10 12M37 14 27 50" fill="none" stroke="url(#g)" ` +
    `stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
  );
}

/**
 * The art's share of a maskable icon. Launchers may crop to a circle of 80% of the size; the
 * favicon's glyph reaches 47% of its size from the centre at the corners, so 78% keeps it inside.
 */
const maskableScale = 0.78;

/** The favicon rasterised at `size` px: density set so librsvg draws it at that size, not scaled up. */
async function renderFavicon(svg: Uint8Array, size: number): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** One PNG icon of the favicon `svg`, as `icon.purpose` asks. */
export async function iconPng(svg: Uint8Array, icon: Omit<PngIcon, 'path'>): Promise<Buffer> {
  const { size, purpose } = icon;
  if (purpose === 'any') {
    return sharp(await renderFavicon(svg, size))
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const art = purpose === 'maskable' ? Math.round(size * maskableScale) : size;
  const offset = Math.round((size - art) / 2);
  return sharp({ create: { width: size, height: size, channels: 3, background: tile } })
    .composite([{ input: await renderFavicon(svg, art), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico file of the favicon `svg` at `size` px: one PNG image behind a 22-byte header. */
export async function faviconIcoFile(svg: Uint8Array, size: number): Promise<Buffer> {
  const png = await iconPng(svg, { size, purpose: 'any' });
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
