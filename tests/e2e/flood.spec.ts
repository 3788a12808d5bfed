import type { Page } from '@playwright/test';
import { login, uniqueSubject } from './support/admin';
import { contactForm, openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { database } from './support/database';
import { expect, test } from './support/fixtures';
import { emailsAbout, mailboxEmails } from './support/mailbox';

/**
 * Past the site-wide hourly cap, real people still reach the owner: seven senders flood the site
 * past its cap, then a visitor writes through the page. Runs alone, after every other test (the
 * 'flood' project in playwright.config.ts), because it lowers the cap for a moment.
 */

const FLOODERS = 7;
const PER_ADDRESS = 5;

/**
 * Stores a message as PostgREST stores a visitor's insert: as anon, with the platform's
 * X-Forwarded-For `address`, and every form signal of a person (forged).
 */
async function sendAsVisitor(
  sql: ReturnType<typeof database>,
  address: string,
  { name, subject }: { name: string; subject: string },
) {
  await sql.begin(async (tx) => {
    await tx`select set_config('role', 'anon', true),
                    set_config('request.headers', ${JSON.stringify({ 'x-forwarded-for': address })}, true)`;
    await tx`insert into public.contact_messages
               (name, email, subject, message, signal_honeypot, signal_fill_ms, signal_touched)
             values (${name}, 'sender@example.com', ${subject}, 'Buy now', '', 9000, true)`;
  });
}

/** A visitor writes for the first time, through the page; the subject it wrote. */
async function realVisitorWrites(page: Page): Promise<string> {
  const subject = uniqueSubject('A real project');
  await openContactForm(page);
  await sendContactMessage(page, {
    name: 'Real Visitor',
    email: 'visitor@example.org',
    subject,
    message: 'Could you build my shop?',
  });
  await expect(contactForm(page).getByText(SENT)).toBeVisible();
  return subject;
}

test('with seven senders flooding past the cap, a new visitor still reaches the inbox and the owner', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const sql = database();
  try {
    const [recent] = await sql<{ count: number }[]>`
      select count(*)::int as count from private.contact_message_senders
       where sent_at > now() - interval '1 hour'`;
    // A cap that seven senders pass with the messages the per-address limit allows them.
    await sql`update private.abuse_limits set messages_per_hour_site = ${recent!.count + 20}`;

    for (let round = 0; round < PER_ADDRESS; round += 1) {
      for (let sender = 1; sender <= FLOODERS; sender += 1) {
        await sendAsVisitor(sql, `10.250.0.${sender}`, { name: 'Flood', subject: 'flood' });
      }
    }
    const [held] = await sql<{ messages: number; senders: number }[]>`
      select count(*)::int as messages, count(distinct address_key)::int as senders
        from private.contact_message_senders where held_back`;
    expect(held!.senders).toBe(FLOODERS);
    expect(held!.messages).toBeGreaterThan(0);

    const subject = await realVisitorWrites(page);
    const [stored] = await sql<{ status: string }[]>`
      select status from public.contact_messages where subject = ${subject}`;
    expect(stored?.status).toBe('inbox');
    await expect.poll(async () => (await emailsAbout(subject)).length, { timeout: 20_000 }).toBe(1);

    // The owner heard of the flood once, and sees it in /admin.
    await expect
      .poll(
        async () => (await mailboxEmails()).filter((mail) => mail.subject.startsWith('Held back')),
        { timeout: 20_000 },
      )
      .toHaveLength(1);
    await login(page);
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);
    await expect(
      page.getByRole('status').filter({ hasText: `from ${FLOODERS} senders in the last hour` }),
    ).toBeVisible();
  } finally {
    await sql`update private.abuse_limits set messages_per_hour_site = 200`;
    await sql.end();
  }
});

/**
 * Seventy senders from seventy addresses, one message each with every signal of a person, use up
 * the day's immediate emails; a visitor who writes next is not emailed at once, and the digest,
 * which has a budget of its own, names the visitor first at its next run (an hour after the last
 * digest at most: here the hour is made to pass).
 */
test('after seventy senders from seventy addresses, the next digest names a real visitor first', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  // Two minutes after the next scheduled run (pg_cron's sweep, once a minute), and the flood.
  test.setTimeout(240_000);
  const sql = database();
  const started = (await sql<{ started: Date }[]>`select now() as started`)[0]!.started;
  try {
    const flood = uniqueSubject('flood');
    for (let sender = 1; sender <= 70; sender += 1) {
      await sendAsVisitor(sql, `10.251.0.${sender}`, { name: `Sender ${sender}`, subject: flood });
    }
    // Their emails are claimed (the first ones sent, the rest held) before the visitor writes.
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }[]>`
              select count(*)::int as n from public.contact_messages
               where subject = ${flood} and notify_state in ('pending', 'sending')`
          )[0]!.n,
        { timeout: 60_000 },
      )
      .toBe(0);

    const subject = await realVisitorWrites(page);

    const digestLines = async () => {
      const digest = (await emailsAbout(subject)).find((mail) =>
        / more new messages? in your inbox$/.test(mail.subject),
      );
      return (digest?.text ?? '').split('\n').filter((line) => line.startsWith('- '));
    };
    // The day's immediate emails went to the flood: the visitor waits for the digest.
    await expect
      .poll(
        async () =>
          (
            await sql<{ state: string }[]>`
            select notify_state as state from public.contact_messages where subject = ${subject}`
          )[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('held');
    // A digest may have gone out during the flood: the next one is due an hour after it.
    await sql`update private.owner_emails set claimed_at = claimed_at - interval '1 hour'
               where kind = 'summary'`;
    await expect.poll(digestLines, { timeout: 150_000, intervals: [2_000] }).not.toEqual([]);
    expect((await digestLines())[0]).toContain(subject);
    // It came in the digest, not at once.
    expect(
      (await emailsAbout(subject)).filter((mail) => mail.subject.startsWith('New message from')),
    ).toEqual([]);
  } finally {
    // The day's emails are the owner's again, for whatever runs next.
    await sql`delete from private.owner_emails where claimed_at >= ${started}`;
    await sql.end();
  }
});
