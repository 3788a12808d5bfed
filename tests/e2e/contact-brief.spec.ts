import { uniqueSubject } from './support/admin';
import { contactField, contactForm, SENT } from './support/contact-form';
import { database } from './support/database';
import { expect, test } from './support/fixtures';

/**
 * The project brief in the contact form: "Get a Quote" opens it, its chips are radio buttons a
 * keyboard reaches, a reload keeps what was chosen, and the message is stored with the brief's
 * three columns.
 */

test('"Get a Quote" opens the brief; the chosen chips survive a reload and are stored with the message', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('Brief journey');
  await page.goto('/');
  const form = contactForm(page);
  const toggle = form.getByRole('button', { name: /^add project details/i });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.locator('section#home').getByRole('link', { name: 'Get a Quote' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // A row is one tab stop, on its checked chip ("Not sure yet"); arrows move the choice.
  const service = form.getByRole('group', { name: 'Service' });
  await service.getByRole('radio', { name: 'Not sure yet' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(service.getByRole('radio', { name: 'Website' })).toBeChecked();
  await form.getByRole('group', { name: 'Budget' }).getByRole('radio', { name: '$1k–5k' }).check();
  await contactField(page, 'name').fill('Ada Lovelace');
  await contactField(page, 'email').fill('ada@example.com');
  await contactField(page, 'subject').fill(subject);
  await contactField(page, 'message').fill('A shop for my bakery.');

  // The draft is saved once typing pauses; the reload brings the brief back, open. Wait for the
  // field typed last: on a busy machine a pause can fall between two fields, and a draft saved
  // then has the subject without the message.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('contactDraft')))
    .toContain('A shop for my bakery.');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(service.getByRole('radio', { name: 'Website' })).toBeChecked();

  await form.getByRole('button', { name: /send message/i }).click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  const sql = database();
  try {
    const rows = await sql`
      select brief_service, brief_budget, brief_timeline
        from public.contact_messages where subject = ${subject}`;
    expect(rows).toEqual([
      { brief_service: 'website', brief_budget: '1k_5k', brief_timeline: null },
    ]);
  } finally {
    await sql.end();
  }
});
