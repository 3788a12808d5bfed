/**
 * A category filter over a list: 'all', or one category. Its buttons are 'all' followed by each
 * category that at least one item has, in a fixed display order; a category with no item gets no
 * button, so no button ever leads to an empty list.
 */
export type CategoryFilter<C extends string> = 'all' | C;

/** The categories at least one item has, each once, in the order of `displayOrder`. */
export function categoriesPresent<C extends string>(
  items: readonly { category: C }[],
  displayOrder: readonly C[],
): C[] {
  const present = new Set(items.map((item) => item.category));
  return displayOrder.filter((category) => present.has(category));
}

/** The filter buttons: 'all', then each category present. */
export function filterChoices<C extends string>(
  items: readonly { category: C }[],
  displayOrder: readonly C[],
): CategoryFilter<C>[] {
  return ['all', ...categoriesPresent(items, displayOrder)];
}

/**
 * The filter in force: the chosen one while it is still a choice, otherwise 'all' (a category
 * whose last item went away has no button left to undo it).
 */
export function activeFilter<C extends string>(
  chosen: CategoryFilter<C>,
  choices: readonly CategoryFilter<C>[],
): CategoryFilter<C> {
  return choices.includes(chosen) ? chosen : 'all';
}

/** The items a filter shows, in their original order, as a new array. */
export function itemsInFilter<T extends { category: string }>(
  items: readonly T[],
  filter: CategoryFilter<T['category']>,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}
