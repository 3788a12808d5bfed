/**
 * The design tokens: the one typed source of the site's colours and fonts. A rebrand is this file.
 *
 * - Tailwind reads it through `@config` in src/styles/index.css: every colour below is a utility
 *   (`bg-canvas`, `text-muted`, `border-contrast/10`) that reads a CSS variable (`--theme-canvas`,
 *   `--brand-primary`), set once on :root from these values; a theme is a set of those variables.
 * - What the build draws (scripts/site-assets: the favicon, icons, share image and certificate
 *   previews) and the web manifest import the same values.
 * - `palette` is the one place a colour value is written: the brand, both themes and every drawing
 *   name an entry of it, so no colour literal appears twice. The exception is other brands'
 *   colours (the tech stack's own hues).
 *
 * Components name a colour by the role it plays, never by its value: `text-strong` is the page's
 * strongest text, `contrast` is what lines and washes are tinted with (`border-contrast/10`).
 */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { wcagContrast } from 'culori';
import { headingFonts } from './src/content/locales/fonts.ts';
import { lighterTint, readableOn } from './src/theme/brandShades.ts';

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
  /** Links, icons and focus: the brand's primary colour. */
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

/**
 * Every colour value the site and its sample drawings use, each written exactly once. The brand,
 * the themes and the asset scripts refer to these entries rather than spelling out a value.
 *
 * Tailwind's default colours keep Tailwind's names and (v3) values: `slate600` is Tailwind's
 * slate-600. The site's own colours are named by hue, with an in-between shade number where they
 * extend a Tailwind scale (`slate550` lies between slate-500 and slate-600), or by a word where
 * they don't (`ink`, `mist`, `cloud`).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',

  /** The site's night blues: the dark theme's page and panels, and the mock-ups' dark screens. */
  ink950: '#070b16',
  ink900: '#0b1020',
  ink875: '#0b1222',
  ink800: '#162033',
  /** The light theme's page (`mist`) and raised panels (`cloud`): a cool, faintly blue whites. */
  mist: '#f6f8fc',
  cloud: '#eaeef5',

  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  /** Between slate-500 and slate-600: the light theme's decorative grey (`faint`). */
  slate550: '#5b6779',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  slate950: '#020617',
  gray800: '#1f2937',
  gray900: '#111827',

  red200: '#fecaca',
  red400: '#f87171',
  red600: '#dc2626',
  red800: '#991b1b',
  amber100: '#fef3c7',
  amber200: '#fde68a',
  amber300: '#fcd34d',
  amber400: '#fbbf24',
  /** Between amber-600 and amber-700: the light theme's warning. */
  amber650: '#c96a04',
  amber800: '#92400e',
  emerald200: '#a7f3d0',
  emerald400: '#34d399',
  emerald500: '#10b981',
  emerald600: '#059669',
  emerald700: '#047857',
  emerald800: '#065f46',

  cyan400: '#22d3ee',
  cyan600: '#0891b2',
  cyan700: '#0e7490',
  blue600: '#2563eb',
  indigo700: '#4338ca',
  /** Deep indigos of the sample portrait (skin, hair) and the share image's night gradient. */
  indigo750: '#3f3d9e',
  indigo925: '#2b2670',
  indigo950: '#1e1b4b',
  indigo975: '#0f0a2e',
  indigo985: '#0d0a24',
  violet400: '#a78bfa',
  violet600: '#7c3aed',
  violet700: '#6d28d9',
  fuchsia400: '#e879f9',
  fuchsia600: '#c026d3',
  fuchsia700: '#a21caf',
} as const;

/** `(palette.slate900, 0.3)` -> `rgb(15 23 42 / 0.3)`: a palette colour carrying its own alpha. */
function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${alpha})`;
}

/**
 * The brand: the colours a rebrand changes, named by the role they play. The gradient of buttons
 * and headings runs primary -> secondary -> accent, the hero's glitch splits primary from accent,
 * and `positive` marks what is live or available (the share image's location pill, success).
 * Everything else of the brand's is computed from these four (src/theme/brandShades.ts): the
 * lighter tints below, and in each theme the shades that carry text, at the contrast they need.
 * Components use them as `from-brand-primary`, `bg-brand-accent/10`; CSS reads them as
 * `var(--brand-primary)`; the favicon, the icons and the share image are drawn from them.
 */
const brandColours = {
  primary: palette.cyan400,
  secondary: palette.violet400,
  accent: palette.fuchsia400,
  positive: palette.emerald400,
} as const;

export const brand = {
  ...brandColours,
  primaryLight: lighterTint(brandColours.primary),
  accentLight: lighterTint(brandColours.accent),
  positiveLight: lighterTint(brandColours.positive),
} as const;

/** The surfaces text sits on in each theme: the page, a panel and a raised panel. */
const darkSurfaces = [palette.ink950, palette.ink900, palette.gray900];
const lightSurfaces = [palette.mist, palette.white, palette.cloud];

/** Of the page's darkest and lightest colours, the one that reads best on every `backgrounds`. */
function textOn(backgrounds: readonly string[]): string {
  const worst = (text: string) =>
    Math.min(...backgrounds.map((background) => wcagContrast(text, background)));
  return worst(palette.ink950) >= worst(palette.white) ? palette.ink950 : palette.white;
}

/** Text on the brand's gradient (buttons, the chat's own bubbles), wherever along it. */
const onBrand = textOn([brand.primary, brand.secondary, brand.accent]);

/** The night theme: a deep navy canvas with the brand's primary, secondary and accent colours. */
export const dark: ThemeColors = {
  canvas: palette.ink950,
  panel: palette.ink900,
  'panel-raised': palette.gray900,
  strong: palette.white,
  soft: palette.slate200,
  body: palette.slate300,
  muted: palette.slate400,
  faint: palette.slate500,
  contrast: palette.white,
  'on-accent': onBrand,
  accent: readableOn(brand.primary, darkSurfaces, 4.5),
  'accent-strong': readableOn(brand.primaryLight, darkSurfaces, 4.5),
  'gradient-start': readableOn(brand.primaryLight, darkSurfaces, 4.5),
  'gradient-middle': readableOn(brand.secondary, darkSurfaces, 4.5),
  'gradient-end': readableOn(brand.accentLight, darkSurfaces, 4.5),
  danger: palette.red400,
  'danger-text': palette.red200,
  success: brand.positive,
  'success-text': palette.emerald200,
  warning: palette.amber300,
  'warning-text': palette.amber200,
  shade: palette.black,
};

/**
 * The day theme: the same brand on a cool white page. Every text role keeps AA contrast (4.5:1)
 * on both canvas and panel (tests/design/tokens.test.ts checks it): the accent and the headline
 * gradient take the brand's deeper shades, computed to read on white, since a bright brand colour
 * cannot carry text there.
 */
export const light: ThemeColors = {
  canvas: palette.mist,
  panel: palette.white,
  'panel-raised': palette.cloud,
  strong: palette.ink900,
  soft: palette.slate800,
  body: palette.slate700,
  muted: palette.slate600,
  faint: palette.slate550,
  contrast: palette.ink900,
  'on-accent': onBrand,
  accent: readableOn(brand.primary, lightSurfaces, 4.6),
  'accent-strong': readableOn(brand.primary, lightSurfaces, 7),
  'gradient-start': readableOn(brand.primary, lightSurfaces, 4.6),
  'gradient-middle': readableOn(brand.secondary, lightSurfaces, 4.6),
  'gradient-end': readableOn(brand.accent, lightSurfaces, 4.6),
  danger: palette.red600,
  'danger-text': palette.red800,
  success: palette.emerald600,
  'success-text': palette.emerald800,
  warning: palette.amber650,
  'warning-text': palette.amber800,
  shade: withAlpha(palette.slate900, 0.3),
};

/** The themes, by name. A page follows the visitor's system setting until they pick one. */
export const themes = { dark, light } as const;
export type ThemeName = keyof typeof themes;

/**
 * The heading fonts of the languages (each folder's font.ts), after Space Grotesk: a page's
 * headings take them for the characters Space Grotesk lacks.
 */
const languageHeadingFamilies = [
  ...new Set(Object.values(headingFonts).map((font) => `'${font.family}'`)),
].filter((family) => family !== "'Space Grotesk Variable'");

/** Font stacks: the system UI font for text, Space Grotesk (and the languages' own) for headings. */
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
    ...languageHeadingFamilies,
    'ui-sans-serif',
    'system-ui',
    'sans-serif',
  ],
} as const;

/** `'panel-raised'` -> `--theme-panel-raised`; `'primaryLight'` -> `--brand-primary-light`. */
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
