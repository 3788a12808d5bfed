import { adminTexts } from '../../../content/admin';
import type { Project } from '../../../content/types';
import { BRIEF_NAMES } from '../../../shared/briefNames';
import { OTHER_PAGES } from '../../../lib/paths';
import type { LeadCount, Ranked, SiteInsights } from '../api/types';

/** One row of a ranked table: what it names, and its counts in the table's column order. */
export interface RankedRow {
  key: string;
  label: string;
  counts: number[];
  /** A host or a path: shown left to right whatever the page's direction. */
  ltr?: boolean;
}

const texts = adminTexts.insights;

/** Sources by visitors; a visit with neither referrer nor source is 'Direct'. */
export function referrerRows(referrers: SiteInsights['referrers']): RankedRow[] {
  return referrers.map(({ value, visitors }) => ({
    key: value ?? '',
    label: value ?? texts.direct,
    counts: [visitors],
    ltr: value !== null,
  }));
}

/** Pages by visitors, with their page views; every other path together as 'Other pages'. */
export function pageRows(pages: SiteInsights['pages']): RankedRow[] {
  return pages.map(({ value, visitors, pageViews }) => ({
    key: value,
    label: value === OTHER_PAGES ? texts.otherPages : value,
    counts: [visitors, pageViews],
    ltr: value !== OTHER_PAGES,
  }));
}

/**
 * Page languages by visitors, named in the owner's language ('French'). Every language the site
 * is published in (`published`, their codes) has a row, after the counted ones: a language nobody
 * read shows as 0.
 */
export function languageRows(
  languages: SiteInsights['languages'],
  published: readonly string[],
): RankedRow[] {
  const counted = new Set(languages.map(({ value }) => value));
  const unread = published.filter((code) => !counted.has(code));
  return [...languages, ...unread.map((code): Ranked => ({ value: code, visitors: 0 }))].map(
    ({ value, visitors }) => ({ key: value, label: texts.language(value), counts: [visitors] }),
  );
}

/** Countries by visitors, named in the owner's language ('Morocco'). */
export function countryRows(countries: SiteInsights['countries']): RankedRow[] {
  return countries.map(({ value, visitors }) => ({
    key: value,
    label: texts.country(value),
    counts: [visitors],
  }));
}

/** Projects opened before a message, by their titles; an id the content no longer has shows as is. */
export function projectRows(
  leadProjects: LeadCount[],
  projects: readonly Pick<Project, 'id' | 'title'>[],
): RankedRow[] {
  const titles = new Map(projects.map((project) => [project.id, project.title]));
  return leadProjects.map(({ value, messages }) => ({
    key: value,
    label: titles.get(value) ?? value,
    counts: [messages],
  }));
}

/** Services chosen before a message, in the owner's words ('Mobile app'). */
export function serviceRows(leadServices: LeadCount[]): RankedRow[] {
  const names: Record<string, string> = BRIEF_NAMES.service;
  return leadServices.map(({ value, messages }) => ({
    key: value,
    label: Object.hasOwn(names, value) ? names[value]! : value,
    counts: [messages],
  }));
}
