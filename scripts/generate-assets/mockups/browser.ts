// Web projects: a browser window around a landing page. Three hero layouts, chosen from the
// project's position, so seven web projects in one grid don't look like copies of each other.
import { palette as colors } from '../../../tailwind.config.ts';
import { palette, rect, text } from '../design';
import type { Box, Mockup } from './kit';
import {
  button,
  charsFitting,
  chip,
  fittingSize,
  photoTile,
  siteAddress,
  textLines,
  wrapWords,
} from './kit';

/** Window chrome (traffic lights, address bar) around `content`, clipped to the window. */
export function browserWindow(m: Mockup, b: Box, content: string): string {
  const { x, y, w, h } = b;
  const address = siteAddress(m.project);
  const barW = Math.min(360, w * 0.45);
  const dots = [colors.red400, colors.amber400, colors.emerald400]
    .map((c, i) => `<circle cx="${x + 22 + i * 18}" cy="${y + 20}" r="5.5" fill="${c}"/>`)
    .join('');
  return (
    `<g filter="url(#shadow)">${rect(x, y, w, h, 14, colors.slate900)}</g>` +
    `<clipPath id="window"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14"/></clipPath>` +
    `<g clip-path="url(#window)">` +
    rect(x, y, w, 40, 0, palette.panel) +
    dots +
    rect(x + (w - barW) / 2, y + 10, barW, 20, 10, palette.surface) +
    // A small padlock before the address: the detail that makes it read as a browser at once.
    `<path d="M${x + (w - barW) / 2 + 14} ${y + 18.5}h8v7h-8z M${x + (w - barW) / 2 + 15.5} ${y + 18.5}v-2a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="${palette.muted}" stroke-width="1.3"/>` +
    text(x + w / 2 + 6, y + 24, address, 11, colors.slate400, { anchor: 'middle' }) +
    `<path d="M${x} ${y + 40.5}H${x + w}" stroke="${colors.white}" stroke-opacity=".06"/>` +
    content +
    `</g>` +
    rect(
      x + 0.5,
      y + 0.5,
      w - 1,
      h - 1,
      14,
      'none',
      `stroke="${colors.white}" stroke-opacity=".09"`,
    )
  );
}

/** The site's top navigation: logo mark, product name, links and a call to action. */
function nav(m: Mockup, x: number, top: number, w: number): string {
  const links = [0, 1, 2, 3].map((i) =>
    rect(x + w - 330 + i * 56, top + 25, 40, 7, 3.5, colors.slate600),
  );
  return (
    rect(x + 32, top + 17, 22, 22, 6, 'url(#accentGrad)') +
    text(x + 64, top + 33, m.project.title, 15, palette.white, { weight: 700 }) +
    links.join('') +
    button({ x: x + w - 118, y: top + 14, w: 86, h: 28 }, 'Sign up', m.accent, palette.ink)
  );
}

/**
 * Eyebrow chip, the project title as the hero heading, copy lines and two buttons. A title that
 * wraps to two lines gets one copy line less, so the block keeps the same height either way.
 */
function heroCopy(m: Mockup, x: number, top: number, width: number, centred: boolean) {
  const size = fittingSize(m.project.title, width, 42);
  const lines = wrapWords(m.project.title, charsFitting(width, size));
  const label = `Built with ${m.project.techStack[0] ?? 'care'}`;
  const mid = x + width / 2;
  const eyebrowW = chip(0, 0, label, m.accent, 11).w;
  let out = chip(centred ? mid - eyebrowW / 2 : x, top, label, m.accent, 11).markup;
  lines.forEach((line, i) => {
    out += text(centred ? mid : x, top + 72 + i * 48, line, size, palette.white, {
      weight: 800,
      anchor: centred ? 'middle' : 'start',
      spacing: -1,
    });
  });
  const copyTop = top + 72 + (lines.length - 1) * 48 + 28;
  const widths = centred
    ? [380, 300]
    : lines.length > 1
      ? [width * 0.92, width * 0.6]
      : [width * 0.92, width * 0.78, width * 0.5];
  widths.forEach((lw, i) => {
    out += textLines(centred ? mid - lw / 2 : x, copyTop + i * 16, [lw], colors.slate600);
  });
  const by = copyTop + widths.length * 16 + 18;
  const bx = centred ? mid - 126 : x;
  out += button({ x: bx, y: by, w: 124, h: 40 }, 'Get started', m.accent, palette.ink);
  out += button(
    { x: bx + 136, y: by, w: 116, h: 40 },
    'Learn more',
    colors.slate600,
    palette.white,
    true,
  );
  return out;
}

/** A gradient visual with a floating metric card, the classic SaaS hero. */
function metricVisual(b: Box) {
  const spark = `M${b.x + 86} ${b.y + b.h - 10} l14 -6 l12 4 l14 -11 l12 3 l16 -13`;
  return (
    `<clipPath id="visual"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="18"/></clipPath>` +
    `<g clip-path="url(#visual)">` +
    rect(b.x, b.y, b.w, b.h, 0, 'url(#accentGrad)') +
    `<circle cx="${b.x + b.w * 0.74}" cy="${b.y + b.h * 0.32}" r="${b.h * 0.42}" fill="${colors.white}" fill-opacity=".12"/>` +
    `<circle cx="${b.x + b.w * 0.74}" cy="${b.y + b.h * 0.32}" r="${b.h * 0.24}" fill="${colors.white}" fill-opacity=".16"/>` +
    `<path d="M${b.x} ${b.y + b.h * 0.75} C${b.x + b.w * 0.3} ${b.y + b.h * 0.55} ${b.x + b.w * 0.6} ${b.y + b.h * 0.95} ${b.x + b.w} ${b.y + b.h * 0.62}" fill="none" stroke="${colors.white}" stroke-opacity=".35" stroke-width="3"/>` +
    `</g>` +
    `<g filter="url(#softShadow)">${rect(b.x - 30, b.y + b.h - 62, 180, 88, 14, palette.white)}</g>` +
    text(b.x - 12, b.y + b.h - 36, 'Conversion', 11, palette.muted, { weight: 600 }) +
    text(b.x - 12, b.y + b.h - 8, '+128%', 24, palette.ink, { weight: 800 }) +
    `<path d="${spark}" fill="none" stroke="${colors.emerald500}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A code editor with syntax-coloured lines: the hero of a developer-facing product. */
function codeVisual(m: Mockup, b: Box) {
  const tokens = [
    [
      [30, m.accent2],
      [60, palette.white],
      [40, m.accent],
    ],
    [
      [24, colors.slate600],
      [50, palette.emerald],
      [70, palette.white],
    ],
    [
      [24, colors.slate600],
      [90, m.accent],
      [30, palette.white],
    ],
    [
      [48, m.accent2],
      [110, colors.slate400],
    ],
    [
      [24, colors.slate600],
      [40, palette.white],
      [60, palette.emerald],
      [20, m.accent],
    ],
    [
      [24, colors.slate600],
      [70, colors.slate400],
    ],
    [
      [30, m.accent2],
      [50, palette.white],
    ],
  ] as const;
  const lines = tokens
    .map((row, i) => {
      let cx = b.x + 44;
      const y = b.y + 62 + i * 24;
      return (
        text(b.x + 24, y + 7, String(i + 1), 10, colors.slate600, { anchor: 'end' }) +
        row
          .map(([w, c]) => {
            const r = rect(cx, y, w, 8, 4, c, 'fill-opacity=".85"');
            cx += w + 8;
            return r;
          })
          .join('')
      );
    })
    .join('');
  return (
    `<g filter="url(#softShadow)">${rect(b.x, b.y, b.w, b.h, 16, colors.ink875, `stroke="${colors.gray800}"`)}</g>` +
    rect(b.x + 14, b.y + 12, 96, 24, 8, palette.surface) +
    text(b.x + 26, b.y + 28, 'index.ts', 11, colors.slate300, { weight: 600 }) +
    lines +
    `<g filter="url(#softShadow)">${rect(b.x + b.w - 150, b.y + b.h - 40, 170, 56, 12, palette.panel, `stroke="${colors.slate700}"`)}</g>` +
    `<circle cx="${b.x + b.w - 128}" cy="${b.y + b.h - 12}" r="9" fill="${palette.emerald}" fill-opacity=".2"/>` +
    `<path d="M${b.x + b.w - 132} ${b.y + b.h - 12}l3 3 6-6" fill="none" stroke="${palette.emerald}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(b.x + b.w - 110, b.y + b.h - 8, 'Deployed', 13, palette.white, { weight: 700 })
  );
}

/** Three "photos" in a mosaic: the hero of a content or travel site. */
function galleryVisual(m: Mockup, b: Box) {
  const half = (b.w - 12) / 2;
  const small = (b.h - 12) / 2;
  return (
    photoTile({ ...b, w: half }, m.hue, 'g0', 14, 1) +
    photoTile({ x: b.x + half + 12, y: b.y, w: half, h: small }, m.hue + 40, 'g1', 14, 2) +
    photoTile(
      { x: b.x + half + 12, y: b.y + small + 12, w: half, h: small },
      m.hue - 30,
      'g2',
      14,
      3,
    )
  );
}

/** A row of feature cards: icon, heading bar, two copy lines. */
function featureCards(m: Mockup, x: number, y: number, w: number, count: number) {
  const gap = 16;
  const cw = (w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => {
    const cx = x + i * (cw + gap);
    const tint = i % 2 === 0 ? m.accent : m.accent2;
    return (
      rect(cx, y, cw, 120, 14, palette.panel, `stroke="${colors.gray800}"`) +
      rect(cx + 18, y + 18, 32, 32, 9, tint, 'fill-opacity=".16"') +
      rect(cx + 27, y + 27, 14, 14, 4, tint) +
      textLines(cx + 18, y + 66, [cw * 0.55], colors.slate300, 9) +
      textLines(cx + 18, y + 86, [cw * 0.78, cw * 0.6], colors.slate700, 7, 13)
    );
  }).join('');
}

const layouts = ['split', 'gallery', 'centred', 'code'] as const;

export function webLanding(m: Mockup): string {
  const win = { x: 80, y: 54, w: 800, h: 600 };
  const top = win.y + 40;
  const layout = layouts[m.index % layouts.length];
  let content = nav(m, win.x, top, win.w);
  if (layout === 'centred') {
    content += heroCopy(m, win.x + 100, top + 70, win.w - 200, true);
    const tw = (win.w - 64 - 48) / 4;
    content += [0, 1, 2, 3]
      .map((i) => {
        const tx = win.x + 32 + i * (tw + 16);
        return (
          photoTile({ x: tx, y: top + 330, w: tw, h: 130 }, m.hue + i * 28, `c${i}`, 12, i) +
          textLines(tx, top + 476, [tw * 0.7], colors.slate300, 8) +
          textLines(tx, top + 494, [tw * 0.45], colors.slate600, 7)
        );
      })
      .join('');
  } else {
    content += heroCopy(m, win.x + 32, top + 84, 360, false);
    const visual = { x: win.x + 438, y: top + 84, w: win.w - 470, h: 240 };
    content +=
      layout === 'split'
        ? metricVisual(visual)
        : layout === 'code'
          ? codeVisual(m, visual)
          : galleryVisual(m, visual);
    content += featureCards(m, win.x + 32, top + 376, win.w - 64, 3);
  }
  return browserWindow(m, win, content);
}
