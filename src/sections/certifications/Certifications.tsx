import type { Certification, CertificationCategory, Content } from '../../content';
import { useContent } from '../../i18n/contentContext';
import { Section } from '../../components/ui/Section';
import { FilterGroup, type FilterOption } from '../../components/ui/FilterGroup';
import type { CategoryFilter } from '../../lib/categoryFilter';
import { useCategoryFilter } from '../../lib/hooks/useCategoryFilter';
import { certificationStatsRow } from './certificationLogic';
import { CertificationStrip } from './CertificationStrip';

type CategoryInfo = Content['certificationCategoryInfo'];

/** The filter buttons follow the key order of `certificationCategoryInfo`. */
const categoryOrderOf = (info: CategoryInfo) =>
  (Object.keys(info) as CategoryFilter<CertificationCategory>[]).filter(
    (key): key is CertificationCategory => key !== 'all',
  );

function filterOption(
  info: CategoryInfo,
  value: CategoryFilter<CertificationCategory>,
): FilterOption<CategoryFilter<CertificationCategory>> {
  const { emoji, label } = info[value];
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
  certifications: shown,
}: {
  /** Replaces the owner's certificates (tests). */
  certifications?: readonly Certification[];
}) {
  const content = useContent();
  const { certificationCategoryInfo, certificationStats } = content;
  const certifications = shown ?? content.certifications;
  const texts = content.ui.certifications;
  const categoryOrder = categoryOrderOf(certificationCategoryInfo);
  const { filter, setFilter, choices, visible } = useCategoryFilter(certifications, categoryOrder);
  const stats = certificationStatsRow(
    certifications,
    certificationStats,
    texts.stats,
    content.locale.intl,
  );

  return (
    <Section id="certifications" {...texts.heading}>
      <FilterGroup
        label={texts.filterGroup}
        options={choices.map((value) => filterOption(certificationCategoryInfo, value))}
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
            className="flex flex-col-reverse items-center rounded-2xl border border-contrast/10 bg-panel/80 px-4 py-6 text-center"
          >
            <dt className="mt-2 text-sm font-medium text-muted">{stat.label}</dt>
            <dd className="text-gradient font-display text-3xl font-bold sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
