import type { ReactElement } from 'react';

/**
 * One island: a part of the prerendered page a visitor can operate, hydrated on its own with
 * just its own code (decision 035). The prerender (Island.tsx) and the browser (hydrate.tsx)
 * build its tree with the same `render` and the same props, so React finds the HTML it expects.
 */
export interface IslandView<P> {
  render(props: P): ReactElement;
  /**
   * True: the tree reads the page's content (useContent), which the browser then loads with the
   * island. False: everything it shows comes in its props, serialised into the page, so it
   * hydrates in the first view without the language's words.
   */
  needsContent: boolean;
}

/**
 * When an island hydrates: at the visitor's first sign of life on the page (the islands in view
 * from the start) or as it nears the viewport.
 */
export type HydrateWhen = 'first-interaction' | 'near';
