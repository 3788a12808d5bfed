// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// The browser's view of the languages: every language's name and direction, and a loader that
// fetches one language's words when a page needs them.
import type { LocaleInfo, LocaleTexts } from '../types.ts';
import { locale as ar } from './ar/meta.ts';
import { locale as en } from './en/meta.ts';
import { locale as fr } from './fr/meta.ts';

/** Every published language, base first; the switcher lists them in this order. */
export const locales: readonly LocaleInfo[] = [en, fr, ar];

/** The base language, whose page is the site's root (/); the others live under /<code>/. */
export const baseLocale: LocaleInfo = en;

/**
 * A language's words, fetched when a page needs them: the browser downloads only the language of
 * the page it shows.
 */
export const loadLocaleTexts: Record<string, () => Promise<{ texts: LocaleTexts }>> = {
  en: () => import('./en/index.ts'),
  fr: () => import('./fr/index.ts'),
  ar: () => import('./ar/index.ts'),
};
