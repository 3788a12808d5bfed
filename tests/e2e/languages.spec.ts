import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content/assemble';
import { allAssistantTexts, allLocaleTexts } from '../../src/content/locales/all';
import { login, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

// The site in each of its languages (src/content/locales), as the build publishes it.
const pages = [
  { path: '/', code: 'en', dir: 'ltr' },
  { path: '/fr/', code: 'fr', dir: 'ltr' },
  { path: '/ar/', code: 'ar', dir: 'rtl' },
] as const;

const content = (code: string) => contentFor(allLocaleTexts[code]!);

const ready = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ready === 'true');

/** Scrolls a section of the home page to the top of the window, as a reader would. */
async function scrollToSection(page: Page, id: string) {
  await page.evaluate((section) => {
    document.documentElement.style.scrollBehavior = 'auto';
    document.getElementById(section)?.scrollIntoView();
  }, id);
}

for (const { path, code, dir } of pages) {
  test.describe(`the ${code} page (${path})`, () => {
    const { ui, site, hero, profile, locale } = content(code);

    test('says its language and direction, names every language, and passes axe', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page).toHaveTitle(site.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href')!).pathname,
          ]),
        );
      expect(alternates).toEqual([
        ['en', '/'],
        ['fr', '/fr/'],
        ['ar', '/ar/'],
        ['x-default', '/'],
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path.replaceAll('/', '\\/')}$`),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('words the contact form’s errors in its language and keeps what was typed', async ({
      page,
    }) => {
      await page.goto(`${path}#contact`);
      const form = page.getByRole('form', { name: ui.contactForm.form });
      await form.getByRole('textbox', { name: ui.contactForm.labels.name }).fill('Amina');
      await form.getByRole('textbox', { name: ui.contactForm.labels.email }).fill('amina@example');
      await form.getByRole('textbox', { name: ui.contactForm.labels.message }).fill('Bonjour');
      await form.getByRole('button', { name: ui.contactForm.send }).click();
      await expect(form.getByRole('alert')).toHaveText(ui.contactForm.errors.invalidEmail);
      await expect(form.getByRole('textbox', { name: ui.contactForm.labels.name })).toHaveValue(
        'Amina',
      );
    });

    test('opens the chat in its language', async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: ui.chat.openChat }).click();
      const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('log')).toContainText(
        allAssistantTexts[code]!.greetings(profile)[1],
      );
      await expect(panel.getByRole('textbox', { name: ui.chat.input })).toHaveAttribute(
        'placeholder',
        ui.chat.placeholder,
      );
      await expect(panel.getByRole('button', { name: ui.chat.closeChat })).toBeVisible();
      expect(locale.code).toBe(code);
    });
  });
}

test('only the Arabic page preloads the Arabic heading font', async ({ page }) => {
  for (const path of ['/', '/fr/']) {
    await page.goto(path);
    await expect(page.locator('link[rel="preload"][href*="noto-kufi"]')).toHaveCount(0);
  }
});

test.describe('switching languages', () => {
  test('the header’s switcher links to the same section of the other page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await scrollToSection(page, 'about');
    await page
      .getByRole('button', { name: content('en').ui.header.currentLanguage('English') })
      .click();
    const french = page.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await french.click();
    await page.waitForURL('**/fr/#about');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#about')).toBeInViewport();

    // From French to Arabic, by keyboard: the list is a disclosure of ordinary links.
    await scrollToSection(page, 'portfolio');
    await page
      .getByRole('button', { name: content('fr').ui.header.currentLanguage('Français') })
      .focus();
    await page.keyboard.press('Enter');
    const arabic = page.getByRole('link', { name: 'العربية' });
    await expect(arabic).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(arabic).toBeHidden();
    await page.keyboard.press('Enter');
    await arabic.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ar/#portfolio');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#portfolio')).toBeInViewport();
    // Both switchers (the header's and the mobile menu's) mark the page's own language.
    await expect(page.locator('a[hreflang="ar"][aria-current="page"]')).toHaveCount(2);
    await expect(page.locator('a[hreflang="fr"][aria-current]')).toHaveCount(0);
  });

  test('the mobile menu lists every language, and never redirects by itself', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A browser that prefers French still gets the page it asked for.
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR,fr;q=0.9' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const languages = menu.getByRole('list', { name: 'Language' });
    await expect(languages.getByRole('link')).toHaveText(['English', 'Français', 'العربية']);
    await languages.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('the Arabic page, right to left', () => {
  test('mirrors the layout and keeps addresses and numbers left to right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar/');
    // The name (the link home) sits at the right end of the header, the quote button at the left.
    const home = await page.locator('header a[href="#home"]').first().boundingBox();
    const quote = await page.locator('header a[href="#contact"]').first().boundingBox();
    expect(home!.x).toBeGreaterThan(quote!.x);
    // The primary button's arrow points the way Arabic reads.
    const arrow = page.locator('#home a[href="#portfolio"] svg');
    expect(await arrow.evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1');
    await expect(
      page.locator('#contact').getByRole('link', { name: 'hello@example.com' }),
    ).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('#contact a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
    // Arabic headings are set in the Arabic heading font, which only this page preloads.
    await expect(
      page.locator('link[rel="preload"][href*="noto-kufi-arabic-headings"]'),
    ).toHaveCount(1);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes('Noto Kufi Arabic Headings')) statuses.push(face.status);
      });
      return statuses;
    });
    expect(loaded).toEqual(['loaded']);
  });

  test('the certificate strip moves the way the page reads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar/');
    const track = page.getByTestId('certifications-track');
    await scrollToSection(page, 'certifications');
    const shift = await track.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--marquee-shift').trim(),
    );
    expect(shift).toBe('50%');
  });

  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    test(`screenshot of /ar/ at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/ar/');
      await page.evaluate(() => document.fonts.ready);
      const path = `${e2eScreenshotDir}/home-ar-${label}.png`;
      await page.screenshot({ path });
      await testInfo.attach(`home-ar-${label}`, { path, contentType: 'image/png' });
      // Nothing sticks out sideways: a right-to-left page that overflows scrolls the wrong way.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

test('a message sent from /fr/ records its language, and the inbox shows it', async ({ page }) => {
  const subject = uniqueSubject('Depuis la page française');
  const { ui } = content('fr');
  await page.goto('/fr/#contact');
  const form = page.getByRole('form', { name: ui.contactForm.form });
  await form.getByRole('textbox', { name: ui.contactForm.labels.name }).fill('Amina');
  await form.getByRole('textbox', { name: ui.contactForm.labels.email }).fill('amina@example.com');
  await form.getByRole('textbox', { name: ui.contactForm.labels.subject }).fill(subject);
  await form.getByRole('textbox', { name: ui.contactForm.labels.message }).fill('Bonjour !');
  await form.getByRole('button', { name: ui.contactForm.send }).click();
  await expect(page.getByText(ui.contactForm.sent)).toBeVisible();

  await login(page);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card.getByText('Sent from the French page')).toBeAttached();
  await expect(card.getByText('French', { exact: true })).toBeVisible();
});
