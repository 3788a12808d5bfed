/**
 * The owner's views render whatever is already stored. Language tags that Intl.DisplayNames
 * refuses with a RangeError (`en-12`, `en-a1`, `en-a`) once took /admin down for good: "The admin
 * page could not load", "Try again" failing again, the message impossible to delete and its
 * email never sent. Here a visitor sends such tags through the form's own request (the database
 * may store them, normalise them or refuse them: any of these is fine, as long as the inbox works),
 * and rows from before the database checked them are written straight into it: a message in
 * `en-12` and a day's visit in `en-a`, beside a normal message. The inbox lists every one of them,
 * showing a code Intl cannot name as it is, Insights shows the language table, and both still do
 * after a reload. The rows are deleted at the end.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openInbox, uniqueSubject } from './support/admin';
import { contactForm, openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { database } from './support/database';
import { emailsAbout } from './support/mailbox';
import { expect, test } from './support/fixtures';

/** What an owner's view shows in the place of something it could not show as usual. */
const FAILURES = [
  'The admin page could not load.',
  'The insights could not load.',
  'could not be shown as usual',
];

async function expectNoFailure(page: Page): Promise<void> {
  for (const text of FAILURES) await expect(page.getByText(text)).toHaveCount(0);
}

/** The inbox narrowed to this run's messages by its search, which lives in the address. */
async function openRunInInbox(page: Page, run: string): Promise<void> {
  await page.goto(`/admin?q=${encodeURIComponent(run)}`);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
}

test('the inbox and Insights show messages and visits stored with language tags Intl refuses', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const run = uniqueSubject('Owner views hostile');
  const sql = database();
  // A visitor key of the day's shape (64 hex characters), this run's own.
  const visitor = createHash('sha256').update(run).digest('hex');

  try {
    // 1. A visitor sends two messages with the form; the request says en-12 and en-a1, as a
    //    script posting to the API could.
    const sentTags = ['en-12', 'en-a1'];
    let tag = '';
    await page.route('**/rest/v1/contact_messages*', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      return route.fallback({ postData: JSON.stringify({ ...body, language: tag }) });
    });
    await openContactForm(page);
    const refused: string[] = [];
    for (tag of sentTags) {
      const answer = page.waitForResponse(
        (response) =>
          response.url().includes('/rest/v1/contact_messages') &&
          response.request().method() === 'POST',
      );
      await sendContactMessage(page, {
        name: `Visitor ${tag}`,
        email: 'visitor@example.org',
        subject: `${run} sent ${tag}`,
        message: `Sent from a page whose language tag is ${tag}.`,
      });
      const status = (await answer).status();
      // Stored (as sent, or with the language dropped), or refused at the door: never a crash.
      expect(status, `the answer to a message in ${tag}`).toBeLessThan(500);
      if (status >= 400) {
        refused.push(tag);
        await expect(contactForm(page).getByRole('alert')).toBeVisible();
      } else {
        await expect(page.getByText(SENT)).toBeVisible();
      }
    }
    // A refusal is the door's answer, not a failure of the page.
    if (refused.length > 0) consoleErrors.length = 0;

    // 2. Rows from before the database checked languages, written straight into it.
    const storedSubject = `${run} stored en-12`;
    const normalSubject = `${run} normal`;
    await sql`
      insert into public.contact_messages (name, email, subject, message, language, status, notify_state, source)
      values
        ('Stored Before The Check', 'stored@example.org', ${storedSubject},
         'Written on a page whose language tag Intl refuses.', 'en-12', 'inbox', 'pending', 'form'),
        ('Nadia Normal', 'nadia@example.org', ${normalSubject},
         'An ordinary message.', 'en', 'inbox', 'sent', 'form')`;
    await sql`
      insert into private.site_events (day, visitor, kind, path, language)
      values ((now() at time zone 'utc')::date, ${visitor}, 'page_view', '/', 'en-a'),
             ((now() at time zone 'utc')::date, ${visitor}, 'page_view', '/#contact', 'en-a')`;

    // The owner's email about the stored message goes out (or waits for the digest): it names the
    // language by its code instead of failing.
    const notifyState = async () =>
      (
        await sql<{ notify_state: string; notify_error: string | null }[]>`
          select notify_state, notify_error from public.contact_messages
           where subject = ${storedSubject}`
      )[0]!;
    await expect
      .poll(async () => (await notifyState()).notify_state, { timeout: 20_000 })
      .not.toMatch(/^(pending|sending)$/);
    const notified = await notifyState();
    expect(notified.notify_state, notified.notify_error ?? '').not.toBe('failed');
    if (notified.notify_state === 'sent') {
      const [email] = await emailsAbout(storedSubject);
      expect(email?.text).toContain('Language: en-12');
    }

    // 3. The owner's inbox lists every message, the code Intl cannot name as it is.
    await openInbox(page);
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    const sentStored = await sql<{ subject: string; language: string | null }[]>`
      select subject, language from public.contact_messages
       where subject like ${`${run} sent %`} order by subject`;
    expect(sentStored.length).toBe(sentTags.length - refused.length);

    const checkInbox = async () => {
      await openRunInInbox(page, run);
      const card = (subject: string) => page.getByRole('listitem').filter({ hasText: subject });
      const stored = card(storedSubject);
      await expect(stored.getByRole('heading', { name: 'Stored Before The Check' })).toBeVisible();
      await expect(stored.getByText('en-12', { exact: true })).toBeVisible();
      await expect(stored.getByText('Sent from the en-12 page')).toBeAttached();
      await expect(stored.getByRole('button', { name: 'Delete' })).toBeVisible();
      await expect(card(normalSubject).getByText('English', { exact: true })).toBeVisible();
      for (const { subject, language } of sentStored) {
        await expect(card(subject)).toBeVisible();
        if (language) await expect(card(subject).getByText(`Sent from the `)).toBeAttached();
      }
      await expect(page.getByRole('listitem').filter({ hasText: run })).toHaveCount(
        2 + sentStored.length,
      );
      await expectNoFailure(page);
    };

    // 4. Insights opens, with the day's visit in en-a in its language table.
    const checkInsights = async () => {
      const languages = page.getByRole('table', { name: 'Visitors by page language' });
      await expect(languages).toBeVisible();
      await expect(languages.getByRole('rowheader', { name: 'en-a', exact: true })).toBeVisible();
      await expectNoFailure(page);
    };

    await checkInbox();
    await page.goto('/admin?view=insights');
    await checkInsights();

    // 5. Both still work after a reload.
    await page.reload();
    await checkInsights();
    await checkInbox();
    await page.reload();
    await checkInbox();
  } finally {
    await sql`delete from public.contact_messages where subject like ${`${run}%`}`;
    await sql`delete from private.site_events where visitor = ${visitor}`;
    await sql.end();
  }
});
