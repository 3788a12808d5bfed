import { createElement, StrictMode, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContentContext } from '../i18n/contentContext';
import { loadPageContent } from '../i18n/pageContent';
import { islandIdPrefix } from './ids';
import type { IslandView } from './islandView';

/**
 * Attaches React to one island's prerendered HTML (see Island.tsx): the same tree with the same
 * props, as a root of its own whose ids (useId) carry the island's name, as on the server.
 */
export async function hydrateIsland<P>(element: HTMLElement, view: IslandView<P>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as P;
  const own = view.render(props);
  const tree: ReactElement = view.needsContent
    ? createElement(ContentContext, { value: await loadPageContent() }, own)
    : own;
  hydrateRoot(element, createElement(StrictMode, null, tree), {
    identifierPrefix: islandIdPrefix(element.dataset.island!),
  });
}
