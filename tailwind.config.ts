/**
 * The design tokens: the one typed source of the site's colours and fonts. A rebrand is this file.
 *
 * - Tailwind reads it through `@config` in src/styles/index.css: every colour below is a utility
 *   (`bg-canvas`, `text-muted`, `border-contrast/10`) that reads a CSS variable (`--theme-canvas`,
 *   `--brand-cyan`), set once on :root from these values; a theme is a set of those variables.
 * - The asset scripts (scripts/generate-assets: share image, mock-ups, icons, certificates) and the
 *   web manifest import the same values, so no colour is written twice.
 *
 * Components name a colour by the role it plays, never by its value: `text-strong` is the page's
 * strongest text, `contrast` is what lines and washes are tinted with (`border-contrast/10`).
 */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/** What each colour of a theme is for. */
export interface ThemeColors {
  /** The page itself. */
  canvas: string;
  /** Cards, panels and the chat window. */
  panel: string;
  /** What sits on a panel: inputs, the chat's bot bubbles. */
  'panel-raised': string;
  /** Headings and the most important words. */
  strong: string;
  /** Text that must stand out from the body without being a heading. */
  soft: string;
  /** Body text. */
  body: string;
  /** Secondary text: captions, labels, counts. */
  muted: string;
  /** Decorative icons (empty-inbox pictures): 3:1 on the canvas, never used for text. */
  faint: string;
  /** Tints lines, washes and rings at low opacity (`border-contrast/10`); the opposite of canvas. */
  contrast: string;
  /** Text on the accent gradient (buttons). */
  'on-accent': string;
  /** Links, icons and focus: the brand's cyan. */
  accent: string;
  /** The accent where it must read as text on the canvas. */
  'accent-strong': string;
  /** The gradient of headline words (`.text-gradient`): start, middle and end, legible on canvas. */
  'gradient-start': string;
  'gradient-middle': string;
  'gradient-end': string;
  /** Errors: icons and borders (`danger`), and text on the canvas or a red wash (`danger-text`). */
  danger: string;
  'danger-text': string;
  /** Success: icons and ticks, and text on a green wash. */
  success: string;
  'success-text': string;
  /** Warnings and highlights: spam flags, search matches, stars, and text on an amber wash. */
  warning: string;
  'warning-text': string;
  /** Shadows (`shadow-shade/40`): a colour whose own alpha lets a theme make them lighter. */
  shade: string;
}

/** The brand's hues: the gradient of buttons and headings, and the glitch of the hero. */
export const brand = {
  cyan: '#22d3ee',
  cyanLight: '#67e8f9',
  violet: '#a78bfa',
  fuchsia: '#e879f9',
  fuchsiaLight: '#f0abfc',
  emerald: '#34d399',
  emeraldLight: '#6ee7b7',
} as const;

/** The night theme: a deep navy canvas with the brand's cyan, violet and fuchsia. */
export const dark: ThemeColors = {
  canvas: '#070b16',
  panel: '#0b1020',
  'panel-raised': '#111827',
  strong: '#ffffff',
  soft: '#e2e8f0',
  body: '#cbd5e1',
  muted: '#94a3b8',
  faint: '#64748b',
  contrast: '#ffffff',
  'on-accent': '#070b16',
  accent: brand.cyan,
  'accent-strong': brand.cyanLight,
  'gradient-start': brand.cyanLight,
  'gradient-middle': brand.violet,
  'gradient-end': brand.fuchsiaLight,
  danger: '#f87171',
  'danger-text': '#fecaca',
  success: brand.emerald,
  'success-text': '#a7f3d0',
  warning: '#fcd34d',
  'warning-text': '#fde68a',
  shade: '#000000',
};

/**
 * The day theme: the same brand on a cool white page. Every text role keeps AA contrast (4.5:1)
 * on both canvas and panel (tests/design-tokens.test.ts checks it): the accent and the headline
 * gradient take the brand's deeper shades, since its bright cyan cannot carry text on white.
 */
export const light: ThemeColors = {
  canvas: '#f6f8fc',
  panel: '#ffffff',
  'panel-raised': '#eaeef5',
  strong: '#0b1020',
  soft: '#1e293b',
  body: '#334155',
  muted: '#475569',
  faint: '#5b6779',
  contrast: '#0b1020',
  'on-accent': '#070b16',
  accent: '#0e7490',
  'accent-strong': '#155e75',
  'gradient-start': '#0e7490',
  'gradient-middle': '#6d28d9',
  'gradient-end': '#a21caf',
  danger: '#dc2626',
  'danger-text': '#991b1b',
  success: '#059669',
  'success-text': '#065f46',
  warning: '#c96a04',
  'warning-text': '#92400e',
  shade: 'rgb(15 23 42 / 0.3)',
};

/** The themes, by name. A page follows the visitor's system setting until they pick one. */
export const themes = { dark, light } as const;
export type ThemeName = keyof typeof themes;

/** Font stacks: the system UI font for text, Space Grotesk (and Noto Kufi Arabic) for headings. */
export const fonts = {
  sans: [
    'ui-sans-serif',
    'system-ui',
    '-apple-system',
    "'Segoe UI'",
    'Roboto',
    "'Helvetica Neue'",
    'Arial',
    "'Noto Sans'",
    'sans-serif',
    "'Apple Color Emoji'",
    "'Segoe UI Emoji'",
    "'Noto Color Emoji'",
  ],
  display: [
    "'Space Grotesk Variable'",
    "'Noto Kufi Arabic Headings'",
    'ui-sans-serif',
    'system-ui',
    'sans-serif',
  ],
} as const;

/** `'panel-raised'` -> `--theme-panel-raised`; `'cyanLight'` -> `--brand-cyan-light`. */
const cssName = (prefix: string, name: string) =>
  `--${prefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Each role as the CSS variable a utility reads. */
const themeColors = Object.fromEntries(
  Object.keys(dark).map((role) => [role, `var(${cssName('theme', role)})`]),
);
const brandColors = Object.fromEntries(
  Object.keys(brand).map((name) => [
    name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    `var(${cssName('brand', name)})`,
  ]),
);

/** The variables behind the utilities for one theme, with the `color-scheme` it asks of the browser. */
export function themeVariables(name: ThemeName): Record<string, string> {
  return {
    'color-scheme': name,
    ...Object.fromEntries(
      Object.entries(themes[name]).map(([role, value]) => [cssName('theme', role), value]),
    ),
  };
}

/** The brand's hues as variables: the same in every theme. */
export const brandVariables: Record<string, string> = Object.fromEntries(
  Object.entries(brand).map(([name, value]) => [cssName('brand', name), value]),
);

/**
 * Which theme's variables apply where. src/theme/themeScript.ts sets `data-theme` on <html> before
 * the first paint (the stored choice, else the system's); without JavaScript the system setting
 * decides through the media query.
 */
export const themeRules = {
  ':root': { ...brandVariables, ...themeVariables('dark') },
  '@media (prefers-color-scheme: light)': { ':root:not([data-theme])': themeVariables('light') },
  ":root[data-theme='light']": themeVariables('light'),
};

export default {
  theme: {
    extend: {
      colors: { ...themeColors, brand: brandColors },
      fontFamily: { sans: [...fonts.sans], display: [...fonts.display] },
    },
  },
  plugins: [plugin(({ addBase }) => addBase(themeRules))],
} satisfies Config;
