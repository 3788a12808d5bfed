import type { Page } from '@playwright/test';

/** The admin account the end-to-end backend is seeded with. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1' };

/** Signs in on /admin with the given password (the right one by default). */
export async function login(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A message subject no other test uses, so parallel tests never confuse their messages. */
export function uniqueSubject(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}
