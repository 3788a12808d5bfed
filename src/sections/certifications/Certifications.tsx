import {
  certificationCategoryInfo,
  certifications as siteCertifications,
  certificationStats,
  ui,
  type Certification,
  type CertificationCategory,
} from '../../content';
import { Section } from '../../components/ui/Section';
import { FilterGroup, type FilterOption } from '../../components/ui/FilterGroup';
import type { CategoryFilter } from '../../lib/categoryFilter';
import { useCategoryFilter } from '../../lib/hooks/useCategoryFilter';
import { certificationStatsRow } from './certificationLogic';
import { CertificationStrip } from './CertificationStrip';

const texts = ui.certifications;

/** The filter buttons follow the key order of `certificationCategoryInfo`. */
const categoryOrder = (
  Object.keys(certificationCategoryInfo) as CategoryFilter<CertificationCategory>[]
).filter((key): key is CertificationCategory => key !== 'all');

function filterOption(
  value: CategoryFilter<CertificationCategory>,
): FilterOption<CategoryFilter<CertificationCategory>> {
  const { emoji, label } = certificationCategoryInfo[value];
  return {
    value,
    label: (
      <>
        <span aria-hidden="true">{emoji}</span>
        {label}
      </>
    ),
  };
}

/** The #certifications section: a category filter, the scrolling strip of cards and the stats. */
export function Certifications({
  certifications = siteCertifications,
}: {
  certifications?: readonly Certification[];
}) {
  const { filter, setFilter, choices, visible } = useCategoryFilter(certifications, categoryOrder);
  const stats = certificationStatsRow(certifications, certificationStats, texts.stats);

  return (
    <Section id="certifications" {...texts.heading}>
      <FilterGroup
        label={texts.filterGroup}
        options={choices.map(filterOption)}
        selected={filter}
        onSelect={setFilter}
      />
      <p role="status" className="sr-only">
        {filter === 'all'
          ? texts.showingAll(visible.length)
          : texts.showingCategory(visible.length, certificationCategoryInfo[filter].label)}
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
