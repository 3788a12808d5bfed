import { login, openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { fillHoneypot, openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';

// Every state below in both themes: the light theme's colours must pass as the dark ones do.
for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme (axe-core: no serious or critical violations)`, () => {
    test.use({ colorScheme });

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

    test('the chat launcher while the panel loads, and once it is there', async ({ page }) => {
      // The panel's code is held back until the page has been checked with the launcher pressed.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/ChatPanel-[^/]+\.js$/, async (route) => {
        await released;
        await route.fallback();
      });
      await page.goto('/');
      const launcher = page.getByRole('button', { name: 'Close chat' });
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      release();
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

    test('/admin’s Spam folder, with a card and its reasons', async ({ page }) => {
      const subject = uniqueSubject('Axe spam');
      await openContactForm(page);
      await fillHoneypot(page, 'https://spam.example');
      await sendContactMessage(page, {
        name: 'Bot',
        email: 'bot@example.org',
        subject,
        message: 'Hi',
      });
      await expect(page.getByText(SENT)).toBeVisible();
      await openInbox(page);
      await page.getByRole('link', { name: /^Spam/ }).click();
      await expect(page.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
