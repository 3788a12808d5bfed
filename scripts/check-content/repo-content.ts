// This project's own content, as the content check reads it: every language's page content,
// assistant texts and the chat responder's sentences, from src/content (and the chat function's
// list of responders).
import { responderTexts } from '../../supabase/functions/chat/languages.ts';
import { assistantFor, baseLocale, content, contentFor } from '../../src/content/index.ts';
import { allAssistantTexts, allLocaleTexts } from '../../src/content/locales/all.ts';
import type { ContentToCheck } from './check.ts';

export function repoContent(): ContentToCheck {
  const codes = Object.keys(allLocaleTexts);
  return {
    base: content,
    contents: Object.fromEntries(
      codes.map((code) => [
        code,
        {
          ...contentFor(allLocaleTexts[code]!),
          assistant: allAssistantTexts[code] && assistantFor(allAssistantTexts[code]),
        },
      ]),
    ),
    texts: Object.fromEntries(
      codes.map((code) => [
        code,
        {
          ...allLocaleTexts[code],
          assistant: allAssistantTexts[code],
          responder: responderTexts[code],
        },
      ]),
    ),
    baseCode: baseLocale.code,
  };
}
