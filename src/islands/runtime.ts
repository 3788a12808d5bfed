import { retryOnNextVisit } from '../lib/retryOnNextVisit';
import type { HydrateWhen } from './islandView';
import { isIslandName, islandModules } from './registry';

/** How far below the viewport an island starts loading: a fast scroll still finds it ready. */
const NEAR_MARGIN = '600px 0px';

/** What makes a waiting island hydrate at once: the visitor is about to use it. */
const SIGNS_OF_USE = ['pointerdown', 'focusin', 'touchstart'] as const;

interface IslandModule {
  hydrate(element: HTMLElement): Promise<void>;
}

/**
 * Hydrates the page's islands (decision 035): those marked "now" at once, the others as they near
 * the viewport, or at once when the visitor reaches into one first (a key, a touch, a click).
 * Resolves once every "now" island is interactive.
 */
export async function startIslands(root: ParentNode = document): Promise<void> {
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
  const now: Promise<void>[] = [];
  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = island.dataset.hydrate as HydrateWhen;
    const box = island.firstElementChild;
    if (when === 'now' || !box) now.push(hydrate(island));
    else {
      wrappers.set(box, island);
      near.observe(box);
      holdUntilHydrated(island, () => near.unobserve(box));
    }
  }
  await Promise.all(now);
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
 * Until a waiting island hydrates, what the visitor does in it is not lost: reaching into it
 * hydrates it at once; a press of one of its buttons (or Enter in a field, which presses the
 * form's button) waits and is pressed again once React listens; a form is never sent by the
 * browser itself. Its links work as links without any of it. Text typed into a field stays in the
 * field (the contact form takes it up as it hydrates: useContactForm).
 */
function holdUntilHydrated(island: HTMLElement, stopWatching: () => void) {
  const start = () => void hydrate(island);
  const holdPress = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    // The control pressed (an icon inside a button has no click() of its own).
    const control = target.closest<HTMLElement>('button, input, label, summary, [role="button"]');
    void hydrate(island).then(() => control?.click());
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
