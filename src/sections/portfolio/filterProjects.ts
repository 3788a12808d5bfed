import type { Project, ProjectCategory } from '../../content';

/** The portfolio's filter state (spec section 4): every project, or one category. */
export type ProjectFilter = 'all' | ProjectCategory;

/** The label of the 'all' filter button. */
export const allProjectsLabel = 'All Projects';

/**
 * The filter buttons in display order: 'all' first, then the categories in the order of
 * `categoryLabels` (the content module's `projectCategoryLabels`).
 */
export function projectFilters(
  categoryLabels: Record<ProjectCategory, string>,
): { value: ProjectFilter; label: string }[] {
  const categories = Object.keys(categoryLabels) as ProjectCategory[];
  return [
    { value: 'all', label: allProjectsLabel },
    ...categories.map((category) => ({ value: category, label: categoryLabels[category] })),
  ];
}

/** The projects a filter shows, in their original order. */
export function filterProjects(projects: readonly Project[], filter: ProjectFilter): Project[] {
  return filter === 'all'
    ? [...projects]
    : projects.filter((project) => project.category === filter);
}
