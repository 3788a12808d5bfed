// One door to the owner's content. Sections import from here; the chat function will too.
export { about, certificationStats } from './about';
export {
  certificationCategoryInfo,
  certificatePreviewPath,
  certifications,
} from './certifications';
export { footerServices, navigation } from './navigation';
export type { SectionId } from './navigation';
export { hero, profile } from './profile';
export { projectCategoryLabels, projects } from './projects';
export { services } from './services';
export { skillGroups } from './skills';
export { techStack } from './techStack';
export { testimonials } from './testimonials';
export type * from './types';
