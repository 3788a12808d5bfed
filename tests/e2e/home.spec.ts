import {
  certificationCategoryInfo,
  certifications,
  hero,
  projectCategoryLabels,
  projects,
  techStack,
  ui,
} from '../../src/content';
import { expect, scrollingStopped, scrollThroughPage, test } from './support/fixtures';
import { holdIslandCode } from './support/islands';

const sections = [
  ['Home', 'home'],
  ['Services', 'services'],
  ['Portfolio', 'portfolio'],
  ['Certifications', 'certifications'],
  ['About', 'about'],
  ['Contact', 'contact'],
] as const;

test.describe('the public page', () => {
  test('loads with every section and no console errors', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
    for (const [, id] of sections) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await scrollThroughPage(page);
    // Every image that entered the viewport actually decoded.
    const broken = await page.$$eval('img', (images) =>
      images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
  });

  test('opens at the top of the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // On a slow phone the page's runtime can start after the visitor has begun to read down: the
  // page opened at the top, and must not take them back up.
  test('a visitor who scrolls before the runtime starts stays where they scrolled', async ({
    page,
  }) => {
    const release = await holdIslandCode(page);
    // Not page.goto, which waits for the runtime (support/fixtures.ts): here it is held back.
    await page.mainFrame().goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#home-title')).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // The sections it passed may have rendered at their real heights meanwhile, and the browser
    // keeps what is on screen in place: somewhere down the page, not at the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  });

  test('every header link reaches its section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Start from the bottom so that even "Home" has to move the page.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    for (const [label, id] of sections) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page.locator('section#contact')).toBeInViewport();
  });

  // On a slow phone the header's code may arrive seconds after the page: its links to sections
  // are plain links and go at once, and "Get a Quote" still opens the brief once the form listens.
  test('before the header’s code arrives, its links go at once', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const release = await holdIslandCode(page);
    const header = page.locator('[data-island="header"]');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.locator('section#about')).toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
    // All of it before React: the header is still the prerendered HTML.
    await expect(header).not.toHaveAttribute('data-hydrated');

    await release();
    await expect(header).toHaveAttribute('data-hydrated', 'true');
    const brief = page
      .getByRole('form', { name: 'Contact form' })
      .getByRole('button', { name: /^add project details/i });
    await expect(brief).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('with smooth scrolling', () => {
    test.use({ reducedMotion: 'no-preference' });

    // The sections below the fold render only as they near the viewport, at a guessed height
    // until then: a jump from a freshly opened page must still land on the section itself. Before
    // src/lib/belowTheFold.ts laid every section out first, a smooth scroll landed #about 656 px off.
    test('a header link from a fresh page puts its section right under the header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [label, id] of sections.slice(1)) {
        await page.goto('/');
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        // Once the smooth scroll has ended (a scroll passing by the mark must not count).
        await scrollingStopped(page);
        const offBy = await page.evaluate((sectionId) => {
          const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
          const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
          return Math.abs(Math.round(top - padding));
        }, id);
        expect(offBy, `#${id} lands off by`).toBe(0);
      }
    });
  });

  test.describe('with transitions', () => {
    test.use({ reducedMotion: 'no-preference' });

    // Chromium gives an element of a section it has not rendered yet, when a script reads its
    // style first (Lighthouse's accessibility audit), the browser's own colours to transition
    // from: a project link read as link blue on the dark canvas. So nothing there may start a
    // transition until the section is rendered (src/lib/belowTheFold.ts).
    test('a section below the fold runs its transitions once rendered, not before', async ({
      page,
    }) => {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const portfolio = page.locator('#portfolio');
      const link = portfolio.locator('a.transition').first();
      const style = () =>
        link.evaluate((element) => {
          const { transitionProperty, color } = getComputedStyle(element);
          return { transitionProperty, color };
        });
      await expect(portfolio).not.toHaveAttribute('data-rendered');
      expect((await style()).transitionProperty).toBe('none');

      await portfolio.scrollIntoViewIfNeeded();
      await expect(portfolio).toHaveAttribute('data-rendered', '');
      const rendered = await style();
      expect(rendered.transitionProperty).toContain('color');
      expect(rendered.color).not.toBe('rgb(0, 0, 238)');
    });
  });

  // The hero is static HTML (decision 035): its tooltips are CSS, and the page's runtime lets
  // Escape hide one (WCAG 1.4.13).
  test('a tech logo shows its name on hover and on keyboard focus; Escape hides it', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const [first, second] = techStack;
    if (!first || !second) throw new Error('the content should list at least two technologies');
    await page.goto('/');
    const row = page.getByRole('list', { name: ui.hero.techStackList });
    const logo = (name: string) => row.getByRole('img', { name, exact: true });
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveCount(0);

    await logo(first.name).hover();
    await expect(tooltip).toHaveText(first.name);
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    // Away and back: it shows again.
    await page.mouse.move(0, 0);
    await logo(first.name).hover();
    await expect(tooltip).toHaveText(first.name);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    // The logo's focusable wrapper, which the tooltip describes.
    const focusable = (name: string) => logo(name).locator('xpath=ancestor::*[@tabindex="0"]');
    await focusable(first.name).focus();
    await expect(tooltip).toHaveText(first.name);
    await page.keyboard.press('Tab');
    await expect(focusable(second.name)).toBeFocused();
    await expect(tooltip).toHaveText(second.name);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(focusable(second.name)).toBeFocused();
  });

  // The page is HTML built once: opened in a later year, its copyright line still says this one.
  test('the copyright line says the year the visitor reads it in, not the build’s', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 ');
  });

  test('the header turns translucent once the page scrolls past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-translucent', 'false');
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-translucent', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-translucent', 'false');
  });

  // On a slow phone the pointer can rest on a card before the portfolio's code arrives.
  test('a project under the pointer before the portfolio hydrates shows its second image', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const project = projects.find((p) => p.hoverImage);
    test.skip(!project, 'no project has a second image');
    if (!project) return;
    await page.goto('/');
    const release = await holdIslandCode(page);
    const island = page.locator('[data-island="portfolio"]');
    const card = page.getByRole('article', { name: project.title });
    await card.hover();
    await expect(island).not.toHaveAttribute('data-hydrated');
    await release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(card.getByTestId('project-image')).toHaveAttribute('data-showing', 'hover');
    await page.mouse.move(0, 0);
    await expect(card.getByTestId('project-image')).toHaveAttribute('data-showing', 'default');
  });

  test('portfolio filters change the visible cards', async ({ page }) => {
    await page.goto('/#portfolio');
    const portfolio = page.locator('section#portfolio');
    const cards = portfolio.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(projects.length);
    const categories = [...new Set(projects.map((project) => project.category))];
    for (const [filter, count] of [
      ...categories.map(
        (category) =>
          [
            projectCategoryLabels[category],
            projects.filter((project) => project.category === category).length,
          ] as const,
      ),
      [ui.portfolio.allProjects, projects.length] as const,
    ]) {
      const button = portfolio.getByRole('button', { name: filter, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(count);
    }
  });

  test('certification filters change the cards in the strip', async ({ page }) => {
    await page.goto('/#certifications');
    const strip = page.locator('section#certifications');
    const cards = strip.getByRole('link', { name: /open certificate/i });
    await expect(cards).toHaveCount(certifications.length);
    // The category with the fewest certificates: choosing it leaves only its cards in the strip.
    const countOf = (category: string) =>
      certifications.filter((c) => c.category === category).length;
    const [category] = certifications
      .map((c) => c.category)
      .sort((a, b) => countOf(a) - countOf(b));
    const button = strip.getByRole('button', {
      name: certificationCategoryInfo[category!].label,
      exact: true,
    });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cards.count()).toBe(countOf(category!));
    await expect(cards.first()).toBeVisible();
    await strip
      .getByRole('button', { name: certificationCategoryInfo.all.label, exact: true })
      .click();
    await expect(cards).toHaveCount(certifications.length);
  });

  test('the contact form shows its validation messages', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('section#contact');
    const send = form.getByRole('button', { name: /send message/i });
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');

    await form.getByRole('textbox', { name: /^name/i }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /^email/i }).fill('ada@example');
    await form
      .getByRole('textbox', { name: /^message/i })
      .fill('I would like a quote for a website.');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    // Nothing the visitor typed is lost.
    await expect(form.getByRole('textbox', { name: /^message/i })).toHaveValue(
      'I would like a quote for a website.',
    );
  });

  test('unknown paths show a 404 page with a link home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await page.getByRole('link', { name: /back to the home page/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
  });
});

test('a link to a section opens the page at that section', async ({ page }) => {
  await page.goto('/#about');
  await expect(page.locator('section#about')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
