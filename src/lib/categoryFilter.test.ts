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

  it('offers all, web, mobile and chatbot projects: 11, 7, 2 and 2 of them', () => {
    expect(filterChoices(projects, projectOrder)).toEqual(['all', 'web', 'mobile', 'chatbot']);
    expect(itemsInFilter(projects, 'all')).toHaveLength(11);
    expect(itemsInFilter(projects, 'web')).toHaveLength(7);
    expect(itemsInFilter(projects, 'mobile')).toHaveLength(2);
    expect(itemsInFilter(projects, 'chatbot')).toHaveLength(2);
  });

  it('offers all and five certification categories: 14 = 4 web + 3 devops + 4 ai + 2 mobile + 1 general', () => {
    expect(filterChoices(certifications, certificationOrder)).toEqual([
      'all',
      'web',
      'devops',
      'ai',
      'mobile',
      'general',
    ]);
    expect(itemsInFilter(certifications, 'all')).toHaveLength(14);
    expect(itemsInFilter(certifications, 'web')).toHaveLength(4);
    expect(itemsInFilter(certifications, 'devops')).toHaveLength(3);
    expect(itemsInFilter(certifications, 'ai')).toHaveLength(4);
    expect(itemsInFilter(certifications, 'mobile')).toHaveLength(2);
    expect(itemsInFilter(certifications, 'general')).toHaveLength(1);
  });
});
