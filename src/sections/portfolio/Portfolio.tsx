import { useState } from 'react';
import { projectCategoryLabels, projects } from '../../content';
import { Section } from '../../components/ui/Section';
import { FilterGroup } from '../../components/ui/FilterGroup';
import { filterProjects, projectFilters, type ProjectFilter } from './filterProjects';
import { ProjectCard } from './ProjectCard';

const filters = projectFilters(projectCategoryLabels);

export function Portfolio() {
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const visible = filterProjects(projects, filter);
  const filterLabel = filters.find((option) => option.value === filter)?.label ?? '';

  return (
    <Section
      id="portfolio"
      eyebrow="Portfolio"
      title="Featured Projects"
      description="A selection of websites, mobile apps and chatbots built for clients and for the open-source community."
    >
      <FilterGroup
        label="Filter projects by category"
        options={filters}
        selected={filter}
        onSelect={setFilter}
      />
      <p role="status" className="sr-only">
        {filter === 'all'
          ? `Showing all ${visible.length} projects`
          : `Showing ${visible.length} ${filterLabel} projects`}
      </p>
      <ul aria-label="Projects" className="mt-10 grid gap-6 sm:mt-12 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
