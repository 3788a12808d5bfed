// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// The chat's greetings in every language, bundled with the chat (it loads on the first open), not
// with the page; the rest of what the assistant says (assistant.ts) is for the chat function only.
// The chat asks greetingsIn() rather than all.ts, which would bring all the assistant knows.
import type { AssistantTexts } from '../types.ts';
import { greetings as ar } from './ar/greetings.ts';
import { greetings as en } from './en/greetings.ts';
import { greetings as fr } from './fr/greetings.ts';

export const chatGreetings: Record<string, AssistantTexts['greetings']> = { en, fr, ar };

/** The words of the language `code`, or the base language's for a language that has none. */
export function greetingsIn(code: string): AssistantTexts['greetings'] {
  return chatGreetings[code] ?? en;
}
