import { retryOnNextVisit } from '../lib/retryOnNextVisit';
import { WORKS_WITHOUT_REACT } from '../lib/worksWithoutReact';
import type { HydrateWhen } from './islandView';
import { isIslandName, islandModules } from './registry';

/** How far below the viewport an island starts loading: a fast scroll still finds it ready. */
const NEAR_MARGIN = '600px 0px';

/**
 * What shows a visitor is there, anywhere on the page: the first of these hydrates the islands of
 * the first view. A page only looked at (or measured) runs no React at all.
 */
const SIGNS_OF_LIFE = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

/** What makes a waiting island hydrate at once: the visitor is about to use it. */
const SIGNS_OF_USE = ['pointerdown', 'focusin', 'touchstart'] as const;

/**
 * How long a link in a waiting island waits for React (which may add to where it goes: the
 * language links add the section being read) before it is followed as a plain link.
 */
const LINK_WAIT_MS = 3000;

interface IslandModule {
  hydrate(element: HTMLElement): Promise<void>;
}

/**
 * Starts the page's islands (decision 035, 036): the islands of the first view hydrate at the
 * visitor's first sign of life anywhere on the page (a pointer moving, a touch, a key, a scroll),
 * the others as they near the viewport, and any of them at once when the visitor reaches into it.
 * Until an island hydrates, what the visitor does in it is held (holdUntilHydrated). Returns once
 * all of this listens.
 */
export function startIslands(root: ParentNode = document): void {
  // An island's wrapper is `display: contents` and has no box: its first element is watched.
  const wrappers = new Map<Element, HTMLElement>();
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = wrappers.get(entry.target);
        if (entry.isIntersecting && island) void hydrate(island);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  const firstView: HTMLElement[] = [];
  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = island.dataset.hydrate as HydrateWhen;
    const box = island.firstElementChild;
    if (!box) {
      void hydrate(island);
    } else if (when === 'first-interaction') {
      firstView.push(island);
      holdUntilHydrated(island, () => undefined);
    } else {
      wrappers.set(box, island);
      near.observe(box);
      holdUntilHydrated(island, () => near.unobserve(box));
    }
  }
  if (firstView.length > 0) onFirstSignOfLife(() => firstView.forEach((island) => hydrate(island)));
}

function onFirstSignOfLife(run: () => void) {
  const options = { capture: true, passive: true } as const;
  const once = () => {
    for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, once, options);
    run();
  };
  for (const type of SIGNS_OF_LIFE) window.addEventListener(type, once, options);
}

const hydrating = new WeakMap<HTMLElement, Promise<void>>();
const releaseHeld = new WeakMap<HTMLElement, () => void>();

/**
 * Loads an island's code (again at the next touch or key if it failed to arrive) and hydrates it,
 * once however often it is asked. Resolves when React has taken the island over.
 */
function hydrate(island: HTMLElement): Promise<void> {
  let done = hydrating.get(island);
  if (done) return done;
  const name = island.dataset.island;
  if (!isIslandName(name)) return Promise.resolve();
  const load = islandModules[name] as () => Promise<IslandModule>;
  done = new Promise((resolve) => {
    retryOnNextVisit(load, (module) => {
      module.hydrate(island).then(
        () => {
          // React listens from here on: what was held is let go (and pressed again).
          releaseHeld.get(island)?.();
          island.dataset.hydrated = 'true';
          resolve();
        },
        // Its words did not arrive (offline): the visitor's next sign of use tries again, and
        // meanwhile what they do in it stays held.
        () => hydrating.delete(island),
      );
    });
  });
  hydrating.set(island, done);
  return done;
}

/**
 * A click the browser must carry out itself: one that opens another tab or window (a modified or
 * middle click, a link to a new window, a download), which it allows only straight from the
 * visitor's own click.
 */
function opensElsewhere(link: HTMLAnchorElement, event: MouseEvent): boolean {
  return (
    event.button !== 0 ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download')
  );
}

/**
 * Until a waiting island hydrates, what the visitor does in it is not lost: reaching into it
 * hydrates it at once; a press of one of its buttons or links (or Enter in a field, which presses
 * the form's button) waits and is pressed again once React listens, so what React does on that
 * press happens too; a form is never sent by the browser itself. A link that opens elsewhere goes
 * at once, and any link goes as a plain link if React is late. A control that works without React
 * (WORKS_WITHOUT_REACT: the theme switch, the header's links to sections) works at once. Text
 * typed into a field stays in the field (the contact form takes it up as it hydrates:
 * useContactForm).
 */
function holdUntilHydrated(island: HTMLElement, stopWatching: () => void) {
  let passing: Element | undefined;
  const start = () => void hydrate(island);
  const holdPress = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest(`[${WORKS_WITHOUT_REACT}]`)) return;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link && (link === passing || opensElsewhere(link, event))) return;
    event.preventDefault();
    event.stopPropagation();
    // The control pressed (an icon inside a button has no click() of its own).
    const control =
      link ?? target.closest<HTMLElement>('button, input, label, summary, [role="button"]');
    const ready = hydrate(island);
    const due = link
      ? Promise.race([ready, new Promise((resolve) => setTimeout(resolve, LINK_WAIT_MS))])
      : ready;
    void due.then(() => {
      passing = link ?? undefined;
      control?.click();
      passing = undefined;
    });
  };
  const holdSubmit = (event: SubmitEvent) => event.preventDefault();
  for (const type of SIGNS_OF_USE) island.addEventListener(type, start, { capture: true });
  island.addEventListener('click', holdPress, { capture: true });
  island.addEventListener('submit', holdSubmit, { capture: true });
  releaseHeld.set(island, () => {
    stopWatching();
    for (const type of SIGNS_OF_USE) island.removeEventListener(type, start, { capture: true });
    island.removeEventListener('click', holdPress, { capture: true });
    island.removeEventListener('submit', holdSubmit, { capture: true });
  });
}
