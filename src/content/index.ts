// One door to the owner's content, in the base language (English): for the build scripts, the
// asset generators and the tests. The page itself reads the content of its own language through
// useContent() (src/i18n), and the chat function picks each visitor's language from locales/all.ts.
import { assistantFor, contentFor } from './assemble.ts';
import { assistant as assistantTexts } from './locales/en/assistant.ts';
import { texts } from './locales/en/index.ts';

export { adminTexts } from './admin.ts';
export { assistantFor, contentFor, ownerWork, type WorkFacts } from './assemble.ts';
export { certificatePreviewPath } from './certifications.ts';
export { baseLocale, loadLocaleTexts, locales } from './locales/index.ts';
export type * from './types.ts';

/** The content of the base language. */
export const content = contentFor(texts);

/** What the assistant knows and says in the base language (not part of the page's content). */
export const assistant = assistantFor(assistantTexts);

export const {
  about,
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
