// The chat's greetings in every language, bundled with the chat (it loads on the first open), not
// with the page; the rest of what the assistant says (assistant.ts) is for the chat function only.
// To add a language, add its greetings.ts here too (README: "Add a language").
import type { AssistantTexts } from '../types.ts';
import { greetings as ar } from './ar/greetings.ts';
import { greetings as en } from './en/greetings.ts';
import { greetings as fr } from './fr/greetings.ts';

export const chatGreetings: Record<string, AssistantTexts['greetings']> = { en, fr, ar };

/**
 * The greetings of the language `code`, or the base language's (English, as index.ts has it) for
 * a language that has none. The chat asks this rather than all.ts, which would bring everything the
 * assistant knows into the browser.
 */
export function greetingsIn(code: string): AssistantTexts['greetings'] {
  return chatGreetings[code] ?? en;
}
