import { themes, type ThemeName } from '../../tailwind.config';
import { locales } from '../../src/content';
import { allLocaleTexts } from '../../src/content/locales/all';
import { THEME_STORAGE_KEY } from '../../src/theme/themeNames';
import { login } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { expect, scrollThroughPage, showEverySection, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';
import type { Page } from '@playwright/test';

// The light and the dark theme: the system's choice by default, the visitor's once made, set
// before the first paint, on every page (the public ones, /admin, the chat).

/** '#f6f8fc' -> 'rgb(246, 248, 252)', as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const canvas = (name: ThemeName) => rgb(themes[name].canvas);
const opposite = (name: ThemeName): ThemeName => (name === 'dark' ? 'light' : 'dark');

/** The theme on <html>, the page's background, and the theme-color the browser would use. */
function shown(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    themeColor: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]'))
      .filter((meta) => matchMedia(meta.media || 'all').matches)
      .map((meta) => meta.content),
  }));
}

const expected = (name: ThemeName) => ({
  theme: name,
  background: canvas(name),
  colorScheme: name,
  themeColor: [themes[name].canvas],
});

/** A visitor who chose `name` on an earlier visit. */
async function storeChoice(page: Page, name: ThemeName) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    name,
  ] as const);
}

for (const system of ['dark', 'light'] as const) {
  test.describe(`a system that prefers ${system}`, () => {
    test.use({ colorScheme: system });

    test(`shows the ${system} theme until the visitor chooses`, async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      await page.goto('/');
      expect(await shown(page)).toEqual(expected(system));
      await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked({
        checked: system === 'dark',
      });
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    });

    test('the toggle switches at once, and the choice outlives a reload and the other pages', async ({
      page,
      consoleErrors: _consoleErrors,
    }) => {
      const other = opposite(system);
      await page.goto('/');
      const toggle = page.getByRole('switch', { name: 'Dark theme' });
      await toggle.click();
      expect(await shown(page)).toEqual(expected(other));
      await expect(toggle).toBeChecked({ checked: other === 'dark' });
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(
        other,
      );

      await page.reload();
      expect(await shown(page)).toEqual(expected(other));
      // Another language's page, when the site has one, keeps the choice too.
      const otherLanguage = locales[1];
      if (otherLanguage) {
        await page.goto(`/${otherLanguage.code}/`);
        expect(await shown(page)).toEqual(expected(other));
        const darkTheme = allLocaleTexts[otherLanguage.code]!.ui.header.darkTheme;
        await expect(page.getByRole('switch', { name: darkTheme })).toBeChecked({
          checked: other === 'dark',
        });
      }
      await page.goto('/admin');
      expect(await shown(page)).toEqual(expected(other));

      // And back: the switch on /admin works the same way.
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      expect(await shown(page)).toEqual(expected(system));
    });

    test('the first paint already has the stored theme: nothing flashes', async ({ page }) => {
      const stored = opposite(system);
      await storeChoice(page, stored);
      // Before any of the page's own scripts: what <html> says when <body> first exists, and
      // what the page looks like in the first frame the browser renders.
      await page.addInitScript(() => {
        const seen: Record<string, { theme: string | null; background: string | null }> = {};
        (window as unknown as { __firstSeen: typeof seen }).__firstSeen = seen;
        const record = (moment: string) => {
          seen[moment] ??= {
            theme: document.documentElement.getAttribute('data-theme'),
            background: document.body ? getComputedStyle(document.body).backgroundColor : null,
          };
        };
        const observer = new MutationObserver(() => {
          if (!document.body) return;
          record('body parsed');
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
        requestAnimationFrame(() => record('first frame'));
      });
      await page.goto('/');
      const seen = await page.evaluate(
        () => (window as unknown as { __firstSeen: object }).__firstSeen,
      );
      expect(seen).toMatchObject({
        'body parsed': { theme: stored },
        'first frame': { theme: stored, background: canvas(stored) },
      });
    });

    test('without JavaScript, the page still follows the system', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: system });
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        canvas(system),
      );
      await context.close();
    });

    test('/admin and the chat follow the stored theme', async ({ page }) => {
      const stored = opposite(system);
      await storeChoice(page, stored);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open chat' }).click();
      const chat = page.getByRole('dialog');
      await expect(chat).toBeVisible();
      expect(await chat.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
        rgb(themes[stored].panel),
      );
      await page.goto('/admin');
      expect(await shown(page)).toEqual(expected(stored));
      await login(page);
      await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
      expect((await shown(page)).background).toBe(canvas(stored));
    });
  });
}

test('the mobile menu has the switch, with its name beside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('switch')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('navigation', { name: 'Mobile' }).getByRole('switch');
  await expect(toggle).toHaveText('Dark theme');
  const before = (await shown(page)).theme as ThemeName;
  await toggle.click();
  expect((await shown(page)).theme).toBe(opposite(before));
  // The menu stays open: the visitor sees what changed.
  await expect(toggle).toBeVisible();
});

/**
 * Resolves once the page has drawn what the last input changed: every CSS transition it started
 * has ended (or was cancelled), and a frame has been laid out since. Animations that loop (the
 * certificate strip) are not transitions and are not waited for.
 */
function transitionsEnded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await frame();
    await frame();
  });
}

test('switching themes moves nothing on the page (no layout shift at all)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const shifts: number[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries) shifts.push((entry as unknown as { value: number }).value);
    };
    // Every shift, even those right after an input, which CLS itself would forgive.
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift' });
    // The shifts of the last frames, which the observer may not have delivered yet.
    (window as unknown as { __shifts: () => number[] }).__shifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  const toggle = page.getByRole('switch', { name: 'Dark theme' });
  for (let i = 0; i < 4; i++) {
    const checked = await toggle.isChecked();
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !checked });
    await transitionsEnded(page);
  }
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: () => number[] }).__shifts()),
  ).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    test(`screenshot of the ${theme} theme at ${width} px`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await scrollThroughPage(page);
      await showEverySection(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.evaluate(() => document.fonts.ready);
      const path = `${e2eScreenshotDir}/home-${theme}-${label}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`home-${theme}-${label}`, { path, contentType: 'image/png' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
