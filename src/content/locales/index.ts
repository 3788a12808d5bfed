// The languages the public page is published in. To add one, copy the folder of an existing
// language, translate it, and add it here and in all.ts (README: "Add a language").
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
