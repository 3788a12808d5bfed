// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// The heading fonts the languages declare (their folder's font.ts), by language code: the build
// preloads one on its language's page, and the headings' font stack (tailwind.config.ts) names them.
import type { HeadingFont } from '../types.ts';
import { headingFont as ar } from './ar/font.ts';
import { headingFont as fr } from './fr/font.ts';

export const headingFonts: Record<string, HeadingFont> = { fr, ar };
