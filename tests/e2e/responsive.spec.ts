import { expect, scrollThroughPage, showEverySection, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens, reaches a section and closes', async ({ page }) => {
    await page.goto('/');
    // The toggle's name flips between 'Open menu' and 'Close menu'; find it by what it controls.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('section#about')).toBeInViewport();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the hero portrait is hidden on phones, and nothing is fetched for it', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.getByTestId('hero-portrait')).toBeHidden();
    // The <img> keeps its inline placeholder: without one, Chromium's preload scanner, which reads
    // the <source>'s media query before the page's viewport applies, fetched the portrait here.
    expect(images.filter((url) => url.includes('/images/profile'))).toEqual([]);
  });
});

test('the hero portrait sits in a 400 x 500 px frame on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const frame = page.getByTestId('hero-portrait').locator('> div');
  const box = await frame.boundingBox();
  expect(box).toMatchObject({ width: 400, height: 500 });
  // The <source> gives the image: decoded, and the 400 px wide file at 1x.
  const portrait = frame.getByRole('img');
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/profile-400\.webp$/,
  );
});

for (const width of [360, 390, 768, 1024, 1440, 1920]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await scrollThroughPage(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

for (const [name, width, height] of [
  ['phone-390', 390, 844],
  ['desktop-1440', 1440, 900],
] as const) {
  test(`screenshot at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await scrollThroughPage(page);
    await showEverySection(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const path = `${e2eScreenshotDir}/home-${name}.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  });
}

test('no horizontal scroll at 360 px before any script runs', async ({ browser }) => {
  // The prerendered page is what a phone lays out first; nothing in it may widen the page.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await context.close();
});
