import { readFile } from 'node:fs/promises';
import { openInbox, uniqueSubject } from './support/admin';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';

test('the owner finds a message by search, ignoring case and accents, and replies to it', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('Boutique');
  // A name no other message has, not even this test's own from an earlier run on the same backend
  // (`--repeat-each`), searched for without its accents and capitals.
  const token = subject.split('-').at(-1)!;
  const zoe = `Zoë Ångström ${token}`;
  const query = `zoe angstrom ${token}`;
  await openContactForm(page);
  for (const name of [zoe, 'Someone Else']) {
    await sendContactMessage(page, {
      name,
      email: 'zoe@example.org',
      subject,
      message: `A shop for ${name}`,
    });
    await expect(page.getByText(SENT)).toBeVisible();
  }

  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill(query);
  await expect(page).toHaveURL(/[?&]q=zoe\+angstrom/);
  const cards = page.getByRole('listitem').filter({ hasText: subject });
  await expect(cards).toHaveCount(1);
  await expect(cards.locator('mark').first()).toHaveText(zoe);

  // The search is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(query);
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);

  // Reply's second choice opens the owner's mail program with the subject and the message quoted.
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await card.getByRole('button', { name: 'Reply' }).click();
  const mailApp = card.getByRole('link', { name: 'Open in my mail app' });
  const href = decodeURIComponent((await mailApp.getAttribute('href')) ?? '');
  expect(href).toMatch(/^mailto:zoe@example\.org\?/);
  expect(href).toContain(`subject=Re: ${subject}`);
  expect(href).toContain(`> A shop for ${zoe}`);

  // Export CSV gives what the inbox shows: the search's one message, readable by spreadsheets.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^messages-inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Received,Name,Email,Subject,Message,Folder,Read,Language,Source,Service,Budget,Timeline,Summary,' +
      'Stage,Stage changed,Answered,Value,Currency,Lost because,Stage note',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${zoe},zoe@example.org,`);
  // Sent from the English page, through the form, with no brief.
  expect(lines[1]).toMatch(/,en,Form,,,,,New,,[^,]*,,,,$/);

  await page.getByRole('searchbox', { name: 'Search messages' }).fill('no such words anywhere');
  await expect(page.getByText('No messages match “no such words anywhere”.')).toBeVisible();
});
