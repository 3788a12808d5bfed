/** Marks the year in a line the page's runtime keeps current (the footer's copyright). */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

/**
 * The home page is HTML built once: a site built in December would still say that year in
 * January. The page's runtime sets each marked year to this year, by the visitor's clock, as the
 * page rendered by React did before it was static (decision 035).
 */
export function keepYearsCurrent(root: ParentNode = document): void {
  const year = String(new Date().getFullYear());
  for (const element of root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
