import { useState } from 'react';
import { certificationCategoryInfo, certifications, certificationStats } from '../../content';
import { Section } from '../../components/ui/Section';
import { FilterGroup, type FilterOption } from '../../components/ui/FilterGroup';
import {
  certificationFilters,
  certificationStatsRow,
  filterCertifications,
  type CertificationFilter,
} from './certificationLogic';
import { CertificationStrip } from './CertificationStrip';

const filterOptions: FilterOption<CertificationFilter>[] = certificationFilters(certifications).map(
  (value) => ({
    value,
    label: (
      <>
        <span aria-hidden="true">{certificationCategoryInfo[value].emoji}</span>
        {certificationCategoryInfo[value].label}
      </>
    ),
  }),
);

const stats = certificationStatsRow(certifications, certificationStats);

export function Certifications() {
  const [filter, setFilter] = useState<CertificationFilter>('all');
  const visible = filterCertifications(certifications, filter);

  return (
    <Section
      id="certifications"
      eyebrow="Credentials"
      title="Certifications"
      description="Courses and exams that keep my skills current across the web, DevOps, AI and mobile. Open any card to view the certificate."
    >
      <FilterGroup
        label="Filter certifications by category"
        options={filterOptions}
        selected={filter}
        onSelect={setFilter}
      />
      <p role="status" className="sr-only">
        {filter === 'all'
          ? `Showing all ${visible.length} certifications`
          : `Showing ${visible.length} ${certificationCategoryInfo[filter].label} certifications`}
      </p>

      <div className="mt-8 sm:mt-10">
        <CertificationStrip certifications={visible} filterKey={filter} />
      </div>

      <dl className="mt-12 grid grid-cols-2 gap-4 sm:mt-16 md:grid-cols-4 md:gap-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-2xl border border-white/10 bg-ink-900/80 px-4 py-6 text-center"
          >
            <dt className="mt-2 text-sm font-medium text-slate-400">{stat.label}</dt>
            <dd className="text-gradient font-display text-3xl font-bold sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
