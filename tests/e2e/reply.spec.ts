/**
 * The owner answers a lead from the inbox: a message written on a page in another language, the
 * composer in that language, a draft, a line of the owner's own, Send, and the email in the local
 * mailbox; the card keeps the reply, after a reload too. The reply function refuses a call
 * without the owner's session.
 */
import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content/assemble';
import { profile } from '../../src/content/index';
import { allLocaleTexts } from '../../src/content/locales/all';
import { baseLocale, locales } from '../../src/content/locales/index';
import { replyTextsIn } from '../../src/content/locales/reply';
import { localeHomePath } from '../../src/lib/paths';
import { openInbox, uniqueSubject } from './support/admin';
import { expect, test } from './support/fixtures';
import { emailsAbout } from './support/mailbox';
import { e2eScreenshotDir } from './support/paths';

/** The lead's language: French when the site has it, else its second language. */
const lead = locales.find((locale) => locale.code === 'fr') ?? locales[1] ?? baseLocale;
/** A right-to-left language of the site, for the screenshots. */
const rtl = locales.find((locale) => locale.dir === 'rtl');

/**
 * Sends a message from the page of `code`, as a visitor reading it. Returns the backend's address
 * and the project key the page used.
 */
async function sendFrom(
  page: Page,
  code: string,
  subject: string,
  email: string,
): Promise<{ backend: string; apikey: string }> {
  const { ui } = contentFor(allLocaleTexts[code]!);
  const locale = locales.find((item) => item.code === code)!;
  await page.goto(`${localeHomePath(locale)}#contact`);
  const form = page.getByRole('form', { name: ui.contactForm.form });
  await form.getByRole('textbox', { name: ui.contactForm.labels.name }).fill('Amélie Durand');
  await form.getByRole('textbox', { name: ui.contactForm.labels.email }).fill(email);
  await form.getByRole('textbox', { name: ui.contactForm.labels.subject }).fill(subject);
  await form
    .getByRole('textbox', { name: ui.contactForm.labels.message })
    .fill('Bonjour, pouvez-vous refaire la boutique en ligne de notre librairie ?');
  const request = page.waitForRequest(
    (sent) => sent.url().includes('/rest/v1/contact_messages') && sent.method() === 'POST',
  );
  await form.getByRole('button', { name: ui.contactForm.send }).click();
  await expect(page.getByText(ui.contactForm.sent)).toBeVisible();
  const sent = await request;
  return { backend: new URL(sent.url()).origin, apikey: (await sent.allHeaders()).apikey ?? '' };
}

test('the owner answers a lead in its language from the inbox, and the card keeps the reply', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('Une librairie');
  const visitor = `amelie.${Date.now()}@example.fr`;
  const texts = replyTextsIn(lead.code);
  await sendFrom(page, lead.code, subject, visitor);

  await openInbox(page);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await card.getByRole('button', { name: 'Reply' }).click();
  const composer = card.getByRole('region', { name: 'Reply to Amélie Durand' });
  await expect(composer.getByRole('combobox', { name: 'Language' })).toHaveValue(lead.code);
  await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    texts.subject(subject),
  );
  const body = composer.getByRole('textbox', { name: 'Your reply' });
  await expect(body).toHaveValue(new RegExp(`^${texts.greeting('Amélie Durand')}`));

  // The draft fills the untouched text, from the owner's own content; the owner adds a line.
  await composer.getByRole('button', { name: 'Draft a reply' }).click();
  await expect(composer.getByText(/Drafted by AI|A template/)).toBeVisible();
  await expect(body).toHaveValue(new RegExp(texts.draft.thanks(undefined).slice(0, 10)));
  const ownLine = `Je peux passer à la librairie jeudi ${Date.now()}.`;
  await body.fill(`${await body.inputValue()}\n\n${ownLine}`);
  await composer.getByRole('button', { name: 'Send' }).click();

  // The email goes to the address the visitor wrote from, answerable to the owner, in French.
  await expect.poll(async () => (await emailsAbout(ownLine)).length, { timeout: 15_000 }).toBe(1);
  const [email] = await emailsAbout(ownLine);
  expect(email!.to).toEqual([expect.stringContaining(visitor)]);
  expect(email!.reply_to).toEqual([profile.email]);
  expect(email!.subject).toBe(texts.subject(subject));
  expect(email!.text).toContain(texts.greeting('Amélie Durand'));
  expect(email!.text).toContain(ownLine);
  expect(email!.text).toContain('> Bonjour, pouvez-vous refaire la boutique');

  // The card shows the reply under the message, and still does after a reload.
  const history = card.getByRole('region', { name: 'Your replies' });
  await expect(history).toContainText(texts.subject(subject));
  await expect(composer).toBeHidden();
  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: subject });
  await expect(reloaded.getByRole('region', { name: 'Your replies' })).toContainText(
    texts.subject(subject),
  );
});

test('the reply function refuses a call without the owner’s session, whatever address it names', async ({
  page,
}) => {
  const subject = uniqueSubject('Sans session');
  const { backend, apikey } = await sendFrom(page, lead.code, subject, 'lead@example.fr');
  const stranger = `stranger.${Date.now()}@example.org`;
  const call = (authorization?: string) =>
    page.request.post(`${backend}/functions/v1/reply`, {
      headers: { apikey, ...(authorization ? { Authorization: authorization } : {}) },
      data: {
        messageId: crypto.randomUUID(),
        idempotencyKey: crypto.randomUUID(),
        subject: 'Re: hello',
        body: 'Hello',
        language: lead.code,
        to: stranger,
        email: stranger,
      },
    });
  // No session at all, and the project's own key where the owner's session belongs.
  for (const response of [await call(), await call(`Bearer ${apikey}`)]) {
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'not_signed_in' });
  }
  expect(await emailsAbout(stranger)).toEqual([]);
});

// The composer as the owner sees it, at phone and desktop widths, in both themes, and in a
// right-to-left language.
for (const [width, colorScheme, code] of [
  [390, 'light', lead.code],
  [390, 'dark', lead.code],
  [1280, 'light', lead.code],
  [1280, 'dark', lead.code],
  ...(rtl ? ([[390, 'dark', rtl.code]] as const) : []),
] as const) {
  test(`screenshot of the composer at ${width} px, ${colorScheme}, in ${code}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    const subject = uniqueSubject(`Composer ${code}`);
    await sendFrom(page, lead.code, subject, `screens.${Date.now()}@example.fr`);
    await openInbox(page);
    const card = page.getByRole('listitem').filter({ hasText: subject });
    await card.getByRole('button', { name: 'Reply' }).click();
    const composer = card.getByRole('region', { name: 'Reply to Amélie Durand' });
    await composer.getByRole('combobox', { name: 'Language' }).selectOption(code);
    await composer.getByRole('button', { name: 'Draft a reply' }).click();
    await expect(composer.getByText(/Drafted by AI|A template/)).toBeVisible();
    await composer.scrollIntoViewIfNeeded();
    await composer.screenshot({
      path: `${e2eScreenshotDir}/reply-composer-${code}-${colorScheme}-${width}.png`,
    });
  });
}
