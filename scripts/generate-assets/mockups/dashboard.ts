// The "second screen" of a product, used for hover images: the owner's admin dashboard. A hover
// image must look clearly different from the landing page, and a dashboard does at a glance.
import { palette as colors } from '../../../tailwind.config.ts';
import { hash, palette, rect, text } from '../design';
import type { Project } from '../../../src/content';
import type { Mockup } from './kit';
import { charsFitting, textLines, wrapWords } from './kit';
import { browserWindow } from './browser';

type Metric = [label: string, format: (n: number) => string];

// toFixed, not plain sums: 0.4 + 0.8 prints as 1.2000000000000002.
const thousands = (n: number) => `${((n % 90) / 10 + 2).toFixed(1)}k`;
const percent = (n: number) => `${((n % 300) / 10 + 60).toFixed(1)}%`;
const rating = (n: number) => ((n % 5) / 10 + 4.5).toFixed(1);

/** Metrics that suit the product: a chatbot's owner watches conversations, not orders. */
const metricsByCategory: Record<Project['category'], Metric[]> = {
  web: [
    ['Visitors', thousands],
    ['Orders', (n) => `${(n % 900) + 100}`],
    ['Revenue', (n) => `$${(n % 40) + 10}.${n % 10}k`],
    ['Conversion', (n) => `${((n % 40) / 10 + 3).toFixed(1)}%`],
  ],
  mobile: [
    ['Active users', thousands],
    ['Sessions', thousands],
    ['Retention', percent],
    ['Rating', rating],
  ],
  chatbot: [
    ['Conversations', thousands],
    ['Resolved', percent],
    ['Avg. reply', (n) => `${((n % 20) / 10 + 0.8).toFixed(1)}s`],
    ['Satisfaction', rating],
  ],
};

/** Deterministic "data": the same project always gets the same chart. */
const series = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => 0.25 + (hash(`${id}:${i}`) % 1000) / 1500);

function areaChart(m: Mockup, x: number, y: number, w: number, h: number) {
  const values = series(m.project.id, 9);
  const pts = values.map((v, i) => [x + (i * w) / (values.length - 1), y + h - v * h] as const);
  // Smooth the polyline with horizontal-tangent cubic curves: real chart libraries draw it so.
  const line = pts
    .map(([px, py], i) => {
      if (i === 0) return `M${px.toFixed(1)} ${py.toFixed(1)}`;
      const [qx, qy] = pts[i - 1] ?? [px, py];
      const mid = ((qx + px) / 2).toFixed(1);
      return `C${mid} ${qy.toFixed(1)} ${mid} ${py.toFixed(1)} ${px.toFixed(1)} ${py.toFixed(1)}`;
    })
    .join('');
  const grid = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${x} ${y + (i * h) / 3}H${x + w}" stroke="${colors.white}" stroke-opacity=".06"/>`,
    )
    .join('');
  return (
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${m.accent}" stop-opacity="0"/></linearGradient>` +
    grid +
    `<path d="${line}L${x + w} ${y + h}L${x} ${y + h}Z" fill="url(#area)"/>` +
    `<path d="${line}" fill="none" stroke="${m.accent}" stroke-width="2.5" stroke-linejoin="round"/>`
  );
}

function donut(m: Mockup, cx: number, cy: number) {
  const c = 2 * Math.PI * 46;
  const share = 0.55 + (hash(m.project.id) % 25) / 100;
  const arc = (from: number, to: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="${color}" stroke-width="14" stroke-dasharray="${(to - from) * c} ${c}" stroke-dashoffset="${-from * c}" transform="rotate(-90 ${cx} ${cy})"/>`;
  return (
    arc(0, 1, palette.surface) +
    arc(0, share, m.accent) +
    arc(share + 0.02, Math.min(share + 0.24, 0.98), m.accent2) +
    text(cx, cy + 7, `${Math.round(share * 100)}%`, 20, palette.white, {
      weight: 800,
      anchor: 'middle',
    })
  );
}

export function dashboard(m: Mockup): string {
  const win = { x: 80, y: 54, w: 800, h: 600 };
  const top = win.y + 40;
  const side = 190;
  const mx = win.x + side + 28;
  const mw = win.w - side - 56;
  const name = wrapWords(m.project.title, charsFitting(side - 66, 13), 1)[0] ?? '';
  const navItems = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = top + 80 + i * 40;
      const active = i === 0;
      return (
        (active ? rect(win.x + 12, y - 10, side - 24, 34, 9, m.accent, 'fill-opacity=".13"') : '') +
        rect(win.x + 26, y, 14, 14, 4, active ? m.accent : colors.slate600) +
        rect(
          win.x + 50,
          y + 3,
          [70, 56, 80, 48, 64, 58][i] ?? 60,
          8,
          4,
          active ? colors.slate200 : colors.slate600,
        )
      );
    })
    .join('');
  const cw = (mw - 36) / 4;
  const stats = metricsByCategory[m.project.category]
    .map(([label, format], i) => {
      const cx = mx + i * (cw + 12);
      const delta = `+${((hash(`${m.project.id}:d${i}`) % 180) / 10 + 1).toFixed(1)}%`;
      return (
        rect(cx, top + 76, cw, 84, 12, palette.panel, `stroke="${colors.gray800}"`) +
        text(cx + 14, top + 100, label, 11, colors.slate400, { weight: 600 }) +
        text(cx + 14, top + 130, format(hash(`${m.project.id}:metric:${i}`)), 21, palette.white, {
          weight: 800,
        }) +
        text(cx + 14, top + 148, delta, 11, palette.emerald, { weight: 700 })
      );
    })
    .join('');
  const chartW = mw * 0.63;
  const rows = [0, 1, 2]
    .map((i) => {
      const y = top + 404 + i * 44;
      const ok = hash(`${m.project.id}:row${i}`) % 3 !== 0;
      return (
        `<circle cx="${mx + 30}" cy="${y + 14}" r="12" fill="${i % 2 ? m.accent2 : m.accent}" fill-opacity=".8"/>` +
        textLines(mx + 52, y + 6, [120], colors.slate300, 8) +
        textLines(mx + 52, y + 20, [80], colors.slate600, 6) +
        rect(mx + mw * 0.55, y + 6, 90, 8, 4, colors.slate700) +
        rect(
          mx + mw - 96,
          y + 2,
          70,
          22,
          11,
          ok ? palette.emerald : colors.amber400,
          'fill-opacity=".15"',
        ) +
        text(
          mx + mw - 61,
          y + 17,
          ok ? 'Done' : 'Pending',
          10,
          ok ? palette.emerald : colors.amber400,
          {
            weight: 700,
            anchor: 'middle',
          },
        )
      );
    })
    .join('');
  const content =
    rect(win.x, top, side, win.h, 0, colors.ink875) +
    rect(win.x + 22, top + 24, 24, 24, 7, 'url(#accentGrad)') +
    text(win.x + 56, top + 41, name, 13, palette.white, { weight: 700 }) +
    navItems +
    text(mx, top + 48, 'Overview', 22, palette.white, { weight: 800 }) +
    rect(mx + mw - 200, top + 26, 150, 30, 15, palette.panel, `stroke="${colors.gray800}"`) +
    `<circle cx="${mx + mw - 182}" cy="${top + 40}" r="5" fill="none" stroke="${palette.muted}" stroke-width="1.6"/>` +
    `<path d="M${mx + mw - 178} ${top + 44}l4 4" stroke="${palette.muted}" stroke-width="1.6" stroke-linecap="round"/>` +
    text(mx + mw - 168, top + 45, 'Search', 12, palette.muted) +
    `<circle cx="${mx + mw - 18}" cy="${top + 41}" r="15" fill="url(#accentGrad)"/>` +
    stats +
    rect(mx, top + 176, chartW, 210, 12, palette.panel, `stroke="${colors.gray800}"`) +
    text(mx + 16, top + 202, 'Last 30 days', 13, palette.white, { weight: 700 }) +
    areaChart(m, mx + 16, top + 226, chartW - 32, 140) +
    rect(
      mx + chartW + 12,
      top + 176,
      mw - chartW - 12,
      210,
      12,
      palette.panel,
      `stroke="${colors.gray800}"`,
    ) +
    text(mx + chartW + 28, top + 202, 'Breakdown', 13, palette.white, { weight: 700 }) +
    donut(m, mx + chartW + 6 + (mw - chartW) / 2, top + 290) +
    rect(mx, top + 396, mw, 200, 12, palette.panel, `stroke="${colors.gray800}"`) +
    rows;
  return browserWindow(m, win, content);
}
