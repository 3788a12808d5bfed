// One door to the owner's content. Sections import from here; the chat function will too.
export { about, certificationStats } from './about.ts';
export { assistant } from './assistant.ts';
export {
  certificationCategoryInfo,
  certificatePreviewPath,
  certifications,
} from './certifications.ts';
export { footerServices, navigation } from './navigation.ts';
export type { SectionId } from './navigation.ts';
export { hero, profile } from './profile.ts';
export { projectCategoryLabels, projects } from './projects.ts';
export { services } from './services.ts';
export { site } from './site.ts';
export { skillGroups } from './skills.ts';
export { techStack } from './techStack.ts';
export { testimonials } from './testimonials.ts';
export { ui } from './ui.ts';
export type * from './types.ts';
