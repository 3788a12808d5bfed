import { openInbox, uniqueSubject } from './support/admin';
import {
  contactField,
  contactForm,
  fillHoneypot,
  openContactForm,
  sendContactMessage,
  SENT,
} from './support/contact-form';
import { expect, test } from './support/fixtures';
import { emailsAbout } from './support/mailbox';

test('a message sent at autofill speed reaches the inbox, and the owner gets an email', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('Autofill question');
  await openContactForm(page);
  // Filled in by the browser and sent at once: no person types this fast, and it must not matter.
  await sendContactMessage(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject,
    message: 'Do you build apps?',
  });
  await expect(contactForm(page).getByText(SENT)).toBeVisible();

  await openInbox(page);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-read', 'false');

  // The email goes out after the insert, through the database's queue and the notify function.
  await expect.poll(async () => (await emailsAbout(subject)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await emailsAbout(subject);
  expect(mail).toMatchObject({
    subject: 'New message from Ada Lovelace',
    reply_to: ['ada@example.org'],
  });
  expect(mail?.text).toContain('Do you build apps?');
});

test('a bot’s message looks sent, waits under Spam with no email, and Not spam moves it', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('Cheap followers');
  await openContactForm(page);
  // Bots fill every input, the hidden one too.
  await fillHoneypot(page, 'https://spam.example');
  await sendContactMessage(page, {
    name: 'Spam Bot',
    email: 'bot@example.org',
    subject,
    message: 'Buy followers now!',
  });
  await expect(contactForm(page).getByText(SENT)).toBeVisible();
  await expect(contactField(page, 'name')).toHaveValue('');

  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: /^Spam/ })
    .click();
  await expect(page).toHaveURL(/\?folder=spam$/);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('hidden field filled ("https://spam.example")');
  await expect(card).toContainText(/sent [\d.]+ s after opening/);

  // The folder is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);

  await page
    .getByRole('listitem')
    .filter({ hasText: subject })
    .getByRole('button', { name: 'Not spam' })
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);

  // Spam is never emailed, nor is a message the owner already moved back.
  expect(await emailsAbout(subject)).toEqual([]);
});

test('a half-written message survives a reload', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /^name/i }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: /^message/i }).fill('About a compiler…');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('contactDraft')))
    .toContain('About a compiler');

  await page.reload();
  await expect(form.getByRole('textbox', { name: /^name/i })).toHaveValue('Grace Hopper');
  await expect(form.getByRole('textbox', { name: /^message/i })).toHaveValue('About a compiler…');
  await expect(form.getByRole('textbox', { name: /^email/i })).toHaveValue('');
});
