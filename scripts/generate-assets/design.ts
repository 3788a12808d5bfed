// Shared look of the generated images: the drawings' colour roles, a stable per-id colour, and SVG
// rasterising. Kept in one place so every sample image reads as part of the same brand.
// No colour value is written here or in any drawing: `palette` in tailwind.config.ts is the one
// place colour values are written. The drawings name its entries (imported as `colors`, since
// `palette` here is the roles below) or these roles. Only a third-party logo's own colour
// (tech-logos.ts) and the certificates' paper tint (pdf-lib fractions) are written elsewhere.
import sharp from 'sharp';
import { escapeHtml } from '../../src/shared/html.ts';
import { brand, dark, palette as colors } from '../../tailwind.config.ts';

/**
 * The drawings' colour roles: the site's theme and brand colours, plus the few neutrals only the
 * drawings use (a mock-up's window surface and rules, its brightest text), all from the palette.
 */
export const palette = {
  ink: dark.panel,
  panel: dark['panel-raised'],
  surface: colors.slate800,
  line: colors.slate700,
  muted: dark.faint,
  text: dark.soft,
  white: colors.slate50,
  cyan: brand.primary,
  violet: brand.secondary,
  fuchsia: brand.accent,
  emerald: brand.positive,
} as const;

export const accents = [palette.cyan, palette.violet, palette.fuchsia, palette.emerald] as const;

/**
 * Text is rendered by librsvg with whatever fonts the machine has, so list the site's font first
 * and then common clean sans-serifs; Liberation Sans is the usual fallback on Linux.
 */
export const fontStack = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** FNV-1a plus a finaliser: a tiny, stable string hash, so an id always maps to the same colours and layout. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche (murmur3 fmix): without it 'web-1' and 'web-2' get neighbouring hues.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A hue between emerald (160) and fuchsia (300): the palette's range, never muddy browns. */
export function hueFor(id: string): number {
  return 160 + (hash(id) % 140);
}

/** Picks one of `options` from an id plus a salt, so different choices don't move in lockstep. */
export function pick<T>(id: string, salt: string, options: readonly T[]): T {
  return options[hash(`${salt}:${id}`) % options.length] as T;
}

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** A rounded rectangle; the mock-ups are mostly made of these. */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A text label in the shared font stack; a '&' or '<' in a title must not break the document. */
export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  { weight = 400, anchor = 'start', spacing = 0 } = {},
) {
  return `<text x="${x}" y="${y}" font-family="${fontStack}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${escapeHtml(content)}</text>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Rasterises an SVG to WebP; quality 80 keeps flat illustrations crisp and small. */
export function svgToWebp(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
}
