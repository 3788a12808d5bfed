// PNG icons rendered from public/favicon.svg (hand-drawn; an owner may replace it and rerun
// `npm run assets`). Paths, sizes and purposes come from src/seo/webManifest.ts; the manifest
// itself is written by every build (scripts/site-assets).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { faviconIco, faviconPath, pngIcons } from '../../src/seo/webManifest';
import type { PngIcon } from '../../src/seo/webManifest';
import { palette } from './design';
import { publicFile, writePublic } from './output';

/** The favicon's own tile colour: full-bleed icons are filled with it, so the tile's edge vanishes. */
const tile = palette.ink;

/**
 * The art's share of a maskable icon. Launchers may crop to a circle of 80% of the size; the
 * favicon's glyph reaches 47% of its size from the centre at the corners, so 78% keeps it inside.
 */
const maskableScale = 0.78;

/** The favicon rasterised at `size` px: density set so librsvg draws it at that size, not scaled up. */
async function renderFavicon(svg: Buffer, size: number): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function iconPng(svg: Buffer, icon: PngIcon): Promise<Buffer> {
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

/** An .ico file holding one PNG image: a 6-byte header, one 16-byte directory entry, the PNG. */
function icoFromPng(png: Buffer, size: number): Buffer {
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

export async function generateIcons(): Promise<void> {
  const svg = await readFile(publicFile(faviconPath));
  // Made from the owner's favicon.svg, so they follow it: rewritten on every run.
  for (const icon of pngIcons) {
    await writePublic(icon.path, await iconPng(svg, icon), { madeFrom: faviconPath });
  }
  const small = await iconPng(svg, {
    path: faviconIco.path,
    size: faviconIco.size,
    purpose: 'any',
  });
  await writePublic(faviconIco.path, icoFromPng(small, faviconIco.size), { madeFrom: faviconPath });
}
