import {
  certificationCategoryInfo,
  certifications,
  projectCategoryLabels,
  projects,
} from '../content';
import type { CertificationCategory, ProjectCategory } from '../content';
import { activeFilter, categoriesPresent, filterChoices, itemsInFilter } from './categoryFilter';

type Colour = 'red' | 'green' | 'blue';
const order: Colour[] = ['red', 'green', 'blue'];
const item = (id: string, category: Colour) => ({ id, category });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('categoriesPresent / filterChoices', () => {
  it('lists each category that has an item once, in display order, not in item order', () => {
    const sample = [item('a', 'blue'), item('b', 'red'), item('c', 'blue')];
    expect(categoriesPresent(sample, order)).toEqual(['red', 'blue']);
    expect(filterChoices(sample, order)).toEqual(['all', 'red', 'blue']);
  });

  it('gives a category with no item no button', () => {
    expect(filterChoices([item('a', 'green')], order)).toEqual(['all', 'green']);
  });

  it("offers only 'all' when there is nothing to filter", () => {
    expect(categoriesPresent([], order)).toEqual([]);
    expect(filterChoices([], order)).toEqual(['all']);
  });

  it('leaves out a category missing from the display order', () => {
    expect(filterChoices([item('a', 'blue')], ['red', 'green'])).toEqual(['all']);
  });
});

describe('activeFilter', () => {
  it('keeps a choice that is still offered, and falls back to all otherwise', () => {
    expect(activeFilter<Colour>('red', ['all', 'red'])).toBe('red');
    expect(activeFilter<Colour>('all', ['all', 'red'])).toBe('all');
    expect(activeFilter<Colour>('blue', ['all', 'red'])).toBe('all');
  });
});

describe('itemsInFilter', () => {
  const sample = [item('a', 'red'), item('b', 'green'), item('c', 'red')];

  it("keeps every item for 'all' and one category otherwise, in the original order", () => {
    expect(ids(itemsInFilter(sample, 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(itemsInFilter(sample, 'red'))).toEqual(['a', 'c']);
    expect(ids(itemsInFilter(sample, 'green'))).toEqual(['b']);
    expect(itemsInFilter(sample, 'blue')).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = itemsInFilter(sample, 'all');
    expect(result).not.toBe(sample);
    expect(sample).toHaveLength(3);
  });
});

describe('the site content', () => {
  const projectOrder = Object.keys(projectCategoryLabels) as ProjectCategory[];
  const certificationOrder = (
    Object.keys(certificationCategoryInfo) as (CertificationCategory | 'all')[]
  ).filter((key): key is CertificationCategory => key !== 'all');

  /**
   * What must hold for any owner's list: 'all' comes first and shows everything, every category
   * an item has gets a button (none is unreachable), no button shows an empty list, and the
   * categories' lists add up to all of it.
   */
  function expectEveryItemReachable<C extends string>(
    items: readonly { id: string; category: C }[],
    displayOrder: readonly C[],
  ) {
    const choices = filterChoices(items, displayOrder);
    const categories = choices.filter((choice): choice is C => choice !== 'all');
    expect(choices[0]).toBe('all');
    expect(itemsInFilter(items, 'all')).toHaveLength(items.length);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(categories));
    for (const category of categories) {
      expect(itemsInFilter(items, category).length).toBeGreaterThan(0);
    }
    expect(categories.flatMap((category) => ids(itemsInFilter(items, category))).sort()).toEqual(
      ids([...items]).sort(),
    );
  }

  // Any number of items, none included (the page then leaves the section out).
  it("offers 'all' and each project category in use, whose lists add up to every project", () => {
    expectEveryItemReachable(projects, projectOrder);
  });

  it("offers 'all' and each certification category in use, whose lists add up to every certification", () => {
    expectEveryItemReachable(certifications, certificationOrder);
  });
});
