/**
 * The leads waiting for the owner, in a real browser: two messages sent with the form are aged in
 * the database (one new for three days, one a proposal for nine), and the inbox lists them at its
 * top, in the dark theme on a phone and the light one on a desktop, without serious axe
 * violations and without a sideways scroll; choosing one focuses its card. The rows are deleted at
 * the end, so no other test sees them wait.
 */
import { openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { database } from './support/database';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

test('the inbox lists the leads waiting for the owner at its top, and opens them', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  test.setTimeout(90_000);
  const run = uniqueSubject('Follow-up');
  const token = run.split(' ').at(-1)!;
  const quiet = `Quiet Lead ${token}`;
  const pending = `Proposal Lead ${token}`;
  const sql = database();
  try {
    await openContactForm(page);
    for (const name of [quiet, pending]) {
      await sendContactMessage(page, {
        name,
        email: 'lead@example.org',
        subject: `${run} ${name}`,
        message: `A project for ${name}.`,
      });
      await expect(page.getByText(SENT)).toBeVisible();
    }
    // Older than the triggers allow (they stamp the database's clock on every change), in one
    // transaction so nothing else goes without them.
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update public.contact_messages set created_at = now() - interval '3 days'
                where subject = ${`${run} ${quiet}`}`;
      await tx`update public.contact_messages
                  set created_at = now() - interval '20 days', stage = 'proposal',
                      stage_changed_at = now() - interval '9 days',
                      deal_value = 4800, deal_currency = 'EUR'
                where subject = ${`${run} ${pending}`}`;
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openInbox(page);
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    await expect(waiting).toBeVisible();
    const proposalEntry = waiting.getByRole('button', { name: new RegExp(`^${pending}`) });
    const quietEntry = waiting.getByRole('button', { name: new RegExp(`^${quiet}`) });
    await expect(proposalEntry).toContainText('Proposal unanswered');
    await expect(proposalEntry).toContainText('9 days');
    await expect(quietEntry).toContainText('No reply yet');
    await expect(quietEntry).toContainText('3 days');
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await sideways()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await waiting.screenshot({ path: `${e2eScreenshotDir}/waiting-for-you-390-dark.png` });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    // The theme is chosen as the page loads: a reload, rather than colours caught mid-transition.
    await page.reload();
    await expect(proposalEntry).toBeVisible();
    expect(await sideways()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await waiting.screenshot({ path: `${e2eScreenshotDir}/waiting-for-you-1280-light.png` });

    // From the keyboard: its card takes focus, found by a search for the name when it is not on
    // the first page.
    await quietEntry.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: quiet });
    await expect(card).toBeFocused();
    await expect(card).toContainText(`A project for ${quiet}.`);

    // Answered by moving it on: it waits no more once the inbox lists again.
    await card.getByRole('combobox', { name: 'Stage' }).selectOption('call');
    await expect(quietEntry).toHaveCount(0);
    await expect(proposalEntry).toBeVisible();
  } finally {
    await sql`delete from public.contact_messages where subject like ${`${run}%`}`;
    await sql.end();
  }
});
