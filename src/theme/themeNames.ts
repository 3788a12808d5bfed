import type { ThemeName } from '../../tailwind.config.ts';

export type { ThemeName };

/** Where a visitor's explicit choice is kept; without it the page follows the system setting. */
export const THEME_STORAGE_KEY = 'theme';

/** The query that says the system prefers the light theme (dark is what a page has without one). */
export const SYSTEM_LIGHT_QUERY = '(prefers-color-scheme: light)';

export const isThemeName = (value: unknown): value is ThemeName =>
  value === 'light' || value === 'dark';
