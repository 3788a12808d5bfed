import type { Locator, Page, Request } from '@playwright/test';
import {
  certificationCategoryInfo,
  certifications as ownerCertifications,
  locales,
  profile,
  projectCategoryLabels,
  projects,
  ui,
  type CertificationCategory,
  type ProjectCategory,
} from '../../src/content';
import { e2eAdmin, uniqueSubject } from './support/admin';
import { expect, scrollingStopped, test } from './support/fixtures';
import { holdIslandCode } from './support/islands';
import { tabTo } from './support/keyboard';

/*
 * A keyboard-only journey through the site: Tab, Shift+Tab, Enter, Space, Escape and typed text,
 * never a click or a fill. After each step the test says where focus is and what the key did.
 */

const sections = [
  ['Home', 'home'],
  ['Services', 'services'],
  ['Portfolio', 'portfolio'],
  ['Certifications', 'certifications'],
  ['About', 'about'],
  ['Contact', 'contact'],
] as const;

/** The phone menu's links: the six sections, 'Get a Quote', then one per language. */
const menuLinkCount = sections.length + 1 + locales.length;

/** A card counts as shown whole with at most a pixel or two cut off by sub-pixel layout. */
const WHOLE = 0.98;

/** Presses Tab once and expects focus on `target`: the next stop in the tab order. */
async function tabOnceTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** The categories the content's items have, in the order their filter buttons show them. */
function categoriesIn<C extends string>(
  items: readonly { category: C }[],
  labels: Record<C, string>,
): C[] {
  return (Object.keys(labels) as C[]).filter((category) =>
    items.some((item) => item.category === category),
  );
}

/** True when the middle of `target` is not covered by anything else (a fixed header, a menu). */
function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Counts the page's requests that have neither finished nor failed yet. */
function countRequestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

test.describe('by keyboard only', () => {
  // A journey is hundreds of key presses, each followed by a look at where focus went.
  test.slow();

  test('at desktop width: the skip link, then every header link to its section', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const inFlight = countRequestsInFlight(page);
    await page.goto('/');
    const main = page.getByRole('main');
    const banner = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The skip link is the first stop: clipped away until focused, then shown above the header.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isUncovered(skip)).toBe(false);
    await tabOnceTo(page, skip);
    const shownBox = await skip.boundingBox();
    expect(shownBox!.width).toBeGreaterThan(80);
    expect(shownBox!.height).toBeGreaterThan(16);
    await expect(skip).toBeInViewport({ ratio: 1 });
    expect(await isUncovered(skip)).toBe(true);

    // It skips the header: the next Tab lands on the first link inside <main>.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(main).toBeInViewport();
    await tabOnceTo(page, main.getByRole('link', { name: 'Chat on WhatsApp' }));
    await expect(banner.locator(':focus')).toHaveCount(0);

    // The header's stops, in order: the name, the six section links, the language switcher, the
    // theme switch, 'Get a Quote'.
    await tabOnceTo(page, banner.getByRole('link', { name: 'Get a Quote' }), 'Shift+Tab');
    const themeSwitch = banner.getByRole('switch', { name: 'Dark theme' });
    await tabOnceTo(page, themeSwitch, 'Shift+Tab');
    // Space flips it, as it does any switch, and focus stays on it.
    const dark = await themeSwitch.isChecked();
    await page.keyboard.press('Space');
    await expect(themeSwitch).toBeChecked({ checked: !dark });
    await expect(themeSwitch).toBeFocused();
    await tabOnceTo(page, banner.getByRole('button', { name: 'Language: English' }), 'Shift+Tab');
    for (const [label] of [...sections].reverse()) {
      await tabOnceTo(page, nav.getByRole('link', { name: label, exact: true }), 'Shift+Tab');
    }
    await tabOnceTo(page, banner.getByRole('link', { name: `${profile.name}.` }), 'Shift+Tab');
    await tabOnceTo(page, skip, 'Shift+Tab');

    // Each header link takes the visitor to its section, and the next Tab continues from there.
    const nameField = page
      .getByRole('form', { name: 'Contact form' })
      .getByRole('textbox', { name: /^name/i });
    const firstStopIn: Record<(typeof sections)[number][1], Locator> = {
      home: main.getByRole('link', { name: 'Chat on WhatsApp' }),
      services: page.locator('section#services').getByRole('link', { name: 'Get a Custom Quote' }),
      portfolio: page
        .getByRole('group', { name: 'Filter projects by category' })
        .getByRole('button', { name: 'All Projects' }),
      certifications: page
        .getByRole('group', { name: 'Filter certifications by category' })
        .getByRole('button', { name: 'all', exact: true }),
      // 'About' holds no controls, so the next stop is the contact form's first field.
      about: nameField,
      contact: nameField,
    };
    for (const [label, id] of sections) {
      // Start each time from the top of a freshly opened page, leaving no image half-loaded
      // (the images the last scroll brought into view would fail as aborted).
      await scrollingStopped(page);
      await expect.poll(inFlight, { timeout: 15_000 }).toBe(0);
      await page.goto('/');
      await tabTo(page, nav.getByRole('link', { name: label, exact: true }), 'Tab', 8);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
      await tabOnceTo(page, firstStopIn[id]);
    }
    await scrollingStopped(page);
    await expect.poll(inFlight, { timeout: 15_000 }).toBe(0);
    await page.goto('/');
    await tabTo(page, banner.getByRole('link', { name: 'Get a Quote' }), 'Tab', 11);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
    await tabOnceTo(page, nameField);
  });

  test('at desktop width: project and certificate filters, the strip and its cards', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    // The strip moves, and stops for the keyboard, only for a visitor who has not asked for less
    // motion (the end-to-end tests ask for less unless motion is their subject).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nameField = page
      .getByRole('form', { name: 'Contact form' })
      .getByRole('textbox', { name: /^name/i });

    // Portfolio filters are toggle buttons: Space and Enter press them, and the list follows.
    const portfolio = page.locator('section#portfolio');
    const projectFilters = page.getByRole('group', { name: 'Filter projects by category' });
    const projectTitles = portfolio.getByRole('heading', { level: 3 });
    // The content's last two project categories: two neighbouring buttons at the end of the row.
    const [kindA, kindB] = categoriesIn(projects, projectCategoryLabels).slice(-2);
    if (!kindA || !kindB) throw new Error('the content should have projects of two categories');
    const projectFilter = (kind: ProjectCategory) =>
      projectFilters.getByRole('button', { name: projectCategoryLabels[kind], exact: true });
    const projectsOf = (kind: ProjectCategory) => projects.filter((p) => p.category === kind);
    const filterA = projectFilter(kindA);
    const filterB = projectFilter(kindB);
    const allProjects = projectFilters.getByRole('button', { name: 'All Projects' });
    await tabTo(page, filterA);
    await expect(filterA).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(filterA).toHaveAttribute('aria-pressed', 'true');
    await expect(allProjects).toHaveAttribute('aria-pressed', 'false');
    await expect(projectTitles).toHaveCount(projectsOf(kindA).length);
    await expect(portfolio.getByRole('status')).toHaveText(
      ui.portfolio.showingCategory(projectsOf(kindA).length, projectCategoryLabels[kindA]),
    );
    await expect(filterA).toBeFocused();
    await tabOnceTo(page, filterB);
    await page.keyboard.press('Enter');
    await expect(filterB).toHaveAttribute('aria-pressed', 'true');
    await expect(filterA).toHaveAttribute('aria-pressed', 'false');
    await expect(projectTitles).toHaveCount(projectsOf(kindB).length);
    await expect(portfolio.getByRole('status')).toHaveText(
      ui.portfolio.showingCategory(projectsOf(kindB).length, projectCategoryLabels[kindB]),
    );
    await tabTo(page, allProjects, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(allProjects).toHaveAttribute('aria-pressed', 'true');
    await expect(projectTitles).toHaveCount(projects.length);

    // Certification filters work the same way.
    const certifications = page.locator('section#certifications');
    const certificationFilters = page.getByRole('group', {
      name: 'Filter certifications by category',
    });
    const certificates = page.getByRole('list', { name: 'Certificates' }).getByRole('link');
    // The content's last certification category, whose button is the last of its row.
    const certificationLabels = Object.fromEntries(
      Object.entries(certificationCategoryInfo).map(([key, info]) => [key, info.label]),
    ) as Record<CertificationCategory, string>;
    const field = categoriesIn(ownerCertifications, certificationLabels).at(-1);
    if (!field) throw new Error('the content should have a certification');
    const inField = ownerCertifications.filter((item) => item.category === field).length;
    const fieldCertificates = certificationFilters.getByRole('button', {
      name: certificationLabels[field],
      exact: true,
    });
    const allCertificates = certificationFilters.getByRole('button', {
      name: certificationCategoryInfo.all.label,
      exact: true,
    });
    await tabTo(page, fieldCertificates);
    await page.keyboard.press('Enter');
    await expect(fieldCertificates).toHaveAttribute('aria-pressed', 'true');
    await expect(allCertificates).toHaveAttribute('aria-pressed', 'false');
    await expect(certificates).toHaveCount(inField);
    await expect(certifications.getByRole('status')).toHaveText(
      ui.certifications.showingCategory(inField, certificationLabels[field]),
    );
    await tabTo(page, allCertificates, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(allCertificates).toHaveAttribute('aria-pressed', 'true');
    await expect(certificates).toHaveCount(ownerCertifications.length);

    // The moving strip can be paused and resumed from the keyboard (WCAG 2.2.2).
    const strip = page.getByTestId('certifications-strip');
    const track = page.getByTestId('certifications-track');
    const trackAnimations = () =>
      track.evaluate((element) => element.getAnimations().map((animation) => animation.playState));
    const pause = certifications.getByRole('button', { name: /^(Pause|Resume) scrolling$/ });
    await tabTo(page, pause);
    await expect(pause).toHaveAccessibleName('Pause scrolling');
    await expect(strip).toHaveAttribute('data-mode', 'marquee');
    await expect.poll(trackAnimations).toEqual(['running']);
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAccessibleName('Resume scrolling');
    await expect(pause).toBeFocused();
    await expect.poll(trackAnimations).toEqual(['paused']);
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAccessibleName('Pause scrolling');
    await expect.poll(trackAnimations).toEqual(['running']);

    // Every certificate card is a stop of its own, shown whole when it has focus: the strip
    // stands still while the keyboard is inside it.
    const count = await certificates.count();
    for (let index = 0; index < count; index += 1) {
      await tabOnceTo(page, certificates.nth(index));
      await expect(strip).toHaveAttribute('data-mode', 'still');
      await expect(certificates.nth(index)).toBeInViewport({ ratio: WHOLE });
    }

    // Enter opens the certificate's PDF in a new tab; the page keeps focus on the card.
    const card = certificates.last();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/certificates\/[\w-]+\.pdf$/);
    const pdfResponse = page
      .context()
      .waitForEvent('response', (response) => response.url().endsWith(href!));
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const pdfTab = await popup;
    await expect(pdfTab).toHaveURL(new URL(href!, page.url()).href);
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await pdfTab.close();
    await expect(card).toBeFocused();

    // Leaving the strip lets it move again; the next stop is the contact form.
    await tabOnceTo(page, nameField);
    await expect(strip).toHaveAttribute('data-mode', 'marquee');
  });

  test.describe('at phone width (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the menu opens, reaches its links, closes with Escape and returns focus', async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const menuLinks = menu.getByRole('link');

      await tabOnceTo(page, page.getByRole('link', { name: 'Skip to content' }));
      await tabOnceTo(page, banner.getByRole('link', { name: `${profile.name}.` }));
      await tabOnceTo(page, banner.getByRole('link', { name: 'Get a Quote' }));
      await tabOnceTo(page, toggle);
      await expect(toggle).toHaveAccessibleName('Open menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(toggle).toBeFocused();

      // Focus walks through the menu's links, in order, each fully on screen: the six sections,
      // 'Get a Quote', then one link per language.
      await expect(menuLinks).toHaveCount(menuLinkCount);
      for (let index = 0; index < menuLinkCount; index += 1) {
        await tabOnceTo(page, menuLinks.nth(index));
        await expect(menuLinks.nth(index)).toBeInViewport({ ratio: 1 });
      }
      await expect(menuLinks.nth(6)).toHaveAccessibleName('Get a Quote');
      await expect(menuLinks.last()).toHaveAccessibleName(locales.at(-1)!.name);
      // The theme switch comes last, fully on screen too.
      const themeSwitch = menu.getByRole('switch', { name: 'Dark theme' });
      await tabOnceTo(page, themeSwitch);
      await expect(themeSwitch).toBeInViewport({ ratio: 1 });
      await tabOnceTo(page, menuLinks.nth(menuLinkCount - 1), 'Shift+Tab');

      // Escape closes it from anywhere inside and puts focus back on the toggle.
      await tabOnceTo(page, menuLinks.nth(menuLinkCount - 2), 'Shift+Tab');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Open menu');

      // Space opens it too; a link goes to its section, closes the menu, and the next Tab
      // continues inside that section.
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await tabOnceTo(page, menuLinks.nth(0));
      await tabOnceTo(page, menuLinks.nth(1));
      await tabOnceTo(page, menu.getByRole('link', { name: 'Portfolio' }));
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/#portfolio$/);
      await expect(page.locator('section#portfolio')).toBeInViewport();
      await tabOnceTo(page, page.getByRole('button', { name: 'All Projects' }));

      // Tabbing past the menu's last stop (the theme switch) closes it, so focus never goes on
      // behind it.
      await tabTo(page, toggle, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole('switch', { name: 'Dark theme' }));
      const firstInMain = page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' });
      await tabOnceTo(page, firstInMain);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(firstInMain).toBeInViewport({ ratio: 1 });
      await expect.poll(() => isUncovered(firstInMain)).toBe(true);
    });
  });

  test.describe('at phone width (390 px), the certificates', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // The moving strip, which stands still while a card has focus.
      reducedMotion: 'no-preference',
    });

    test('each card shows whole when Tab reaches it', async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      await page.goto('/');
      const strip = page.getByTestId('certifications-strip');
      const certificates = page.getByRole('list', { name: 'Certificates' }).getByRole('link');
      await tabTo(page, certificates.first());
      await expect(strip).toHaveAttribute('data-mode', 'still');
      await expect(certificates.first()).toBeInViewport({ ratio: WHOLE });
      const count = await certificates.count();
      for (let index = 1; index < count; index += 1) {
        await tabOnceTo(page, certificates.nth(index));
        await expect(certificates.nth(index)).toBeInViewport({ ratio: WHOLE });
      }
    });

    // The section hydrates as Tab reaches it: the focus came before React listened for it, and
    // the row must not start moving under it when the code arrives.
    test('a card focused before the certificates’ code arrives keeps the still row', async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      await page.goto('/');
      const release = await holdIslandCode(page);
      const island = page.locator('[data-island="certifications"]');
      const strip = page.getByTestId('certifications-strip');
      const certificates = page.getByRole('list', { name: 'Certificates' }).getByRole('link');
      await tabTo(page, certificates.first());
      await expect(island).not.toHaveAttribute('data-hydrated');
      await release();
      await expect(island).toHaveAttribute('data-hydrated', 'true');
      await expect(strip).toHaveAttribute('data-mode', 'still');
      await expect(certificates.first()).toBeFocused();
      await expect(certificates.first()).toBeInViewport({ ratio: WHOLE });
      await tabOnceTo(page, certificates.nth(1));
      await expect(certificates.nth(1)).toBeInViewport({ ratio: WHOLE });
    });
  });

  // A project's second image shows while a link in its card has focus: also for a focus that came
  // before the portfolio's code, which hydrates the section as Tab reaches it.
  test('a project link focused before the portfolio’s code arrives shows the second image', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const project = projects.find((p) => p.hoverImage && (p.github || p.liveUrl));
    test.skip(!project, 'no project has a second image and a link');
    if (!project) return;
    const linkName = project.github
      ? ui.portfolio.codeFor(project.title)
      : ui.portfolio.liveDemoOf(project.title);
    await page.goto('/');
    const release = await holdIslandCode(page);
    const island = page.locator('[data-island="portfolio"]');
    const card = page.getByRole('article', { name: project.title });
    await tabTo(page, card.getByRole('link', { name: linkName }));
    await expect(island).not.toHaveAttribute('data-hydrated');
    await release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(card.getByTestId('project-image')).toHaveAttribute('data-showing', 'hover');
  });

  test.describe('on a phone held sideways (844 x 390 px)', () => {
    test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

    test('every menu link can be seen when it has focus, and nothing hides behind the menu', async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      await page.goto('/');
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const menuLinks = menu.getByRole('link');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      // The menu is taller than this screen: it scrolls itself to show the focused link, and its
      // last stop, the theme switch.
      const stops = [
        ...Array.from({ length: menuLinkCount }, (_, index) => menuLinks.nth(index)),
        menu.getByRole('switch', { name: 'Dark theme' }),
      ];
      for (const stop of stops) {
        await tabOnceTo(page, stop);
        await expect(stop).toBeInViewport({ ratio: 1 });
        await expect.poll(() => isUncovered(stop)).toBe(true);
      }
      const firstInMain = page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' });
      await tabOnceTo(page, firstInMain);
      await expect(menu).toBeHidden();
      await expect.poll(() => isUncovered(firstInMain)).toBe(true);
    });
  });

  // A slow phone may have the page long before the header's code. Enter on a link to a section
  // jumps at once, so the next Tab goes on from the section, not from the header.
  test('before the header’s code arrives: Enter on a section link, then Tab, reaches the form', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const release = await holdIslandCode(page);
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Contact',
    });
    await tabTo(page, contact);
    await page.keyboard.press('Enter');
    await tabOnceTo(
      page,
      page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', {
        name: /^name/i,
      }),
    );
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('[data-island="header"]')).not.toHaveAttribute('data-hydrated');
    await release();
    await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-hydrated', 'true');
  });

  test('the contact form announces its errors, then sends; the inbox manages the message', async ({
    page,
    consoleErrors,
  }) => {
    const subject = uniqueSubject('Keyboard journey');
    await page.goto('/');

    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByRole('textbox', { name: /^name/i });
    const email = form.getByRole('textbox', { name: /^email/i });
    const subjectField = form.getByRole('textbox', { name: /^subject/i });
    const message = form.getByRole('textbox', { name: /^message/i });
    const send = form.getByRole('button', { name: /send message/i });
    // The project brief's toggle, between the message and Send; folded, its chips take no stop.
    const brief = form.getByRole('button', { name: /^add project details/i });
    const alert = form.getByRole('alert');

    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    );
    await page.keyboard.press('Enter');
    await tabOnceTo(page, name);

    // Sending the empty form: the error is announced (role=alert) and focus goes to the field.
    await tabOnceTo(page, email);
    await tabOnceTo(page, subjectField);
    await tabOnceTo(page, message);
    await tabOnceTo(page, brief);
    await tabOnceTo(page, send);
    await page.keyboard.press('Enter');
    await expect(alert).toHaveText('Please fill in all required fields');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please fill in all required fields');

    // A malformed address: announced again, and focus goes to the email field.
    await page.keyboard.type('Ada Lovelace');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await tabOnceTo(page, email);
    await page.keyboard.type('ada@example');
    await tabOnceTo(page, subjectField);
    await page.keyboard.type(subject);
    await tabOnceTo(page, message);
    await page.keyboard.type('Hello!');
    await page.keyboard.press('Enter');
    await page.keyboard.type('I would like a website for my bakery.');
    await tabOnceTo(page, brief);
    await tabOnceTo(page, send);
    await page.keyboard.press('Enter');
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(message).toHaveValue('Hello!\nI would like a website for my bakery.');

    // Corrected, and sent with the Send button.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ada@example.org');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await tabOnceTo(page, subjectField);
    await tabOnceTo(page, message);
    await tabOnceTo(page, brief);
    await tabOnceTo(page, send);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!');
    await expect(alert).toHaveCount(0);
    await expect(message).toHaveValue('');
    // Focus stayed on the Send button while sending (it is aria-disabled, not disabled), and the
    // next Tab goes on past the form.
    await expect(send).toBeFocused();
    await tabOnceTo(
      page,
      page.locator('section#contact').getByRole('link', { name: profile.email }),
    );

    // The owner signs in with the keyboard: the password field has focus from the start.
    await page.goto('/admin');
    const password = page.getByLabel('Password');
    await expect(password).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The wrong text is selected, so typing replaces it.
    await page.keyboard.type(e2eAdmin.password);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Contact Messages' });
    await expect(heading).toBeFocused();

    // The message's card: the read toggle keeps focus while it flips, both ways.
    const card = page.getByRole('listitem').filter({ hasText: subject });
    const toggle = card.getByRole('button', { name: /^Mark as (Read|Unread)$/ });
    await expect(card).toHaveAttribute('data-read', 'false');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAccessibleName('Mark as Read');
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-read', 'true');
    await expect(toggle).toHaveAccessibleName('Mark as Unread');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-read', 'false');
    await expect(toggle).toHaveAccessibleName('Mark as Read');
    await expect(toggle).toBeFocused();

    // Delete asks first: focus goes to Cancel, Escape backs out to Delete.
    const remove = card.getByRole('button', { name: 'Delete' });
    const question = card.getByRole('group', { name: 'Delete this message?' });
    await tabOnceTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(remove).toBeFocused();

    // Confirmed: the card goes and focus lands on the inbox heading, not on the page.
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabOnceTo(page, question.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await expect(heading).toBeFocused();

    // Logout is the next stop; afterwards the password field has focus again.
    await tabOnceTo(page, page.getByRole('button', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(password).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();

    // The wrong password's 400 was the point of that step.
    expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('the chat: Enter opens it with focus inside, Escape closes it back to the button', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/');
    // The launcher's name flips with its state; the panel's own close button has no aria-expanded.
    const launcher = page
      .getByRole('button', { name: /^(Open|Close) chat$/ })
      .and(page.locator('[aria-expanded]'));
    const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
    const input = panel.getByRole('textbox', { name: 'Your message' });
    const close = panel.getByRole('button', { name: 'Close chat' });
    const messages = panel.getByRole('log').getByRole('listitem');

    // The launcher is the page's last stop: Shift+Tab from the top reaches it at once.
    await tabOnceTo(page, launcher, 'Shift+Tab');
    await expect(launcher).toHaveAccessibleName('Open chat');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(input).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(messages).toHaveCount(2);

    // The panel's controls are in reach: its close button sits just before the input.
    await tabOnceTo(page, close, 'Shift+Tab');
    await tabOnceTo(page, input);

    await page.keyboard.type('What services do you offer?');
    await page.keyboard.press('Enter');
    await expect(messages.nth(2)).toHaveText('You: What services do you offer?');
    await expect(messages).toHaveCount(4, { timeout: 15_000 });
    await expect(input).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAccessibleName('Open chat');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');

    // Space reopens it where the conversation was; the close button also returns focus.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await expect(input).toBeFocused();
    await expect(messages).toHaveCount(4);
    await tabTo(page, close, 'Shift+Tab', 20);
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('focus shows the moment it arrives: nothing that takes focus transitions into its ring', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/');
    // Every transition the page starts, and whether its element had focus then: the browser says
    // so (transitionrun) in the frame after the change.
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { __focusTransitions: string[] }).__focusTransitions = started;
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        if (target === document.activeElement) {
          started.push(
            `${event.propertyName} on ${target.tagName} "${target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30)}"`,
          );
        }
      });
    });
    const framesDrawn = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    const launcher = page.getByRole('button', { name: 'Open chat' });
    const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
    // A button, a text field (its ring is a border and a shadow), then a link.
    await tabOnceTo(page, launcher, 'Shift+Tab');
    await framesDrawn();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await framesDrawn();
    await page.keyboard.press('Escape');
    await tabTo(page, page.locator('#home').getByRole('link', { name: 'Get a Quote' }));
    await framesDrawn();
    expect(
      await page.evaluate(
        () => (window as unknown as { __focusTransitions: string[] }).__focusTransitions,
      ),
    ).toEqual([]);
  });
});
