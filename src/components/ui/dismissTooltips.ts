/**
 * Escape hides the tooltip the visitor is looking at, without moving the pointer or the focus
 * (WCAG 1.4.13). It shows again once neither the pointer nor the focus is on its element. The
 * tooltips themselves are CSS (Tooltip.tsx): this is the one part that needs a script, and it runs
 * with the page's runtime, since the static parts of a page ship no component code.
 */
export function dismissTooltipsOnEscape(root: Document = document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const element of root.querySelectorAll<HTMLElement>('[data-tooltip]')) {
      if (element.matches(':hover, :focus')) dismiss(element);
    }
  });
}

function dismiss(element: HTMLElement) {
  if ('dismissed' in element.dataset) return;
  element.dataset.dismissed = '';
  const showAgain = () => {
    // The pointer may leave while the focus stays, or the other way round.
    if (element.matches(':hover, :focus')) return;
    delete element.dataset.dismissed;
    element.removeEventListener('mouseleave', showAgain);
    element.removeEventListener('blur', showAgain);
  };
  element.addEventListener('mouseleave', showAgain);
  element.addEventListener('blur', showAgain);
}
