/**
 * Signs the owner in once, through the form, and saves the session the site keeps in
 * localStorage for the specs that open the inbox with `openInbox` (see support/admin.ts). The
 * specs about signing in and out (contact-admin, a11y's /admin, keyboard, security-headers,
 * themes) still use the form.
 */
import { writeFile } from 'node:fs/promises';
import { login, ownerSession, type OwnerSession } from './support/admin';
import { expect, test } from './support/fixtures';

test('the owner signs in once for the specs that open the inbox signed in', async ({ page }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  const session: OwnerSession = await page.evaluate(() =>
    Object.fromEntries(
      Object.entries(localStorage).filter(
        ([key]) => /^sb-.*-auth-token$/.test(key) || key === 'adminAuthenticated',
      ),
    ),
  );
  expect(Object.keys(session).some((key) => key.startsWith('sb-'))).toBe(true);
  await writeFile(ownerSession, JSON.stringify(session));
});
