import type { Project } from '../../content';
import { projectCategoryLabels, projects } from '../../content';
import { filterProjects, projectFilters } from './filterProjects';

function project(id: string, category: Project['category']): Project {
  return { id, title: id, description: '', category, image: `/${id}.webp`, techStack: [] };
}

describe('filterProjects', () => {
  const sample = [
    project('a', 'web'),
    project('b', 'mobile'),
    project('c', 'web'),
    project('d', 'chatbot'),
  ];

  it("returns every project, in order, for 'all'", () => {
    expect(filterProjects(sample, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the chosen category, in order', () => {
    expect(filterProjects(sample, 'web').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterProjects(sample, 'mobile').map((p) => p.id)).toEqual(['b']);
    expect(filterProjects(sample, 'chatbot').map((p) => p.id)).toEqual(['d']);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterProjects(sample, 'all');
    expect(result).not.toBe(sample);
    expect(sample).toHaveLength(4);
  });

  it('gives 11 / 7 / 2 / 2 for the site content (spec section 3)', () => {
    expect(filterProjects(projects, 'all')).toHaveLength(11);
    expect(filterProjects(projects, 'web')).toHaveLength(7);
    expect(filterProjects(projects, 'mobile')).toHaveLength(2);
    expect(filterProjects(projects, 'chatbot')).toHaveLength(2);
  });
});

describe('projectFilters', () => {
  it("lists 'All Projects' then the category labels", () => {
    expect(projectFilters(projectCategoryLabels)).toEqual([
      { value: 'all', label: 'All Projects' },
      { value: 'web', label: 'Web' },
      { value: 'mobile', label: 'Mobile' },
      { value: 'chatbot', label: 'Chatbot' },
    ]);
  });
});
