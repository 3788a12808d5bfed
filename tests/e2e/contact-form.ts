import type { Locator, Page } from '@playwright/test';

/** The values a test types into the contact form; subject may be left out. */
export interface ContactValues {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** The contact form on the home page. */
export function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Contact form' });
}

/** A field of the contact form by its label. */
export function contactField(page: Page, field: keyof ContactValues): Locator {
  return contactForm(page).getByRole('textbox', { name: new RegExp(`^${field}`, 'i') });
}

/**
 * Opens the home page at the contact form with Playwright's clock installed: the form ignores a
 * send sooner than a person could write (spamGuard.ts), so tests fast-forward it before sending.
 */
export async function openContactForm(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/#contact');
}

/** Types `values` into the form as a person would (after the time a person takes) and sends. */
export async function sendContactMessage(page: Page, values: ContactValues): Promise<void> {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    await contactField(page, field).fill(values[field] ?? '');
  }
  await page.clock.fastForward(3100);
  await contactForm(page)
    .getByRole('button', { name: /send message/i })
    .click();
}

export const SENT = 'Your message has been sent successfully!';
