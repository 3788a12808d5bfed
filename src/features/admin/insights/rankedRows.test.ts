import { describe, expect, it } from 'vitest';
import { projects } from '../../../content';
import { weekInsights } from '../test/insights';
import {
  countryRows,
  languageRows,
  pageRows,
  projectRows,
  referrerRows,
  serviceRows,
} from './rankedRows';

describe('the ranked lists', () => {
  it('names a visit without referrer or source Direct, and keeps hosts left to right', () => {
    expect(referrerRows(weekInsights.referrers)).toEqual([
      { key: '', label: 'Direct', counts: [6], ltr: false },
      { key: 'google.com', label: 'google.com', counts: [4], ltr: true },
      { key: 'linkedin', label: 'linkedin', counts: [2], ltr: true },
    ]);
  });

  it('gives pages their visitors and page views', () => {
    expect(pageRows(weekInsights.pages)[1]).toEqual({
      key: '/fr/',
      label: '/fr/',
      counts: [5, 9],
      ltr: true,
    });
  });

  it('names every path that is no home page of the site Other pages', () => {
    expect(pageRows([{ value: '/*', visitors: 3, pageViews: 4 }])).toEqual([
      { key: '/*', label: 'Other pages', counts: [3, 4], ltr: false },
    ]);
  });

  it('names languages in English, every published one, unread ones last at 0', () => {
    expect(languageRows(weekInsights.languages, ['en', 'fr', 'ar'])).toEqual([
      { key: 'en', label: 'English', counts: [7] },
      { key: 'fr', label: 'French', counts: [5] },
      { key: 'ar', label: 'Arabic', counts: [0] },
    ]);
    // A language the site no longer publishes still shows, by name.
    expect(languageRows([{ value: 'de', visitors: 1 }], [])[0]?.label).toBe('German');
  });

  it('names countries in English', () => {
    expect(countryRows(weekInsights.countries).map((row) => row.label)).toEqual([
      'Portugal',
      'France',
    ]);
  });

  it('names projects by their titles, and shows an id the content no longer has as it is', () => {
    const { id, title } = projects[0]!;
    expect(projectRows(weekInsights.leadProjects, projects)).toEqual([
      { key: id, label: title, counts: [2] },
      { key: 'retired-project', label: 'retired-project', counts: [1] },
    ]);
  });

  it('names services in the owner’s words, and an unknown one by its id', () => {
    expect(serviceRows(weekInsights.leadServices).map((row) => row.label)).toEqual([
      'Mobile app',
      'a-new-service',
    ]);
    expect(serviceRows([{ value: 'constructor', messages: 1 }])[0]?.label).toBe('constructor');
  });
});
