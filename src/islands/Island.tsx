import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ContentContext, useContent } from '../i18n/contentContext';
import { FIRST_VIEW_ISLANDS } from './firstView';
import { islandIdPrefix } from './ids';
import type { HydrateWhen, IslandView } from './islandView';
import type { IslandName } from './registry';
import type { JsonSafe } from './json';

interface IslandProps<P> {
  name: IslandName;
  view: IslandView<P>;
  props: P & JsonSafe<P>;
}

/**
 * At build time, an island's place in the page: its tree rendered as a root of its own (so its
 * ids match the browser's root), inside an element that names the island, says when it hydrates
 * (at the visitor's first sign of life for the islands of the first view, firstView.ts; else as
 * it nears the viewport) and carries its props. `display: contents` keeps the wrapper out of the layout.
 */
export function Island<P>({ name, view, props }: IslandProps<P>) {
  const when: HydrateWhen = Object.hasOwn(FIRST_VIEW_ISLANDS, name) ? 'first-interaction' : 'near';
  const content = useContent();
  const tree = view.needsContent ? (
    <ContentContext value={content}>{view.render(props)}</ContentContext>
  ) : (
    view.render(props)
  );
  const html = renderToString(<StrictMode>{tree}</StrictMode>, {
    identifierPrefix: islandIdPrefix(name),
  });
  return (
    <div
      data-island={name}
      data-hydrate={when}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
