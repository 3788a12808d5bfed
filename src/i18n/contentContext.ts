import { createContext, useContext } from 'react';
import type { Content } from '../content/types';

/**
 * The owner's content in the language of the page. Each page is one language (switching is a link
 * to another page), so the entry point loads that language's words once and provides them here.
 */
export const ContentContext = createContext<Content | null>(null);

/** The content of the page's language: texts, facts, and the language itself (`locale`). */
export function useContent(): Content {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent() needs a <ContentContext> around the tree');
  return content;
}
