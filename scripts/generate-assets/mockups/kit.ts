// Building blocks shared by the product mock-ups: what every mock-up is told about its project,
// and small shapes (text lines, chips, photo tiles) that make a screen read as a real UI.
import type { Project } from '../../../src/content';
import { palette as colors } from '../../../tailwind.config.ts';
import { hsl, rect, text } from '../design';

export interface Mockup {
  project: Project;
  /** Background hue of this project's image; mock-ups echo it so each image feels coherent. */
  hue: number;
  accent: string;
  accent2: string;
  /** Position among the projects of its category: cycles layouts so neighbours never match. */
  index: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Splits a title into at most `maxLines` lines of roughly `maxChars` characters. librsvg has no
 * text wrapping, and a title overflowing its mock-up is the most amateur-looking failure.
 */
export function wrapWords(content: string, maxChars: number, maxLines = 2): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Characters of bold sans text that fit in `width` px at `size` (an average glyph is ~0.56em). */
export const charsFitting = (width: number, size: number) => Math.floor(width / (size * 0.56));

/** Shrinks `size` until the longest word fits in `width`: one long word cannot be wrapped. */
export function fittingSize(content: string, width: number, size: number): number {
  const longest = Math.max(...content.split(/\s+/).map((word) => word.length));
  return Math.min(size, Math.floor(width / (longest * 0.56)));
}

/** Grey bars standing in for body copy: the eye reads them as text without us inventing any. */
export function textLines(x: number, y: number, widths: number[], color: string, h = 8, gap = 16) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color)).join('');
}

/** A pill with a label, sized from the label's length. Returns the markup and its width. */
export function chip(x: number, y: number, label: string, color: string, size = 12) {
  const w = Math.round(label.length * size * 0.58 + size * 2);
  const h = Math.round(size * 2.1);
  const markup =
    rect(x, y, w, h, h / 2, color, `fill-opacity=".14" stroke-opacity=".45" stroke="${color}"`) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, size, color, { weight: 600, anchor: 'middle' });
  return { markup, w };
}

/** A filled button with a centred label. */
export function button(b: Box, label: string, fill: string, color: string, outline = false) {
  const shape = outline
    ? rect(b.x, b.y, b.w, b.h, b.h / 2, 'none', `stroke="${fill}" stroke-width="1.5"`)
    : rect(b.x, b.y, b.w, b.h, b.h / 2, fill);
  return (
    shape +
    text(b.x + b.w / 2, b.y + b.h / 2 + 4.5, label, 13, color, { weight: 700, anchor: 'middle' })
  );
}

/**
 * A stylised landscape photo (sky, sun, two hills): reads as imagery in a web page without
 * needing any real photograph. `id` keeps the tile's gradient and clip ids unique.
 */
export function photoTile(b: Box, hue: number, id: string, radius = 12, seed = 0) {
  const { x, y, w, h } = b;
  const sunX = 0.22 + ((seed * 0.37) % 0.56);
  const hill = (base: number, peak: number, shift: number) =>
    `M${x} ${y + h * base} C${x + w * (0.25 + shift)} ${y + h * peak} ${x + w * (0.55 + shift)} ${y + h * (peak + 0.18)} ${x + w} ${y + h * (base - 0.1)} V${y + h} H${x} Z`;
  return (
    `<linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 72)}"/><stop offset="1" stop-color="${hsl(hue + 30, 60, 42)}"/></linearGradient>` +
    `<clipPath id="clip-${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath>` +
    `<g clip-path="url(#clip-${id})">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky-${id})"/>` +
    `<circle cx="${x + w * sunX}" cy="${y + h * (0.3 + (seed % 3) * 0.05)}" r="${Math.min(w, h) * 0.12}" fill="${colors.amber100}" fill-opacity=".9"/>` +
    `<path d="${hill(0.72, 0.38 + (seed % 2) * 0.08, 0.1 - (seed % 3) * 0.08)}" fill="${hsl(hue + 20, 45, 32)}"/>` +
    `<path d="${hill(0.9, 0.58, -0.15 + (seed % 2) * 0.12)}" fill="${hsl(hue + 35, 50, 20)}"/>` +
    `</g>`
  );
}

/** The address shown in a browser bar: the live URL when there is one, else a plausible domain. */
export function siteAddress(project: Project): string {
  if (project.liveUrl) return project.liveUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return `${project.title.toLowerCase().replace(/[^a-z0-9]+/g, '')}.app`;
}

/**
 * The left column of the mobile and chatbot images: category eyebrow, the title large, and the
 * project's first technologies as chips. Vertically centred on the 600 px canvas.
 */
export function sideCopy(m: Mockup, x: number, width: number, eyebrow: string): string {
  const size = fittingSize(m.project.title, width, 54);
  const lines = wrapWords(m.project.title, charsFitting(width, size));
  const leading = Math.round(size * 1.1);
  const height = 28 + lines.length * leading + 34 + 30;
  const top = (600 - height) / 2;
  let out = text(x, top + 12, eyebrow.toUpperCase(), 13, m.accent, { weight: 700, spacing: 3 });
  lines.forEach((line, i) => {
    out += text(x, top + 28 + size * 0.9 + i * leading, line, size, colors.slate50, {
      weight: 800,
      spacing: -1.5,
    });
  });
  const barY = top + 28 + lines.length * leading + 6;
  out += rect(x, barY, 56, 5, 2.5, 'url(#accentGrad)');
  let cx = x;
  for (const [i, tech] of m.project.techStack.slice(0, 3).entries()) {
    const c = chip(cx, barY + 28, tech, i % 2 === 0 ? m.accent : m.accent2, 12);
    if (cx + c.w > x + width) break;
    out += c.markup;
    cx += c.w + 10;
  }
  return out;
}
