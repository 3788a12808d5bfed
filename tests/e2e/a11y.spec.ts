import { login } from './admin';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('the home page, with the mobile menu closed and open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the home page with the chat open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('/admin, logged out and logged in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await login(page);
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
