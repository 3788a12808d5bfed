import { test as base, expect, type Page } from '@playwright/test';

/**
 * `page` that fails the test if the browser logs an error or throws: a missing image, a React
 * warning or an uncaught exception all count.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The site's JavaScript starts after the first paint (src/main.tsx): wait until the page is
  // interactive after every navigation, as a visitor's second tap would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = () =>
      page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) =>
      errors.push(`${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await use(errors);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
});

export { expect };

/** Scrolls the whole page in steps so lazy images and effects below the fold run. */
export async function scrollThroughPage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
}
