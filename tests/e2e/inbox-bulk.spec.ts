import type { Page } from '@playwright/test';
import { openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

/**
 * Bulk actions against the real backend, from the keyboard only. Other tests share the inbox, so
 * this one first narrows the list to its own messages with a search: Select all ticks what is
 * listed, never more.
 */

async function sendThree(page: Page, token: string) {
  await openContactForm(page);
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']) {
    await sendContactMessage(page, {
      name,
      email: 'visitor@example.org',
      subject: `${token} from ${name}`,
      message: 'About a project.',
    });
    await expect(page.getByText(SENT)).toBeVisible();
  }
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
const bar = (page: Page) => page.getByRole('group', { name: 'Selected messages' });

test('the owner marks read and deletes several messages at once, from the keyboard', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const token = uniqueSubject('Bulk').replaceAll(' ', '-');
  await sendThree(page, token);
  await openInbox(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(token);
  // The search applies after the owner stops typing; then the list is its results only.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(messages(page)).toHaveCount(3);
  const before = await page.getByText(/^\d+ messages? · \d+ unread$/).textContent();
  const [inbox = 0, unread = 0] = (before?.match(/\d+/g) ?? []).map(Number);

  // Tab from the search box reaches Select all (past Export CSV); Space ticks every listed card.
  await page.getByRole('searchbox', { name: 'Search messages' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
  // Between them, the inbox may show at most three controls for what other tests did meanwhile:
  // the held-back banner's link, 'Questions to answer' and the 'N new messages' button.
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all' }), 'Tab', 4);
  await page.keyboard.press('Space');
  await expect(bar(page).getByText('3 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select (Ada|Grace|Katherine)/ })).toHaveCount(
    3,
  );
  for (const box of await page
    .getByRole('checkbox', { name: /^Select (Ada|Grace|Katherine)/ })
    .all()) {
    await expect(box).toBeChecked();
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: 'Mark as Read' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '3 messages marked as read' }),
  ).toHaveCount(1);
  await expect(messages(page).and(page.locator('[data-read="true"]'))).toHaveCount(3);
  await expect(page.getByText(`${inbox} messages · ${unread - 3} unread`)).toBeVisible();

  // Delete asks once, naming the count, with focus on Cancel.
  const deleteButton = bar(page).getByRole('button', { name: 'Delete' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const question = bar(page).getByRole('group', { name: 'Delete 3 messages?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`No messages match “${token}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeFocused();
  const left = inbox - 3;
  // The folder's count, which the page hides from sight behind its badge: 'Inbox, 12 messages'.
  const inboxName = new RegExp(`^Inbox ?, ${left} ${left === 1 ? 'message' : 'messages'}$`);
  await expect(page.getByRole('link', { name: inboxName })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Gone from the database, not only from the page.
  await page.reload();
  await expect(page.getByText(`No messages match “${token}”.`)).toBeVisible();
});

test('an empty inbox and a page of cards pass axe', async ({ page }) => {
  // The shared test database is never empty; the empty state is shown here by answering the
  // inbox's two queries with nothing, as a new site's database would.
  await page.route('**/rest/v1/rpc/list_contact_messages', (route) => route.fulfill({ json: [] }));
  await page.route('**/rest/v1/rpc/contact_message_counts', (route) =>
    route.fulfill({ json: { inbox: 0, unread: 0, spam: 0 } }),
  );
  await openInbox(page);
  await expect(page.getByText('No messages yet.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.unrouteAll();
  await page.reload();
  await expect(messages(page).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
