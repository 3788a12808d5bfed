/**
 * The home page's sections below the fold skip their layout until they near the viewport
 * (`below-the-fold` in styles/index.css), standing in meanwhile at a guessed height. A
 * jump to one of them must not aim at a guess: a smooth scroll lays out the sections it passes,
 * and would land hundreds of pixels off. So before a link to a section on this page is followed
 * (the browser scrolls after the click's listeners), and before a linked section is scrolled to
 * at load, every section is laid out for real, once; from then on the page is as without it.
 * Printing lays them all out too: a skipped section would print blank.
 *
 * Until the browser has rendered a section, nothing in it starts a transition (index.css). An
 * element's first style in a skipped section, computed when a script reads it rather than when it
 * is rendered, has Chromium transition from the browser's own colours: a project link, read by
 * Lighthouse's accessibility audit on a fresh load, was link blue (#0000ee) on the dark canvas for
 * the 150 ms of its colour transition, in 3 of 20 runs (decision 038).
 */

/** The attribute on `<html>` that lays every section out (a full-page screenshot sets it too). */
export const SECTIONS_SHOWN_ATTRIBUTE = 'data-sections-shown';

export function showAllSections(root: HTMLElement = document.documentElement): void {
  root.setAttribute(SECTIONS_SHOWN_ATTRIBUTE, 'true');
}

/**
 * Lays the sections out before the first link to one of them is followed, and before the page is
 * printed. Returns the stop.
 */
export function showSectionsBeforeInPageLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]');
    if (link) showAll();
  };
  const showAll = () => {
    showAllSections(root.documentElement);
    stop();
  };
  const stop = () => {
    root.removeEventListener('click', onClick, { capture: true });
    root.defaultView?.removeEventListener('beforeprint', showAll);
  };
  root.addEventListener('click', onClick, { capture: true });
  root.defaultView?.addEventListener('beforeprint', showAll);
  return stop;
}

/** Set on a section below the fold once the browser has rendered it: its transitions may run. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

const STATE_CHANGE = 'contentvisibilityautostatechange';

/**
 * Marks each section below the fold (`.below-the-fold`) once the browser has rendered it, as it
 * says with `contentvisibilityautostatechange`. A browser without that event gets every section
 * marked at once: transitions as before. Returns the stop.
 */
export function markSectionsAsTheyRender(root: Document = document): () => void {
  const sections = Array.from(root.querySelectorAll<HTMLElement>('.below-the-fold'));
  const mark = (section: HTMLElement) => section.setAttribute(RENDERED_ATTRIBUTE, '');
  const view = root.defaultView;
  if (!view || !(`on${STATE_CHANGE}` in view)) {
    sections.forEach(mark);
    return () => {};
  }
  const stops = sections.map((section) => {
    const stop = () => section.removeEventListener(STATE_CHANGE, onStateChange);
    function onStateChange(event: Event) {
      if ((event as ContentVisibilityAutoStateChangeEvent).skipped) return;
      mark(section);
      stop();
    }
    section.addEventListener(STATE_CHANGE, onStateChange);
    // Rendered before this listened: a visitor who scrolled before the runtime arrived.
    if (section.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true })) {
      mark(section);
      stop();
    }
    return stop;
  });
  return () => stops.forEach((stop) => stop());
}
