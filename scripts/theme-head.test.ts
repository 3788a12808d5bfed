// The theme's part of <head> (./theme-head.ts) and the inline script in it
// (src/theme/themeScript.ts): it must leave the page exactly as the site's own applyTheme would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMediaQueryMatches } from '../src/test/matchMedia';
import { applyTheme, storedTheme, systemTheme } from '../src/theme/theme';
import { themeScript } from '../src/theme/themeScript';
import { SYSTEM_LIGHT_QUERY, THEME_STORAGE_KEY } from '../src/theme/themeNames';
import { themes } from '../tailwind.config';
import { themeHeadHtml } from './theme-head';

/** A fresh <head> as the build writes it, and no theme on <html>. */
function freshPage() {
  document.head.innerHTML = themeHeadHtml().replace(/<script>.*<\/script>/, '');
  document.documentElement.removeAttribute('data-theme');
}

/** What a page looks like to the visitor's browser: the theme, and which theme-color tags apply. */
function pageState() {
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    themeColors: Array.from(document.querySelectorAll('meta[name=theme-color]')).map(
      (meta) => `${meta.getAttribute('data-theme')}: ${meta.getAttribute('media')}`,
    ),
  };
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
});

describe('the inline theme script', () => {
  it.each([
    [undefined, 'dark', 'dark'],
    [undefined, 'light', 'light'],
    ['light', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    ['purple', 'light', 'light'],
  ] as const)(
    'with %s stored and a %s system, shows %s, and leaves the page as applyTheme does',
    (stored, system, expected) => {
      if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
      setMediaQueryMatches(SYSTEM_LIGHT_QUERY, system === 'light');

      freshPage();
      new Function(themeScript)();
      const byScript = pageState();

      freshPage();
      const choice = storedTheme();
      applyTheme(choice ?? systemTheme(), choice !== undefined);

      expect(byScript.theme).toBe(expected);
      expect(byScript).toEqual(pageState());
    },
  );

  it('pins the chosen theme-color over the system one, and otherwise leaves both to the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    freshPage();
    new Function(themeScript)();
    expect(pageState().themeColors).toEqual(['dark: not all', 'light: all']);

    localStorage.clear();
    freshPage();
    new Function(themeScript)();
    expect(pageState().themeColors).toEqual([
      'dark: (prefers-color-scheme: dark)',
      'light: (prefers-color-scheme: light)',
    ]);
  });

  it('still sets a theme when storage is refused (a locked-down private window)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setMediaQueryMatches(SYSTEM_LIGHT_QUERY, true);
    freshPage();
    new Function(themeScript)();
    expect(pageState().theme).toBe('light');
  });
});

describe('themeHeadHtml', () => {
  it('gives each theme a theme-color tag with its canvas, then the script', () => {
    document.head.innerHTML = themeHeadHtml();
    const metas = Array.from(document.head.querySelectorAll('meta[name=theme-color]'));
    expect(metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')])).toEqual(
      [
        ['(prefers-color-scheme: dark)', themes.dark.canvas],
        ['(prefers-color-scheme: light)', themes.light.canvas],
      ],
    );
    expect(document.head.lastElementChild?.textContent).toBe(themeScript);
  });
});
