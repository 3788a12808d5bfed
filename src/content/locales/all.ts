// Written by `npm run locale -- sync` from src/content/locales/languages.ts: do not edit.
// Every language's words at once, for code that runs on a server or at build time (the prerender,
// the chat function, the checks): the browser loads one language through index.ts instead.
import type { ResponderTexts } from '../responderTexts.ts';
import type { AssistantTexts, LocaleTexts } from '../types.ts';
import { assistant as arAssistant } from './ar/assistant.ts';
import { texts as ar } from './ar/index.ts';
import { responder as arResponder } from './ar/responder.ts';
import { assistant as enAssistant } from './en/assistant.ts';
import { texts as en } from './en/index.ts';
import { responder as enResponder } from './en/responder.ts';
import { assistant as frAssistant } from './fr/assistant.ts';
import { texts as fr } from './fr/index.ts';
import { responder as frResponder } from './fr/responder.ts';

export const allLocaleTexts: Record<string, LocaleTexts> = { en, fr, ar };

/**
 * What the chat assistant knows and says, in every language. Kept out of the page's texts (the
 * page never shows it): the chat function builds its prompt and answers from it.
 */
export const allAssistantTexts: Record<string, AssistantTexts> = {
  en: enAssistant,
  fr: frAssistant,
  ar: arAssistant,
};

/** The sentences of the chat function's built-in responder, in every language. */
export const allResponderTexts: Record<string, ResponderTexts> = {
  en: enResponder,
  fr: frResponder,
  ar: arResponder,
};
