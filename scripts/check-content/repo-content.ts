// This project's own content, as the content check reads it: every language's page content,
// assistant texts, chat hand-over texts and the chat responder's sentences, from src/content.
import { assistantFor, baseLocale, content, contentFor } from '../../src/content/index.ts';
import {
  allAssistantTexts,
  allLocaleTexts,
  allResponderTexts,
} from '../../src/content/locales/all.ts';
import { handoffTexts } from '../../src/content/locales/handoff.ts';
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
          handoff: handoffTexts[code],
        },
      ]),
    ),
    texts: Object.fromEntries(
      codes.map((code) => [
        code,
        {
          ...allLocaleTexts[code],
          assistant: allAssistantTexts[code],
          responder: allResponderTexts[code],
        },
      ]),
    ),
    baseCode: baseLocale.code,
  };
}
