import { describe, expect, it } from 'vitest';
import { allAssistantTexts, allLocaleTexts } from '../src/content/locales/all.ts';
import type { LocaleTexts } from '../src/content/types.ts';
import {
  assertLocalesComplete,
  localeProblems,
  missingLocaleTexts,
  withAssistantTexts,
} from './check-locales.ts';

const en = allLocaleTexts.en!;

/** A copy of the English texts as another language, with `change` applied to the copy. */
function variant(change: (texts: Record<string, unknown>) => void, code = 'xx'): LocaleTexts {
  const copy = structuredClone({ ...en, ui: undefined, locale: { ...en.locale, code } });
  const texts = { ...copy, ui: en.ui } as unknown as Record<string, unknown>;
  change(texts);
  return texts as unknown as LocaleTexts;
}

describe('the language completeness check', () => {
  it('passes the languages the site ships', () => {
    const all = withAssistantTexts(allLocaleTexts, allAssistantTexts);
    expect(Object.values(all).every((texts) => 'assistant' in texts)).toBe(true);
    expect(missingLocaleTexts(all, 'en')).toEqual([]);
    expect(() => assertLocalesComplete(all, 'en')).not.toThrow();
  });

  it('checks the assistant’s texts, which the page’s leave out, as one more group', () => {
    const xx = variant(() => {}, 'xx');
    const yy = variant(() => {}, 'yy');
    const assistants = {
      en: allAssistantTexts.en!,
      xx: { ...allAssistantTexts.en!, pricing: ' ' },
    };
    expect(missingLocaleTexts(withAssistantTexts({ en, xx, yy }, assistants), 'en')).toEqual([
      'xx: empty assistant.pricing',
      'yy: missing assistant',
    ]);
  });

  it('lists a project, a nested text and an emptied text that a language lacks', () => {
    const [project] = Object.keys(en.projects);
    const xx = variant((texts) => {
      delete (texts.projects as Record<string, unknown>)[project!];
      delete (texts.hero as Record<string, unknown>).subheading;
      (texts.about as { approach: string[] }).approach = [];
      (texts.profile as { role: string }).role = '  ';
    });
    expect(missingLocaleTexts({ en, xx }, 'en')).toEqual([
      'xx: empty profile.role',
      'xx: missing hero.subheading',
      'xx: empty about.approach',
      `xx: missing projects.${project}`,
    ]);
  });

  it('names texts of the wrong kind and stray keys', () => {
    const xx = variant((texts) => {
      (texts.ui as unknown) = { ...en.ui, hero: { ...en.ui.hero, roleAndLocation: 'Role' } };
      (texts.testimonials as Record<string, unknown>)['nobody'] = { role: 'x', content: 'y' };
    });
    expect(missingLocaleTexts({ en, xx }, 'en')).toEqual([
      'xx: ui.hero.roleAndLocation should be a function, not a string',
      'xx: unknown testimonials.nobody (the base language has no such text)',
    ]);
  });

  it('checks each item of a list as far as the base has items', () => {
    expect(localeProblems(['a', 'b'], ['x', '', 'extra'])).toEqual(['empty .1']);
    expect(localeProblems({ list: [{ label: 'a' }] }, { list: [{}] })).toEqual([
      'missing list.0.label',
    ]);
  });

  it('fails the build with the whole list', () => {
    const xx = variant((texts) => {
      delete (texts.navigation as Record<string, unknown>).about;
    });
    expect(() => assertLocalesComplete({ en, xx }, 'en')).toThrow(
      /1 text missing or wrong in src\/content\/locales \(compared with 'en'\):\n {2}xx: missing navigation\.about/,
    );
  });

  it('notices a folder whose locale names another code', () => {
    expect(missingLocaleTexts({ en, xx: variant(() => {}, 'yy') }, 'en')).toEqual([
      "xx: its locale says code 'yy'",
    ]);
  });
});
