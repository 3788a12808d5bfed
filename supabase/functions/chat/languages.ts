import { assistantFor, baseLocale, contentFor } from '../../../src/content/index.ts';
import type { ChatContent } from '../../../src/content/index.ts';
import {
  allAssistantTexts,
  allLocaleTexts,
  allResponderTexts,
} from '../../../src/content/locales/all.ts';
import type { ResponderTexts } from '../../../src/content/responderTexts.ts';

/**
 * The sentences of the built-in responder, by language code: each language folder's responder.ts
 * (src/content/locales/all.ts lists them); a test checks that every language of the page has one.
 */
export const responderTexts: Record<string, ResponderTexts> = allResponderTexts;

/** The language of a request that names none: the site's base language (its page is /). */
export const BASE_LANGUAGE = baseLocale.code;

/** The codes a request's `language` may name: the languages the page is published in. */
export const LANGUAGES: readonly string[] = Object.keys(allLocaleTexts);

export function isLanguage(value: unknown): value is string {
  return typeof value === 'string' && Object.hasOwn(allLocaleTexts, value);
}

/** The language `language` names if it is one of the page's, else the base language. */
function known(language: string): string {
  return isLanguage(language) ? language : BASE_LANGUAGE;
}

const contents = new Map<string, ChatContent>();

/**
 * The owner's content in one language (the base language for an unknown code), with what the
 * assistant knows beyond the page, joined on first use: a language whose words are incomplete
 * breaks only the answers in that language.
 */
export function contentIn(language: string): ChatContent {
  const code = known(language);
  let content = contents.get(code);
  if (!content) {
    content = {
      ...contentFor(allLocaleTexts[code]!),
      assistant: assistantFor(allAssistantTexts[code]!),
    };
    contents.set(code, content);
  }
  return content;
}

/** The responder's sentences in one language (the base language's for a code without any). */
export function responderTextsIn(language: string): ResponderTexts {
  const code = known(language);
  return (
    (Object.hasOwn(responderTexts, code) ? responderTexts[code] : undefined) ??
    responderTexts[BASE_LANGUAGE]!
  );
}

/** The language's name in English, for the system prompt: 'French', 'Arabic'. */
export function languageName(language: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(known(language)) ?? language;
}
