/**
 * The home page's sections below the fold skip their layout until they near the viewport
 * (`below-the-fold` in styles/index.css, issue 38), standing in meanwhile at a guessed height. A
 * jump to one of them must not aim at a guess: a smooth scroll lays out the sections it passes,
 * and would land hundreds of pixels off. So before a link to a section on this page is followed
 * (the browser scrolls after the click's listeners), and before a linked section is scrolled to
 * at load, every section is laid out for real, once; from then on the page is as without it.
 * Printing lays them all out too: a skipped section would print blank.
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
