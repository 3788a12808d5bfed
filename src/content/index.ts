// One door to the owner's content, in the base language (English): for the build scripts, the
// asset generators and the tests. The page itself reads the content of its own language through
// useContent() (src/i18n), and the chat function picks each visitor's language from locales/all.ts.
import { contentFor } from './assemble.ts';
import { texts } from './locales/en/index.ts';

export { adminTexts } from './admin.ts';
export { contentFor } from './assemble.ts';
export { certificatePreviewPath } from './certifications.ts';
export { baseLocale, loadLocaleTexts, locales } from './locales/index.ts';
export type * from './types.ts';

/** The content of the base language. */
export const content = contentFor(texts);

export const {
  about,
  assistant,
  certificationCategoryInfo,
  certifications,
  certificationStats,
  footerServices,
  hero,
  navigation,
  profile,
  projectCategoryLabels,
  projects,
  services,
  site,
  skillGroups,
  techStack,
  testimonials,
  ui,
} = content;
