import { keyProjectIds } from './assistant.ts';
import {
  certificationEmojis,
  certificationFacts,
  type CertificationFacts,
} from './certifications.ts';
import { sectionHasContent, sectionIds } from './navigation.ts';
import { owner } from './profile.ts';
import { projectFacts, type ProjectFacts } from './projects.ts';
import { serviceIcons } from './services.ts';
import { siteUrl } from './site.ts';
import { skillFacts } from './skills.ts';
import { techStack } from './techStack.ts';
import { testimonialFacts } from './testimonials.ts';
import type {
  Assistant,
  AssistantTexts,
  CertificationCategory,
  Content,
  LocaleTexts,
} from './types.ts';

/** The words of a fact that one language lacks: a clear error rather than a blank card. */
function wordsFor<T>(texts: LocaleTexts, group: string, table: Record<string, T>, id: string): T {
  const words = table[id];
  if (!words) {
    throw new Error(`src/content/locales/${texts.locale.code} has no ${group} texts for '${id}'`);
  }
  return words;
}

/** The owner's work as facts, any number of each (none included): what the page lists. */
export interface WorkFacts {
  projects: readonly ProjectFacts[];
  certifications: readonly CertificationFacts[];
  testimonials: readonly (typeof testimonialFacts)[number][];
}

/** The work of projects.ts, certifications.ts and testimonials.ts. */
export const ownerWork: WorkFacts = {
  projects: projectFacts,
  certifications: certificationFacts,
  testimonials: testimonialFacts,
};

/**
 * The owner's content in one language: the facts of the modules beside this file joined with the
 * words of one folder of locales/. Pure and cheap, so each page (and the chat function, for each
 * visitor's language) calls it for the language it speaks. `work` stands in for the owner's
 * projects, certificates and testimonials (tests of an owner with fewer).
 */
export function contentFor(texts: LocaleTexts, work: WorkFacts = ownerWork): Content {
  const { locale } = texts;
  return {
    locale,
    site: {
      url: siteUrl,
      title: texts.site.title,
      description: texts.site.description,
      locale: locale.ogLocale,
      language: locale.code,
    },
    profile: {
      ...owner,
      role: texts.profile.role,
      tagline: texts.profile.tagline,
      location: texts.profile.location,
      imageAlt: texts.profile.imageAlt,
      socials: owner.socials.map((social) => ({
        ...social,
        label: texts.profile.socialLabels[social.platform],
      })),
    },
    hero: texts.hero,
    about: texts.about,
    certificationStats: texts.certificationStats,
    navigation: sectionIds
      .filter((id) => sectionHasContent(id, work))
      .map((id) => ({ id, label: texts.navigation[id] })),
    footerServices: texts.footerServices,
    services: serviceIcons.map((icon) => ({ icon, ...texts.services[icon] })),
    projectCategoryLabels: texts.projectCategoryLabels,
    projects: work.projects.map((facts) => ({
      ...facts,
      ...wordsFor(texts, 'project', texts.projects, facts.id),
    })),
    certificationCategoryInfo: Object.fromEntries(
      (Object.keys(certificationEmojis) as (CertificationCategory | 'all')[]).map((category) => [
        category,
        {
          label: texts.certificationCategoryLabels[category],
          emoji: certificationEmojis[category],
        },
      ]),
    ) as Content['certificationCategoryInfo'],
    certifications: work.certifications.map((facts) => ({
      ...facts,
      ...wordsFor(texts, 'certification', texts.certifications, facts.id),
    })),
    skillGroups: skillFacts.map((group) => ({ ...group, category: texts.skillGroups[group.id] })),
    testimonials: work.testimonials.map(({ name, avatar, id }) => ({
      name,
      avatar,
      ...wordsFor(texts, 'testimonial', texts.testimonials, id),
    })),
    techStack,
    ui: texts.ui,
  };
}

/**
 * What the assistant knows and says in one language: its words (locales/<code>/assistant.ts)
 * joined with the projects it highlights. Only the chat function needs it; the page does not.
 */
export function assistantFor(texts: AssistantTexts): Assistant {
  return { ...texts, keyProjectIds };
}
