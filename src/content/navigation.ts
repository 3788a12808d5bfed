import type { SectionId } from './types.ts';

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
