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
  /** The quietest text, for what is nearly decoration. */
  faint: string;
  /** Tints lines, washes and rings at low opacity (`border-contrast/10`); the opposite of canvas. */
  contrast: string;
  /** Text on the accent gradient (buttons). */
  'on-accent': string;
  /** Links, icons and focus: the brand's cyan. */
  accent: string;
  /** The accent where it must read as text on the canvas. */
  'accent-strong': string;
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
};

/** The themes, by name; `dark` is the default. */
export const themes = { dark } as const;

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

/** The variables behind the utilities, with their values for the default theme. */
export function themeVariables(colors: ThemeColors = dark): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(colors).map(([role, value]) => [cssName('theme', role), value]),
    ),
    ...Object.fromEntries(
      Object.entries(brand).map(([name, value]) => [cssName('brand', name), value]),
    ),
  };
}

export default {
  theme: {
    extend: {
      colors: { ...themeColors, brand: brandColors },
      fontFamily: { sans: [...fonts.sans], display: [...fonts.display] },
    },
  },
  plugins: [plugin(({ addBase }) => addBase({ ':root': themeVariables() }))],
} satisfies Config;
