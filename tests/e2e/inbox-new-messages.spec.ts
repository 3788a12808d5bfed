import { openInbox, uniqueSubject } from './support/admin';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';

test('a message that arrives while the inbox is open is announced, and shown on request', async ({
  page,
  browser,
  consoleErrors: _consoleErrors,
}) => {
  await page.clock.install();
  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();

  // A visitor writes from another browser (the owner's page runs on an installed clock).
  const subject = uniqueSubject('Arrived meanwhile');
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await openContactForm(visitor);
  // This page is not the fixture's, which waits for React to take over the prerendered form.
  await visitor.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await sendContactMessage(visitor, {
    name: 'Katherine Johnson',
    email: 'katherine@example.org',
    subject,
    message: 'Can we talk?',
  });
  await expect(visitor.getByText(SENT)).toBeVisible();
  await visitorContext.close();

  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await page.clock.fastForward(30_000);
  const announce = page.getByRole('button', { name: /^\d+ new messages?$/ });
  await expect(announce).toBeVisible();
  await announce.click();
  // On the first page again, among the newest (other tests may send messages at the same time).
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: subject }),
  ).toHaveCount(1);
  await expect(announce).toHaveCount(0);
});
