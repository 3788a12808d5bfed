// The colour roles and SVG pieces the share image and the certificate previews are drawn with.
// No colour value is written here: `palette` in tailwind.config.ts is the one place colour values
// are written, so a rebrand there redraws both.
import { escapeHtml } from '../../src/shared/html.ts';
import { brand, dark, palette as colors } from '../../tailwind.config.ts';

/** The site's theme and brand colours under the names the drawings use. */
export const palette = {
  ink: dark.panel,
  panel: dark['panel-raised'],
  white: colors.slate50,
  cyan: brand.primary,
  violet: brand.secondary,
  fuchsia: brand.accent,
} as const;

/**
 * Text is rendered by librsvg with whatever fonts the machine has, so list the site's font first
 * and then common clean sans-serifs; Liberation Sans is the usual fallback on Linux.
 */
export const fontStack = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** A rounded rectangle. */
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

/** A text label in the shared font stack; a '&' or '<' in a name must not break the document. */
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
