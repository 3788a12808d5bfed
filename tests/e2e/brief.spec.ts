import { readFile } from 'node:fs/promises';
import { adminTexts } from '../../src/content/admin';
import { contentFor } from '../../src/content/assemble';
import { allLocaleTexts } from '../../src/content/locales/all';
import { openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { contactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';

/**
 * The project brief from "Get a Quote" to the owner: the visitor picks a mobile app, 5-10k and
 * within 3 months; the owner's card shows them as chips, the "Mobile app" filter finds the
 * message (and keeps it in the address), and the CSV export has them as columns.
 */

const { ui } = contentFor(allLocaleTexts.en!);

test('a brief chosen through Get a Quote reaches the card, the filter and the CSV', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('An app for my gym');
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Get a Quote', exact: true })
    .first()
    .click();

  // "Get a Quote" opens the brief under the message.
  const form = contactForm(page);
  await expect(form.getByRole('button', { name: ui.brief.toggle })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await form.getByRole('radio', { name: ui.brief.values.service.mobile_app }).check();
  await form.getByRole('radio', { name: ui.brief.values.budget['5k_10k'] }).check();
  await form.getByRole('radio', { name: ui.brief.values.timeline['3_months'] }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await sendContactMessage(page, {
    name: 'Omar',
    email: 'omar@example.com',
    subject,
    message: 'Members book classes from their phones.',
  });
  await expect(page.getByText(SENT)).toBeVisible();

  await openInbox(page);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(
    card.getByRole('list', { name: adminTexts.card.brief }).getByRole('listitem'),
  ).toHaveText(['Service: Mobile app', 'Budget: 5-10k', 'Timeline: Within 3 months']);

  // The "Mobile app" filter finds it, and the address keeps the filter.
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Mobile app' });
  await expect(page).toHaveURL(/service=mobile_app/);
  await expect(card).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('mobile_app');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);
  // Another service does not.
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Chatbot' });
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Mobile app' });
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The CSV of what the inbox shows has the brief as columns.
  // The search applies once typing pauses, and the address then says so: before, the card was
  // already on screen, and an export then was of the filter alone.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  await expect(page).toHaveURL(/[?&]q=An\+app\+for\+my\+gym/);
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const bytes = await readFile((await (await downloading).path())!);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(
    /,Source,Service,Budget,Timeline,Summary,Stage,Stage changed,Answered,Value,Currency,Lost because,Stage note$/,
  );
  expect(lines).toHaveLength(2);
  // A new lead: never moved, no deal.
  expect(lines[1]).toMatch(/,Form,Mobile app,5-10k,Within 3 months,,New,,[^,]*,,,,$/);
});
