// Every language's words at once, for code that runs on a server or at build time (the prerender,
// the chat function, the checks): the browser loads one language through index.ts instead.
import type { LocaleTexts } from '../types.ts';
import { texts as ar } from './ar/index.ts';
import { texts as en } from './en/index.ts';
import { texts as fr } from './fr/index.ts';

export const allLocaleTexts: Record<string, LocaleTexts> = { en, fr, ar };
