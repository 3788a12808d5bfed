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

/** Opens the home page at the contact form. */
export async function openContactForm(page: Page): Promise<void> {
  await page.goto('/#contact');
}

/**
 * Fills the form in and sends it at once, as browser autofill does: however fast, a message from
 * a person's browser is an inbox message.
 */
export async function sendContactMessage(page: Page, values: ContactValues): Promise<void> {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    await contactField(page, field).fill(values[field] ?? '');
  }
  await contactForm(page)
    .getByRole('button', { name: /send message/i })
    .click();
}

/** Fills the hidden honeypot field, as bots that fill every input do. */
export async function fillHoneypot(page: Page, value: string): Promise<void> {
  await contactForm(page)
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement, text) => (input.value = text), value);
}

export const SENT = 'Your message has been sent successfully!';
