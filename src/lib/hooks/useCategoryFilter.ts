import { useState } from 'react';
import { activeFilter, filterChoices, itemsInFilter, type CategoryFilter } from '../categoryFilter';

export interface CategoryFilterState<C extends string, T> {
  /** The pressed button: 'all' (the default) or a category some item has. */
  filter: CategoryFilter<C>;
  setFilter: (filter: CategoryFilter<C>) => void;
  /** The buttons to offer: 'all', then each category present, in display order. */
  choices: CategoryFilter<C>[];
  /** The items the filter shows, in their original order. */
  visible: T[];
}

/**
 * The state of a row of category filter buttons over `items`. Every filtered list on the page
 * uses it, so they all offer the same buttons and behave alike.
 */
export function useCategoryFilter<T extends { category: string }>(
  items: readonly T[],
  displayOrder: readonly T['category'][],
): CategoryFilterState<T['category'], T> {
  const [chosen, setFilter] = useState<CategoryFilter<T['category']>>('all');
  const choices = filterChoices(items, displayOrder);
  const filter = activeFilter(chosen, choices);
  return { filter, setFilter, choices, visible: itemsInFilter(items, filter) };
}
