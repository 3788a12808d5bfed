// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// The words around the owner's reply to a lead in every language, for the inbox (it loads with
// /admin) and the reply function, never the page.
import type { ReplyTexts } from '../types.ts';
import { reply as ar } from './ar/reply.ts';
import { reply as en } from './en/reply.ts';
import { reply as fr } from './fr/reply.ts';

export const replyTexts: Record<string, ReplyTexts> = { en, fr, ar };

/** The words of the language `code`, or the base language's for a language that has none. */
export function replyTextsIn(code: string): ReplyTexts {
  return replyTexts[code] ?? en;
}
