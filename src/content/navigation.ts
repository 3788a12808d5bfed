import type { Content, SectionId } from './types.ts';

// The page's sections, in order. The anchor ids (#home ... #contact) are part of the product's
// contract: outside links point at them, so renaming one breaks those links. Their labels are in
// locales/<code>/work.ts.
export const sectionIds: readonly SectionId[] = [
  'home',
  'services',
  'portfolio',
  'certifications',
  'about',
  'contact',
];

/** The owner's work the page counts to know which sections it has. */
export interface WorkCounts {
  projects: readonly unknown[];
  certifications: readonly unknown[];
}

/**
 * Whether a section has anything to show: the portfolio needs a project, the certifications a
 * certificate; the others always have their texts. A section with nothing is left out of the
 * page, with its links in the header, the mobile menu, the footer and the language switcher.
 */
export function sectionHasContent(id: SectionId, work: WorkCounts): boolean {
  if (id === 'portfolio') return work.projects.length > 0;
  if (id === 'certifications') return work.certifications.length > 0;
  return true;
}

/** Whether the page has this section (its content's `navigation` lists the ones it has). */
export function hasSection(content: Pick<Content, 'navigation'>, id: SectionId): boolean {
  return content.navigation.some((item) => item.id === id);
}
