// Text helpers for pdf-lib's standard fonts. Those fonts need no font files, but they can only
// encode WinAnsi characters and pdf-lib throws on anything else, so every string an owner could
// type goes through `encodable` first. pdf-lib also has no centring, tracking or wrapping.
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Keeps what the font can encode; strips accents it can't (e.g. 'ő' -> 'o') and drops the rest
 * (emoji), so an owner's unusual name degrades gracefully instead of crashing the script.
 */
export function encodable(font: PDFFont, content: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(content.normalize('NFC'))
    .map((ch) => {
      if (supported.has(ch.codePointAt(0) ?? 0)) return ch;
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(bare).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? bare : '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: Color;
}

/** Largest size up to `style.size` at which `content` fits `maxWidth`: long titles shrink. */
export function fitSize(content: string, style: TextStyle, maxWidth: number, min = 10): number {
  let size = style.size;
  while (size > min && style.font.widthOfTextAtSize(content, size) > maxWidth) size -= 0.5;
  return size;
}

/** Draws `content` centred on `cx`; with `tracking`, letter-spaced (for small caps headings). */
export function drawCentred(
  page: PDFPage,
  content: string,
  cx: number,
  y: number,
  style: TextStyle,
  tracking = 0,
): void {
  const safe = encodable(style.font, content);
  const chars = Array.from(safe);
  const width =
    style.font.widthOfTextAtSize(safe, style.size) + tracking * Math.max(chars.length - 1, 0);
  if (tracking === 0) {
    page.drawText(safe, { x: cx - width / 2, y, ...style });
    return;
  }
  let x = cx - width / 2;
  for (const ch of chars) {
    page.drawText(ch, { x, y, ...style });
    x += style.font.widthOfTextAtSize(ch, style.size) + tracking;
  }
}

/** Greedy word wrap to `maxWidth`, at most `maxLines` lines (the last one ends with '...'). */
export function wrap(content: string, style: TextStyle, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  for (const word of encodable(style.font, content).split(' ')) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && style.font.widthOfTextAtSize(joined, style.size) <= maxWidth) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}...`;
  return kept;
}
