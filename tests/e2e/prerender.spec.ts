import { readFileSync } from 'node:fs';
import { certificationStats, hero } from '../../src/content';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { e2eDistDir } from './support/paths';

/** The paths of the scripts the page requests from now on (the list grows as it loads more). */
function scriptsLoadedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The built code of those scripts, read from the dist the tests serve. */
function codeOf(scripts: readonly string[]): string {
  return scripts.map((path) => readFileSync(`${e2eDistDir}${path}`, 'utf8')).join('');
}

const sectionIds = ['home', 'services', 'portfolio', 'certifications', 'about', 'contact'];

test('the built index.html holds the whole page before any script runs', () => {
  const html = readFileSync(`${e2eDistDir}/index.html`, 'utf8');
  for (const id of sectionIds) expect(html).toContain(`id="${id}"`);
  for (const text of [
    hero.headline,
    hero.subheading,
    'Get a Custom Quote',
    'All Projects',
    certificationStats[0]!.label,
    'Client Testimonials',
    'Get In Touch',
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toMatch(/<html lang="en"/);
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test('the page is readable with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeAttached();
  await context.close();
});

test('hydration is silent and keeps one title', async ({ page, consoleErrors: _consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  // Hydrated: the menu toggle reacts.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await page.locator('title').count()).toBe(1);
  expect(warnings).toEqual([]);
});

test('a plain visit to / loads neither the chat, the admin, the router nor supabase-js', async ({
  page,
}) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /ChatPanel|AdminPage|BrowserApp/.test(path))).toEqual([]);
  // supabase-js's chunk has no stable name; its auth client does.
  expect(codeOf(scripts)).not.toContain('GoTrueClient');
});

test('a visit nobody touches runs no React; the first sign of life hydrates the first view', async ({
  page,
}) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.waitForLoadState('networkidle');
  // React's production build names its error page in every build.
  expect(codeOf(scripts)).not.toContain('react.dev/errors');
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);

  await page.mouse.move(200, 300);
  await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-island="chat"]')).toHaveAttribute('data-hydrated', 'true');
  expect(codeOf(scripts)).toContain('react.dev/errors');
});

test('/admin works when opened directly', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('an unknown deep link gets the 404 page with status 404, and it works', async ({ page }) => {
  const response = await page.goto('/projects/2019/old-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: /back to the home page/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
});
