// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// The chat hand-over's words in every language, bundled with the chat (it loads on the first
// open), not with the page: the form appears only after a reply offers it.
import type { HandoffTexts } from '../types.ts';
import { handoff as ar } from './ar/handoff.ts';
import { handoff as en } from './en/handoff.ts';
import { handoff as fr } from './fr/handoff.ts';

export const handoffTexts: Record<string, HandoffTexts> = { en, fr, ar };

/** The words of the language `code`, or the base language's for a language that has none. */
export function handoffTextsIn(code: string): HandoffTexts {
  return handoffTexts[code] ?? en;
}
