import type { Content } from '../content/types';
import { loadLocaleTexts } from '../content/locales';
import { pageLocale } from '../lib/paths';

let pageContent: Promise<Content> | undefined;

/**
 * The page's whole content in its language, fetched once, when a part that reads it first loads
 * (an island nearing the viewport, the chat's panel): never with the first view, whose islands get
 * what they show in their props.
 */
export function loadPageContent(): Promise<Content> {
  if (!pageContent) {
    pageContent = Promise.all([
      import('../content/assemble'),
      loadLocaleTexts[pageLocale(window.location.pathname).code]!(),
    ]).then(([{ contentFor }, { texts }]) => contentFor(texts));
    // The words did not arrive (offline): the next part that needs them asks again.
    pageContent.catch(() => (pageContent = undefined));
  }
  return pageContent;
}
