import type { Project, ProjectCategory } from '../../content';
import { useContent } from '../../i18n/contentContext';
import { Section } from '../../components/ui/Section';
import { FilterGroup, type FilterOption } from '../../components/ui/FilterGroup';
import type { CategoryFilter } from '../../lib/categoryFilter';
import { useCategoryFilter } from '../../lib/hooks/useCategoryFilter';
import { ProjectCard } from './ProjectCard';

/** The #portfolio section: project cards under a category filter; `projects` replaces the owner's. */
export function Portfolio({ projects: shown }: { projects?: readonly Project[] }) {
  const { ui, projectCategoryLabels, projects: ownerProjects } = useContent();
  const projects = shown ?? ownerProjects;
  const texts = ui.portfolio;
  // The filter buttons follow the key order of `projectCategoryLabels`.
  const categoryOrder = Object.keys(projectCategoryLabels) as ProjectCategory[];
  const filterLabel = (filter: CategoryFilter<ProjectCategory>) =>
    filter === 'all' ? texts.allProjects : projectCategoryLabels[filter];
  const { filter, setFilter, choices, visible } = useCategoryFilter(projects, categoryOrder);
  const options: FilterOption<CategoryFilter<ProjectCategory>>[] = choices.map((value) => ({
    value,
    label: filterLabel(value),
  }));

  return (
    <Section id="portfolio" {...texts.heading}>
      <FilterGroup
        label={texts.filterGroup}
        options={options}
        selected={filter}
        onSelect={setFilter}
      />
      <p role="status" className="sr-only">
        {filter === 'all'
          ? texts.showingAll(visible.length)
          : texts.showingCategory(visible.length, filterLabel(filter))}
      </p>
      <ul
        aria-label={texts.projectList}
        className="mt-10 flex flex-wrap justify-center gap-6 *:w-full sm:mt-12 md:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]"
      >
        {visible.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
