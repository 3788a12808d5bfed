// Mobile projects: two phones showing two screens of the app (a home feed and a stats screen).
// The hover image swaps to the light theme and the other screen in front, so it reads as a
// genuinely different view of the same app.
import { palette as colors } from '../../../tailwind.config.ts';
import { hash, palette, rect, text } from '../design';
import type { Mockup } from './kit';
import { sideCopy, textLines, wrapWords } from './kit';
import { projectCategoryLabels } from '../../../src/content';

interface Theme {
  bg: string;
  card: string;
  text: string;
  muted: string;
  line: string;
  stroke: string;
}

const dark: Theme = {
  bg: colors.ink900,
  card: colors.ink800,
  text: colors.slate50,
  muted: colors.slate400,
  line: colors.slate700,
  stroke: 'none',
};
const light: Theme = {
  bg: colors.slate100,
  card: colors.white,
  text: colors.slate900,
  muted: colors.slate500,
  line: colors.slate300,
  stroke: colors.slate200,
};

const W = 232; // screen width inside the frame
const H = 502;

function card(x: number, y: number, w: number, h: number, r: number, t: Theme) {
  return rect(x, y, w, h, r, t.card, t.stroke === 'none' ? '' : `stroke="${t.stroke}"`);
}

function statusBar(sx: number, sy: number, t: Theme) {
  const bars = [0, 1, 2, 3].map((i) =>
    rect(sx + W - 74 + i * 5, sy + 26 - i * 2, 3, 5 + i * 2, 1, t.text),
  );
  return (
    text(sx + 30, sy + 31, '9:41', 12, t.text, { weight: 700 }) +
    bars.join('') +
    rect(sx + W - 46, sy + 20, 22, 11, 3, 'none', `stroke="${t.text}" stroke-opacity=".5"`) +
    rect(sx + W - 44, sy + 22, 15, 7, 1.5, t.text)
  );
}

function homeScreen(m: Mockup, sx: number, sy: number, t: Theme) {
  const name = wrapWords(m.project.title, 16, 1)[0] ?? '';
  const progress = 0.55 + (hash(m.project.id) % 35) / 100;
  const ring = 2 * Math.PI * 30;
  const rcx = sx + W - 66;
  const rcy = sy + 186;
  const rows = [0, 1, 2]
    .map((i) => {
      const y = sy + 318 + i * 56;
      const tint = i === 1 ? m.accent2 : m.accent;
      return (
        card(sx + 16, y, W - 32, 46, 14, t) +
        `<circle cx="${sx + 40}" cy="${y + 23}" r="13" fill="${tint}" fill-opacity=".2"/>` +
        `<circle cx="${sx + 40}" cy="${y + 23}" r="5" fill="${tint}"/>` +
        textLines(sx + 62, y + 15, [[84, 70, 92][i] ?? 80], t.text, 7) +
        textLines(sx + 62, y + 28, [54], t.line, 6) +
        text(sx + W - 28, y + 28, `${(hash(`${m.project.id}${i}`) % 50) + 10}m`, 12, t.muted, {
          weight: 700,
          anchor: 'end',
        })
      );
    })
    .join('');
  const chips = ['All', 'Today', 'Week']
    .map((label, i) => {
      const x = sx + 16 + i * 64;
      const on = i === 1;
      return (
        rect(
          x,
          sy + 270,
          56,
          28,
          14,
          on ? m.accent : t.card,
          on || t.stroke === 'none' ? '' : `stroke="${t.stroke}"`,
        ) +
        text(x + 28, sy + 288, label, 11, on ? palette.ink : t.muted, {
          weight: 700,
          anchor: 'middle',
        })
      );
    })
    .join('');
  return (
    text(sx + 20, sy + 72, 'Good morning', 12, t.muted, { weight: 500 }) +
    text(sx + 20, sy + 96, name, 19, t.text, { weight: 800 }) +
    `<circle cx="${sx + W - 36}" cy="${sy + 82}" r="17" fill="url(#accentGrad)"/>` +
    rect(sx + 16, sy + 120, W - 32, 132, 22, 'url(#accentGrad)') +
    text(sx + 34, sy + 152, 'This week', 11, palette.ink, { weight: 700 }) +
    text(
      sx + 34,
      sy + 186,
      `${(hash(m.project.id) % 9) + 1},${(hash(m.project.title) % 900) + 100}`,
      26,
      palette.ink,
      { weight: 800 },
    ) +
    `<g opacity=".35">${textLines(sx + 34, sy + 204, [70, 50], palette.ink, 6, 12)}</g>` +
    `<circle cx="${rcx}" cy="${rcy}" r="30" fill="none" stroke="${palette.ink}" stroke-opacity=".18" stroke-width="8"/>` +
    `<circle cx="${rcx}" cy="${rcy}" r="30" fill="none" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round" stroke-dasharray="${progress * ring} ${ring}" transform="rotate(-90 ${rcx} ${rcy})"/>` +
    text(rcx, rcy + 5, `${Math.round(progress * 100)}%`, 13, palette.ink, {
      weight: 800,
      anchor: 'middle',
    }) +
    chips +
    rows
  );
}

function statsScreen(m: Mockup, sx: number, sy: number, t: Theme) {
  const values = Array.from(
    { length: 7 },
    (_, i) => 0.3 + (hash(`${m.project.id}:bar${i}`) % 70) / 100,
  );
  const peak = values.indexOf(Math.max(...values));
  const bars = values
    .map((v, i) => {
      const bx = sx + 36 + i * 25;
      const bh = v * 110;
      return (
        rect(bx, sy + 250 - bh, 14, bh, 7, i === peak ? m.accent : t.line) +
        text(bx + 7, sy + 270, 'MTWTFSS'[i] ?? '', 10, t.muted, { weight: 600, anchor: 'middle' })
      );
    })
    .join('');
  const tiles = [0, 1, 2, 3]
    .map((i) => {
      const x = sx + 16 + (i % 2) * 104;
      const y = sy + 300 + Math.floor(i / 2) * 78;
      const tint = i % 3 === 0 ? m.accent : m.accent2;
      return (
        card(x, y, 96, 68, 16, t) +
        `<circle cx="${x + 22}" cy="${y + 22}" r="9" fill="${tint}" fill-opacity=".25"/>` +
        text(x + 14, y + 54, `${(hash(`${m.project.id}:t${i}`) % 90) + 10}`, 18, t.text, {
          weight: 800,
        }) +
        textLines(x + 52, y + 44, [30], t.line, 6)
      );
    })
    .join('');
  return (
    `<path d="M${sx + 30} ${sy + 66}l-7 7 7 7" fill="none" stroke="${t.text}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(sx + W / 2, sy + 78, 'Activity', 15, t.text, { weight: 800, anchor: 'middle' }) +
    card(sx + 16, sy + 100, W - 32, 184, 20, t) +
    text(sx + 32, sy + 128, 'Weekly progress', 12, t.text, { weight: 700 }) +
    bars +
    tiles +
    rect(sx + 16, sy + H - 62, W - 32, 40, 20, m.accent) +
    text(sx + W / 2, sy + H - 37, 'Continue', 13, palette.ink, { weight: 800, anchor: 'middle' })
  );
}

function phone(m: Mockup, px: number, py: number, screen: 'home' | 'stats', t: Theme, id: string) {
  const sx = px + 9;
  const sy = py + 9;
  const body = screen === 'home' ? homeScreen(m, sx, sy, t) : statsScreen(m, sx, sy, t);
  return (
    `<g filter="url(#shadow)">${rect(px, py, W + 18, H + 18, 42, colors.slate950, `stroke="${colors.slate600}" stroke-width="2"`)}</g>` +
    `<clipPath id="screen-${id}"><rect x="${sx}" y="${sy}" width="${W}" height="${H}" rx="34"/></clipPath>` +
    `<g clip-path="url(#screen-${id})">${rect(sx, sy, W, H, 0, t.bg)}${statusBar(sx, sy, t)}${body}</g>` +
    rect(px + (W + 18) / 2 - 38, py + 20, 76, 22, 11, colors.black) +
    rect(sx + W / 2 - 50, sy + H - 12, 100, 4, 2, t.text, 'fill-opacity=".5"')
  );
}

export function mobileScreens(m: Mockup, variant: 'main' | 'alt'): string {
  const t = variant === 'main' ? dark : light;
  const [front, back] =
    variant === 'main' ? (['home', 'stats'] as const) : (['stats', 'home'] as const);
  // Every other mobile project mirrors the layout, so two of them side by side don't match.
  const mirror = m.index % 2 === 1;
  return (
    sideCopy(m, mirror ? 548 : 72, 340, `${projectCategoryLabels[m.project.category]} app`) +
    phone(m, mirror ? 34 : 676, 92, back, t, 'back') +
    phone(m, mirror ? 230 : 480, 44, front, t, 'front')
  );
}
