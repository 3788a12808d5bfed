// @vitest-environment node
import { content } from './content';
import { allLocaleTexts } from './content/locales/all';
import { baseLocale, locales } from './content/locales/index';
import { hasSection, sectionIds } from './content/navigation';
import { localeHomePath } from './lib/paths';
import { escapeHtml } from './shared/html';
import { renderRoute } from './entry-server';

/**
 * The build prerenders pages with entry-server.tsx (scripts/build.ts), so rendering must not
 * touch browser-only globals (window, document, localStorage); only effects may. This renders
 * the pages where those globals do not exist.
 */
describe('prerendering', () => {
  it('renders the whole public page to HTML, with its title apart for <head>', () => {
    expect(typeof window).toBe('undefined');
    const { head, body } = renderRoute('/');
    expect(body).toContain(escapeHtml(allLocaleTexts[baseLocale.code]!.hero.headline));
    // Every section the owner has something for; one with nothing to show is left out.
    for (const id of sectionIds) {
      if (hasSection(content, id)) expect(body).toContain(`id="${id}"`);
      else expect(body).not.toContain(`id="${id}"`);
    }
    expect(body).toContain('Get In Touch');
    expect(head).toContain('<title>');
    expect(body).not.toContain('<title>');
  });

  it('renders the 404 page through the router', () => {
    const { head, body } = renderRoute('/missing');
    expect(body).toContain('This page does not exist');
    expect(head).toContain('<title>Page not found</title>');
  });
});

describe('prerendering each language', () => {
  /** Every text of a language, by its dotted path (functions are called with sample values). */
  function textsOf(value: unknown, path = ''): [string, string][] {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') {
      const text = value as (...args: unknown[]) => unknown;
      let sample: unknown;
      try {
        sample = text('Sample', 'Sample');
      } catch {
        // A text made of a list (the brief's 'Chosen: ...').
        sample = text(['Sample'], ['Sample']);
      }
      return typeof sample === 'string' ? [[path, sample]] : [];
    }
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
    }
    return [];
  }

  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

  const others = locales.slice(1).map((locale) => [localeHomePath(locale), locale.code]);
  it.skipIf(others.length === 0).each(others)(
    'renders %s wholly in its language: no text of the base language is left',
    (path, code) => {
      const { body, head } = renderRoute(path);
      // The language names (`locale`) are each language's own, and the switcher shows them all.
      const english = { ...allLocaleTexts[baseLocale.code]!, locale: undefined };
      const other = { ...allLocaleTexts[code]!, locale: undefined };
      const theirs = new Map(textsOf(other));
      const leftovers = textsOf(english).filter(
        ([key, text]) =>
          text.length > 4 &&
          /[a-z]{3}/i.test(text) &&
          theirs.get(key) !== text &&
          // A whole element's text or attribute, not a word inside a project's name.
          (body.includes(`>${escape(text)}<`) || body.includes(`="${escape(text)}"`)),
      );
      expect(leftovers).toEqual([]);
      expect(head).toContain(`<title>${escape(allLocaleTexts[code]!.site.title)}</title>`);
      expect(body).toContain(escape(allLocaleTexts[code]!.hero.headline));
    },
  );

  it('renders the language switcher with every language named in its own words', () => {
    const last = locales.at(-1)!;
    const { body } = renderRoute(localeHomePath(last));
    for (const [href, lang, name] of locales.map((locale) => [
      localeHomePath(locale),
      locale.code,
      locale.name,
    ])) {
      expect(body).toMatch(
        new RegExp(
          `<a href="${href}" hrefLang="${lang}" lang="${lang}"[^>]*><span dir="(?:ltr|rtl)">${name}`,
        ),
      );
    }
    expect(body).toContain(
      `<a href="${localeHomePath(last)}" hrefLang="${last.code}" lang="${last.code}" aria-current="page"`,
    );
  });
});
