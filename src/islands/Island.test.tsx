import { existsSync } from 'node:fs';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content, type SectionId } from '../content';
import { locales } from '../content/locales/index';
import { hasSection, sectionIds } from '../content/navigation';
import { renderRoute } from '../entry-server';
import { localeHomePath } from '../lib/paths';
import { FIRST_VIEW_ISLANDS } from './firstView';

/**
 * Every island of every home page hydrates onto the HTML the build prerendered, with not one
 * difference: a mismatch is a console error (which fails the test, src/test/setup.ts), and React
 * would then throw the server's HTML away and render the island again in the browser. (Effects
 * may change it afterwards, as on any page: the theme switch shows the visitor's theme.)
 */
afterEach(() => {
  // A page holds one language: its words are loaded once (i18n/pageContent.ts). The next page
  // is a fresh one.
  vi.resetModules();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe.each(locales.map((locale) => [localeHomePath(locale)]))('the home page %s', (path) => {
  it('hydrates each island onto its prerendered HTML without a difference', async () => {
    window.history.replaceState(null, '', path);
    const { islandModules, isIslandName } = await import('./registry');
    document.body.innerHTML = `<div id="root">${renderRoute(path).body}</div>`;
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    // Every island but those of a section with nothing to show (no project, no certificate).
    const onThePage = Object.keys(islandModules).filter(
      (name) =>
        !(sectionIds as readonly string[]).includes(name) || hasSection(content, name as SectionId),
    );
    expect(islands.map((island) => island.dataset.island).sort()).toEqual(onThePage.sort());
    for (const island of islands) {
      const name = island.dataset.island;
      if (!isIslandName(name)) throw new Error(`unknown island ${name}`);
      // React keeps the prerendered nodes it hydrates; after a mismatch it would replace them.
      const prerendered = island.firstElementChild;
      const module = await islandModules[name]();
      await act(() => module.hydrate(island));
      await waitFor(() => expect(island.firstElementChild).toBe(prerendered));
    }
  });
});

describe('an island that hydrates in the first view', () => {
  it('is one of FIRST_VIEW_ISLANDS (whose modules the build groups), and carries its props', () => {
    const { body } = renderRoute('/');
    document.body.innerHTML = body;
    const firstView = [
      ...document.querySelectorAll<HTMLElement>('[data-hydrate="first-interaction"]'),
    ];
    expect(firstView.map((island) => island.dataset.island).sort()).toEqual(
      Object.keys(FIRST_VIEW_ISLANDS).sort(),
    );
    for (const island of firstView) {
      expect(() => JSON.parse(island.dataset.props!) as unknown).not.toThrow();
    }
    for (const file of Object.values(FIRST_VIEW_ISLANDS)) {
      expect(existsSync(`src/islands/${file}`)).toBe(true);
    }
  });
});

describe('the contact form island', () => {
  it('keeps what was typed into the prerendered form before React took it over', async () => {
    localStorage.clear();
    document.body.innerHTML = `<div id="root">${renderRoute('/').body}</div>`;
    const island = document.querySelector<HTMLElement>('[data-island="contact"]')!;
    const field = (name: string) =>
      island.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    // Typed while the form's code was on its way: no React handler saw it.
    field('name').value = 'Grace Hopper';
    field('message').value = 'About a compiler';

    const { islandModules } = await import('./registry');
    const module = await islandModules.contact();
    await act(() => module.hydrate(island));
    // The next change re-renders the form: the earlier text must survive it.
    await act(async () => {
      fireEvent.change(field('email'), { target: { value: 'grace@example.org' } });
    });
    await waitFor(() => expect(field('name').value).toBe('Grace Hopper'));
    expect(field('message').value).toBe('About a compiler');
    expect(field('email').value).toBe('grace@example.org');
  });
});
