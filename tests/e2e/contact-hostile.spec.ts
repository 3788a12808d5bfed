/**
 * Hostile input through the real contact form into the local backend (real Postgres), read back
 * on /admin. Each value is either stored exactly and shown as inert text, or refused with a clear
 * message while the visitor's text stays in the form.
 */
import type { Page } from '@playwright/test';
import { openInbox, uniqueSubject } from './support/admin';
import {
  contactField,
  contactForm,
  openContactForm,
  sendContactMessage,
  SENT,
  type ContactValues,
} from './support/contact-form';
import { expect, test } from './support/fixtures';

declare global {
  interface Window {
    /** Set by the hostile values below if any of them ever runs as script. */
    __pwned?: string;
  }
}

/** Messages that must arrive exactly as sent (after the form's trim). */
function storedCases(): { label: string; sent: ContactValues; stored: Required<ContactValues> }[] {
  const markup = uniqueSubject('markup');
  const sql = uniqueSubject('sql');
  const scripts = uniqueSubject('scripts');
  const spaces = uniqueSubject('spaces');
  const atLimit = uniqueSubject('limit');
  const cases = [
    {
      label: 'markup and script in every field',
      sent: {
        name: `<img src=x onerror="window.__pwned='name'">`,
        email: `"><svg/onload=window.__pwned='email'>@evil.example`,
        subject: `<script>window.__pwned='subject'</script> ${markup}`,
        message: `<a href="javascript:window.__pwned='message'">click</a>\n<iframe src="javascript:window.top.__pwned='iframe'"></iframe>\n<style>body{display:none}</style>&amp; &lt;b&gt;`,
      },
    },
    {
      label: 'SQL-looking text',
      sent: {
        name: `Robert'); DROP TABLE contact_messages;--`,
        email: `o'brien@example.com`,
        subject: `' OR '1'='1 ${sql}`,
        message: `1; SELECT pg_sleep(10); --\n$$ \\x27 \\\\ %s %n {{7*7}} \${7*7} */ /*\n'; update contact_messages set read = true; --`,
      },
    },
    {
      label: 'right-to-left Arabic, emoji and combining characters',
      sent: {
        name: 'مريم الحسن',
        email: 'maryam@example.com',
        subject: `سؤال عن موقع 🌐 ${scripts}`,
        // Decomposed é (e + U+0301) must not come back composed; ZWJ emoji stay one family.
        message:
          'مرحبا! أحتاج إلى متجر إلكتروني.\nMixed: שלום and English.\ne\u0301 vs é · Z\u0324\u0308a\u0308\u0301l\u0308go\u0489 · 👩🏽‍💻 👨‍👩‍👧‍👦 🇯🇵 \u200b(zero-width)',
      },
    },
    {
      label: 'leading and trailing spaces (trimmed; inner spacing kept)',
      sent: {
        name: '   Ada   Lovelace   ',
        email: '  ada@example.org\t',
        subject: `\n  ${spaces}  `,
        message: '\n\n   Line one,  two spaces.\n\n    Indented line.   \n\n',
      },
    },
    {
      label: 'exactly 5,000 characters, counted as the database counts (emoji are one)',
      sent: {
        name: 'Long Writer',
        email: 'long@example.com',
        subject: atLimit,
        message: `${'😀'.repeat(2500)}${'x'.repeat(2500)}`,
      },
    },
  ];
  return cases.map(({ label, sent }) => ({
    label,
    sent,
    stored: {
      name: sent.name.trim(),
      email: sent.email.trim(),
      subject: sent.subject.trim(),
      message: sent.message.trim(),
    },
  }));
}

/** The card of the message with `subject`, read as text. */
async function readBack(page: Page, subject: string) {
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card).toHaveCount(1);
  const texts = card.locator('p[dir="auto"]');
  return {
    card,
    name: await card.getByRole('heading').textContent(),
    email: await card.getByRole('link').first().textContent(),
    href: await card.getByRole('link').first().getAttribute('href'),
    subject: await texts.nth(0).textContent(),
    message: await texts.nth(1).textContent(),
  };
}

test('hostile values are stored exactly and shown as inert text', async ({ page }) => {
  const cases = storedCases();
  await openContactForm(page);
  for (const { sent } of cases) {
    await sendContactMessage(page, sent);
    await expect(page.getByText(SENT)).toBeVisible();
  }
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  for (const { label, stored } of cases) {
    const shown = await readBack(page, stored.subject);
    expect(shown, label).toMatchObject({
      name: stored.name,
      email: stored.email,
      subject: stored.subject,
      message: stored.message,
    });
    // Nothing the visitor wrote became an element: only the card's own link and buttons.
    await expect(
      shown.card.locator('img, svg:not([aria-hidden="true"]), script, iframe, style'),
    ).toHaveCount(0);
    expect(decodeURIComponent(shown.href!.replace(/^mailto:/, '')), label).toBe(stored.email);
  }
  // The right-to-left message reads right to left.
  const arabic = await readBack(page, cases[2]!.stored.subject);
  expect(
    await arabic.card
      .getByText(/^مرحبا/)
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('rtl');
  // Nothing ran, and the page still shows the inbox (the <style> did not hide it).
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
});

test('values the database cannot take are refused with a clear message, and kept', async ({
  page,
}) => {
  const subject = uniqueSubject('refused');
  const refused: [string, ContactValues, string, keyof ContactValues][] = [
    [
      'a 10,000-character message',
      {
        name: 'Long Writer',
        email: 'long@example.com',
        subject,
        message: 'A very long brief. '.repeat(526) + 'x'.repeat(6),
      },
      'Message must be at most 5000 characters',
      'message',
    ],
    [
      'a NUL byte',
      { name: 'Null Byte', email: 'nul@example.com', subject, message: 'before\u0000after' },
      'Message contains a character that cannot be sent (NUL). Please remove it.',
      'message',
    ],
    [
      'a name over 100 characters',
      { name: 'N'.repeat(101), email: 'name@example.com', subject, message: 'Hello' },
      'Name must be at most 100 characters',
      'name',
    ],
    [
      'only spaces as the message',
      { name: 'Blank', email: 'blank@example.com', subject, message: ' \n\t \u00a0 ' },
      'Please fill in all required fields',
      'message',
    ],
  ];

  await openContactForm(page);
  for (const [label, values, error, field] of refused) {
    await sendContactMessage(page, values);
    await expect(contactForm(page).getByRole('alert'), label).toHaveText(error);
    // Nothing the visitor typed is lost, not even the part over the limit.
    await expect(contactField(page, field), label).toHaveValue(values[field]!);
    await expect(contactField(page, field), label).toBeFocused();
    if (field === 'message' && values.message.length > 5000) {
      await expect(contactForm(page).getByText('10,000 / 5,000 characters')).toBeVisible();
    }
  }

  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: subject })).toHaveCount(0);
});
