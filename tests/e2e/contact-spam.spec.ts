import { login, uniqueSubject } from './admin';
import { sendContactMessage } from './contact-form';
import { expect, test } from './fixtures';

test('a message sent faster than a person types looks sent but never arrives', async ({
  page,
  consoleErrors,
}) => {
  const botSubject = uniqueSubject('Bot offer');
  const humanSubject = uniqueSubject('Human question');
  await page.clock.install();
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: /send message/i });

  // A bot fills everything in and sends at once.
  await form.getByRole('textbox', { name: /^name/i }).fill('Spam Bot');
  await form.getByRole('textbox', { name: /^email/i }).fill('bot@example.org');
  await form.getByRole('textbox', { name: /^subject/i }).fill(botSubject);
  await form.getByRole('textbox', { name: /^message/i }).fill('Cheap followers!');
  await send.click();
  await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^name/i })).toHaveValue('');

  // A person, in the same tab, takes their time.
  await sendContactMessage(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: humanSubject,
    message: 'Do you build apps?',
  });
  await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^name/i })).toHaveValue('');

  // Only the person's message reached the inbox.
  await login(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: humanSubject })).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: botSubject })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
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
