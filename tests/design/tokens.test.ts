// The themes' colours, checked as WCAG 2 measures contrast: every role that carries text reads at
// AA (4.5:1) on the surfaces it sits on, in both themes, including the tinted washes of the status
// boxes; icons and focus rings reach the 3:1 of non-text contrast. Axe checks the rendered pages
// too (tests/e2e/themes.spec.ts), but only what a test happens to show: this covers every pair.
import { describe, expect, it } from 'vitest';
import { brand, themes, type ThemeColors, type ThemeName } from '../../tailwind.config';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
  throw new Error(`unreadable colour ${color}`);
}

/** `top` at `opacity` (times its own alpha) over an opaque `bottom`, as the browser blends it. */
function over(top: string, bottom: Rgba, opacity = 1): Rgba {
  const [r, g, b, a] = parse(top);
  const alpha = a * opacity;
  return [
    r * alpha + bottom[0] * (1 - alpha),
    g * alpha + bottom[1] * (1 - alpha),
    b * alpha + bottom[2] * (1 - alpha),
    1,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const names = Object.keys(themes) as ThemeName[];

/** The surfaces text sits on: the page, a card (panel at 80% over the page), a panel. */
function surfaces(theme: ThemeColors): [string, Rgba][] {
  const canvas = parse(theme.canvas);
  return [
    ['canvas', canvas],
    ['card', over(theme.panel, canvas, 0.8)],
    ['panel', parse(theme.panel)],
    ['raised panel', parse(theme['panel-raised'])],
  ];
}

const textRoles = [
  'strong',
  'soft',
  'body',
  'muted',
  'accent',
  'accent-strong',
  'gradient-start',
  'gradient-middle',
  'gradient-end',
  'danger-text',
  'success-text',
  'warning-text',
] as const satisfies readonly (keyof ThemeColors)[];

describe.each(names)('the %s theme', (name) => {
  const theme = themes[name];

  it.each(textRoles)('keeps %s text at AA on every surface', (role) => {
    for (const [surface, background] of surfaces(theme)) {
      const ratio = contrast(parse(theme[role]), background);
      expect(ratio, `${role} on ${surface}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['danger', 'danger-text'],
    ['success', 'success-text'],
    ['warning', 'warning-text'],
  ] as const)('keeps text readable in a %s box (a 10% wash on a card)', (wash, text) => {
    const card = surfaces(theme)[1]![1];
    const box = over(theme[wash], card, 0.1);
    expect(contrast(parse(theme[text]), box)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws icons, the focus ring and status marks at 3:1 or more on the page', () => {
    const canvas = parse(theme.canvas);
    for (const role of [
      'accent',
      'accent-strong',
      'faint',
      'danger',
      'success',
      'warning',
    ] as const) {
      const ratio = contrast(parse(theme[role]), canvas);
      expect(ratio, `${role}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts button text on the brand gradient at AA, wherever along it', () => {
    for (const stop of [brand.primary, brand.secondary, brand.accent]) {
      expect(contrast(parse(theme['on-accent']), parse(stop))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets the inverse pair (tooltips, the 404 button) at AA', () => {
    expect(contrast(parse(theme.canvas), parse(theme.contrast))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(parse(theme.canvas), parse(theme['accent-strong']))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

it('names the same roles in every theme', () => {
  const roles = Object.keys(themes.dark).sort();
  for (const name of names) expect(Object.keys(themes[name]).sort(), name).toEqual(roles);
});
