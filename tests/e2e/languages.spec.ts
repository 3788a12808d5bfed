import type { Page, Request } from '@playwright/test';
import { contentFor } from '../../src/content/assemble';
import { allAssistantTexts, allLocaleTexts } from '../../src/content/locales/all';
import { headingFonts } from '../../src/content/locales/fonts';
import { baseLocale, locales } from '../../src/content/locales/index';
import { localeHomePath } from '../../src/lib/paths';
import {
  headingsExtendLatin,
  headingsInOtherScript,
  PAGE_HEADING_FAMILY,
  WORDMARK_FONT_FAMILY,
} from '../../src/seo/pageFonts';
import { openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

// The site in each of its languages (src/content/locales), as the build publishes it.
const pages = locales.map((locale) => ({
  path: localeHomePath(locale),
  code: locale.code,
  dir: locale.dir,
}));

const content = (code: string) => contentFor(allLocaleTexts[code]!);
const base = content(baseLocale.code);
/** A second language, and a third to reach by keyboard (a right-to-left one if the site has it). */
const [, second] = locales;
const third =
  locales.find((locale, i) => i > 1 && locale.dir === 'rtl') ?? (locales[2] as typeof second);
/** The first right-to-left language, if the site has one. */
const rtl = locales.find((locale) => locale.dir === 'rtl');
/** The file name of a language's heading font, as its preload's href holds it. */
const fontStem = (code: string) => headingFonts[code]?.file.replace(/\.woff2$/, '');

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
        ...locales.map((locale) => [locale.code, localeHomePath(locale)]),
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

test('a language’s heading font is preloaded by its own page only', async ({ page }) => {
  test.skip(Object.keys(headingFonts).length === 0, 'no language declares a heading font');
  for (const { path, code } of pages) {
    await page.goto(path);
    for (const fontCode of Object.keys(headingFonts)) {
      // A language that adds letters to Latin preloads its own file with the Basic Latin subset's
      // characters in it, in the place of its subset (src/seo/pageFonts.ts).
      const own = fontCode === code && headingsExtendLatin(code);
      await expect(
        page.locator(`link[rel="preload"][href*="${fontStem(fontCode)}"]`),
        `${fontCode}'s font on ${path}`,
      ).toHaveCount(fontCode === code && !own ? 1 : 0);
      await expect(
        page.locator(`link[rel="preload"][href*="/space-grotesk-${fontCode}-"]`),
        `${fontCode}'s own file on ${path}`,
      ).toHaveCount(own ? 1 : 0);
    }
  }
});

// Each page's first view fetches one Latin heading file at most (src/seo/pageFonts.ts): a page
// whose headings are in another script, the small file with the owner's name, the space and the
// full stop; a page whose headings add letters to Latin, one file with the Basic Latin subset's
// characters and its own; any other page, the Basic Latin subset.
test('each page paints its first view with one Latin heading file at most', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const { path, code } of pages) {
    const fonts: string[] = [];
    const listen = (request: Request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    };
    page.on('request', listen);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    page.off('request', listen);
    const latin = fonts.filter((font) => font.includes('/space-grotesk-'));
    const faces = await page.evaluate(() => {
      const all: string[] = [];
      document.fonts.forEach((face) =>
        all.push(`${face.family.replaceAll('"', '')} ${face.status}`),
      );
      return all;
    });
    if (headingsInOtherScript(code)) {
      expect(latin, path).toEqual([
        expect.stringMatching(/\/space-grotesk-wordmark-[\w-]+\.woff2$/),
      ]);
      // Loaded, and first in the font stack of the name in the header.
      expect(faces, path).toContain(`${WORDMARK_FONT_FAMILY} loaded`);
      const { name } = content(code).profile;
      const brand = page.getByRole('banner').getByRole('link', { name: `${name}.` });
      expect(await brand.evaluate((link) => getComputedStyle(link).fontFamily), path).toMatch(
        new RegExp(`^["']?${WORDMARK_FONT_FAMILY}["']?,`),
      );
    } else if (headingsExtendLatin(code)) {
      expect(latin, path).toEqual([
        expect.stringMatching(new RegExp(`/space-grotesk-${code}-[\\w-]+\\.woff2$`)),
      ]);
      expect(faces, path).toContain(`${PAGE_HEADING_FAMILY} loaded`);
    } else {
      expect(latin, path).toEqual([expect.stringMatching(/\/space-grotesk-basic-[\w-]+\.woff2$/)]);
    }
  }
});

test.describe('switching languages', () => {
  test.skip(!second, 'the site has one language');

  test('the header’s switcher links to the same section of the other page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await scrollToSection(page, 'about');
    await page
      .getByRole('button', { name: base.ui.header.currentLanguage(baseLocale.name) })
      .click();
    const other = page.getByRole('link', { name: second!.name });
    await expect(other).toHaveAttribute('lang', second!.code);
    await expect(other).toHaveAttribute('hreflang', second!.code);
    await other.click();
    await page.waitForURL(`**${localeHomePath(second!)}#about`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second!.code);
    await expect(page.locator('#about')).toBeInViewport();
    if (!third) return;

    // To a third language, by keyboard: the list is a disclosure of ordinary links.
    await scrollToSection(page, 'portfolio');
    await page
      .getByRole('button', { name: content(second!.code).ui.header.currentLanguage(second!.name) })
      .focus();
    await page.keyboard.press('Enter');
    const next = page.getByRole('link', { name: third.name });
    await expect(next).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(next).toBeHidden();
    await page.keyboard.press('Enter');
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${localeHomePath(third)}#portfolio`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('dir', third.dir);
    await expect(page.locator('#portfolio')).toBeInViewport();
    // Both switchers (the header's and the mobile menu's) mark the page's own language.
    await expect(page.locator(`a[hreflang="${third.code}"][aria-current="page"]`)).toHaveCount(2);
    await expect(page.locator(`a[hreflang="${second!.code}"][aria-current]`)).toHaveCount(0);
  });

  test('the mobile menu lists every language, and never redirects by itself', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A browser that prefers another language still gets the page it asked for.
    await page.setExtraHTTPHeaders({ 'Accept-Language': `${second!.intl},${second!.code};q=0.9` });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', baseLocale.code);
    await page.getByRole('button', { name: base.ui.header.openMenu }).click();
    const menu = page.getByRole('navigation', { name: base.ui.header.mobileNavigation });
    const languages = menu.getByRole('list', { name: base.ui.header.languages });
    await expect(languages.getByRole('link')).toHaveText(locales.map((locale) => locale.name));
    const last = locales.at(-1)!;
    await languages.getByRole('link', { name: last.name }).click();
    await page.waitForURL(`**${localeHomePath(last)}`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', last.code);
  });
});

test.describe('a right-to-left page', () => {
  test.skip(!rtl, 'the site has no right-to-left language');
  const path = rtl ? localeHomePath(rtl) : '/';
  const code = rtl?.code ?? '';

  test('mirrors the layout and keeps addresses and numbers left to right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    // The name (the link home) sits at the right end of the header, the quote button at the left.
    const home = await page.locator('header a[href="#home"]').first().boundingBox();
    const quote = await page.locator('header a[href="#contact"]').first().boundingBox();
    expect(home!.x).toBeGreaterThan(quote!.x);
    // The primary button's arrow points the way the page reads.
    const arrow = page.locator('#home a[href="#portfolio"] svg');
    expect(await arrow.evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1');
    await expect(
      page.locator('#contact').getByRole('link', { name: base.profile.email }),
    ).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('#contact a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');
    // Its headings are set in its own heading font, if it declares one.
    const font = headingFonts[code];
    if (!font) return;
    const loaded = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes(family)) statuses.push(face.status);
      });
      return statuses;
    }, font.family);
    expect(loaded).toEqual(['loaded']);
  });

  test('the certificate strip moves the way the page reads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
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
    test(`screenshot of ${path} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const file = `${e2eScreenshotDir}/home-${code}-${label}.png`;
      await page.screenshot({ path: file });
      await testInfo.attach(`home-${code}-${label}`, { path: file, contentType: 'image/png' });
      // Nothing sticks out sideways: a right-to-left page that overflows scrolls the wrong way.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

test('a message sent from another language’s page records it, and the inbox shows it', async ({
  page,
}) => {
  test.skip(!second, 'the site has one language');
  const subject = uniqueSubject(`From /${second!.code}/`);
  const { ui } = content(second!.code);
  await page.goto(`${localeHomePath(second!)}#contact`);
  const form = page.getByRole('form', { name: ui.contactForm.form });
  await form.getByRole('textbox', { name: ui.contactForm.labels.name }).fill('Amina');
  await form.getByRole('textbox', { name: ui.contactForm.labels.email }).fill('amina@example.com');
  await form.getByRole('textbox', { name: ui.contactForm.labels.subject }).fill(subject);
  await form.getByRole('textbox', { name: ui.contactForm.labels.message }).fill('Hello!');
  await form.getByRole('button', { name: ui.contactForm.send }).click();
  await expect(page.getByText(ui.contactForm.sent)).toBeVisible();

  await openInbox(page);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  // The inbox names the language in English.
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(second!.code)!;
  await expect(card.getByText(`Sent from the ${name} page`)).toBeAttached();
  await expect(card.getByText(name, { exact: true })).toBeVisible();
});
