import { contentFor, ownerWork, type WorkFacts } from '../content';
import { allLocaleTexts } from '../content/locales/all';
import { sectionHref } from '../lib/paths';
import { render, screen } from '../test/render';
import { HomePage } from './HomePage';

/** React's own record of the props it rendered an element with (React 17 and later). */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

describe('HomePage', () => {
  // In the browser the page's static parts are HTML only (decision 035): React renders them at
  // build time and never again, so a handler in them would never run. The hero's tooltips once
  // listened for the pointer and the focus, and never showed on the real page. What a visitor
  // does there is CSS, or the page's runtime (src/islands/homePage.ts), or an island.
  it('listens for nothing outside its islands', () => {
    const { container } = render(<HomePage />);
    const rendered = [...container.querySelectorAll('*')].filter((element) => reactProps(element));
    // The islands' insides are HTML the island rendered apart; everything else React rendered.
    expect(rendered.length).toBeGreaterThan(100);
    const handlers = rendered.flatMap((element) =>
      Object.entries(reactProps(element)!)
        .filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function')
        .map(([name]) => `${element.tagName.toLowerCase()} ${name}`),
    );
    expect(handlers).toEqual([]);
  });
});

/** Every language's page, built from the owner's words with `work` in place of their work. */
const pagesWith = (work: Partial<WorkFacts>) =>
  Object.entries(allLocaleTexts).map(
    ([code, texts]) => [code, contentFor(texts, { ...ownerWork, ...work })] as const,
  );

/** Every link to `#id` on the page, the hidden mobile menu's included. */
const linksTo = (container: HTMLElement, id: string) =>
  container.querySelectorAll(`a[href="${sectionHref(id)}"]`);

describe('HomePage of an owner with fewer kinds of work', () => {
  it.each(pagesWith({ certifications: [] }))(
    'with no certificate has no Certifications section, island or link (%s)',
    (_code, content) => {
      const { container } = render(<HomePage />, { content });
      const label = allLocaleTexts[content.locale.code]!.navigation.certifications;
      expect(container.querySelector('#certifications')).toBeNull();
      expect(container.querySelector('[data-island="certifications"]')).toBeNull();
      expect(linksTo(container, 'certifications')).toHaveLength(0);
      // Not in the header, the mobile menu (hidden until opened) or the footer.
      expect(screen.queryAllByRole('link', { name: label, hidden: true })).toEqual([]);
      // The rest stays: the portfolio and its links, for an owner with a project.
      const hasProjects = content.projects.length > 0;
      expect(container.querySelector('section#portfolio') !== null).toBe(hasProjects);
      expect(linksTo(container, 'portfolio').length > 1).toBe(hasProjects);
    },
  );

  it.each(pagesWith({ projects: [] }))(
    'with no project has no Portfolio section, island, link or View My Work button (%s)',
    (_code, content) => {
      const { container } = render(<HomePage />, { content });
      const label = allLocaleTexts[content.locale.code]!.navigation.portfolio;
      expect(container.querySelector('#portfolio')).toBeNull();
      expect(container.querySelector('[data-island="portfolio"]')).toBeNull();
      expect(linksTo(container, 'portfolio')).toHaveLength(0);
      expect(screen.queryAllByRole('link', { name: label, hidden: true })).toEqual([]);
      expect(
        screen.queryByRole('link', { name: new RegExp(content.ui.hero.viewMyWork) }),
      ).toBeNull();
      expect(container.querySelector('section#certifications') !== null).toBe(
        content.certifications.length > 0,
      );
    },
  );

  it.each(pagesWith({ projects: [], certifications: [], testimonials: [] }))(
    'with none of them links only to the sections it has, each of which is on the page (%s)',
    (_code, content) => {
      const { container } = render(<HomePage />, { content });
      const targets = [...container.querySelectorAll('a[href^="#"]')].map((link) =>
        link.getAttribute('href')!.slice(1),
      );
      const missing = targets.filter((id) => id !== 'main' && !container.querySelector(`#${id}`));
      expect(missing).toEqual([]);
      expect(new Set(targets)).toEqual(new Set(['main', 'home', 'services', 'about', 'contact']));
      expect(
        screen.queryByRole('heading', { name: content.ui.about.clientTestimonials }),
      ).toBeNull();
    },
  );
});
