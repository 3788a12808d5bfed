import { openInbox, uniqueSubject } from './support/admin';
import {
  contactField,
  contactForm,
  openContactForm,
  sendContactMessage,
  SENT,
} from './support/contact-form';
import { expect, test } from './support/fixtures';

test('a send whose answer is lost, then retried, arrives once', async ({
  page,
  consoleErrors,
  clientAddress,
}) => {
  const subject = uniqueSubject('Lost answer');
  let attempts = 0;
  // The first send reaches the database, then its answer is lost on the way back, as when a
  // phone drops its connection: the row is stored, but the browser only sees a network error.
  await page.route('**/rest/v1/contact_messages*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts += 1;
    if (attempts > 1) return route.fallback();
    const stored = await route.fetch({
      headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress },
    });
    expect(stored.status()).toBe(201);
    await route.abort('connectionreset');
  });

  await openContactForm(page);
  const message = 'Could you build a booking page for my studio?';
  await sendContactMessage(page, {
    name: 'Hedy Lamarr',
    email: 'hedy@example.org',
    subject,
    message,
  });
  await expect(contactForm(page).getByRole('alert')).toHaveText(
    'There was an error sending your message. Please try again.',
  );
  await expect(contactField(page, 'message')).toHaveValue(message);
  consoleErrors.length = 0; // the lost answer is the point of this test

  // The visitor presses Send again: the same message, so the same id.
  await contactForm(page)
    .getByRole('button', { name: /send message/i })
    .click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(attempts).toBe(2);

  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: subject })).toHaveCount(1);
});
