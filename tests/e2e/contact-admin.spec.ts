import { e2eAdmin, login, uniqueSubject } from './support/admin';
import { contactField, openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';

test('a message travels from the contact form to the admin inbox and is managed there', async ({
  page,
  consoleErrors,
}) => {
  const subject = uniqueSubject('Website quote');

  // A visitor sends a message.
  await openContactForm(page);
  await sendContactMessage(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject,
    message: 'Hello!\nI need a website for my bakery.',
  });
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(contactField(page, 'message')).toHaveValue('');

  // The owner signs in: a wrong password first.
  await login(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('adminAuthenticated')))
    .toBeNull();
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBe('true');

  // The new message is there, unread and highlighted, with its line break kept.
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toHaveAttribute('data-read', 'false');
  await expect(card.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
    'href',
    'mailto:ada@example.org',
  );
  await expect(card.getByText('I need a website for my bakery.')).toBeVisible();

  await card.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(card).toHaveAttribute('data-read', 'true');
  await expect(card.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();

  // A reload keeps the owner signed in, and the change was saved.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(card).toHaveAttribute('data-read', 'true');

  // Deleting asks first; cancelling keeps the message.
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  // Logging out closes the inbox for good.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
  consoleErrors.length = 0;
});

test('the adminAuthenticated flag alone opens nothing', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('adminAuthenticated', 'true'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toHaveCount(0);
});

test('a failed send shows the error and keeps what the visitor typed', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/rest/v1/contact_messages*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'PGRST000',
        details: null,
        hint: null,
        message: 'Service is briefly unavailable',
      }),
    }),
  );
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /^name/i }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: /^email/i }).fill('grace@example.org');
  await form.getByRole('textbox', { name: /^message/i }).fill('Please call me back.');
  await form.getByRole('button', { name: /send message/i }).click();
  await expect(form.getByRole('alert')).toHaveText('Service is briefly unavailable');
  await expect(form.getByRole('textbox', { name: /^name/i })).toHaveValue('Grace Hopper');
  await expect(form.getByRole('textbox', { name: /^message/i })).toHaveValue(
    'Please call me back.',
  );
  consoleErrors.length = 0; // the 503 is the point of this test
});
