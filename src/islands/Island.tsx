import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ContentContext, useContent } from '../i18n/contentContext';
import { islandIdPrefix } from './ids';
import type { HydrateWhen, IslandView } from './islandView';
import type { IslandName } from './registry';
import type { JsonSafe } from './json';

interface IslandProps<P> {
  name: IslandName;
  view: IslandView<P>;
  props: P & JsonSafe<P>;
  when: HydrateWhen;
}

/**
 * At build time, an island's place in the page: its tree rendered as a root of its own (so its
 * ids match the browser's root), inside an element that names the island, says when it hydrates
 * and carries its props. `display: contents` keeps the wrapper out of the layout.
 */
export function Island<P>({ name, view, props, when }: IslandProps<P>) {
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
