/**
 * The Pipeline view against the real backend: the owner moves a lead to Proposal with a value
 * from its card in the inbox, and the view shows it in the Proposal column with the column's sum
 * in that currency; the card opens the lead in the inbox. Then the view as the owner sees it, at
 * phone and desktop widths, in both themes.
 */
import type { Page } from '@playwright/test';
import { adminTexts } from '../../src/content/admin';
import { openInbox, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { database } from './support/database';
import { expect, test } from './support/fixtures';

/**
 * A currency code of this test's own (three capital letters, which Intl formats as the code): the
 * column's sum in it is this lead's value alone, whatever other leads the run's tests moved.
 */
function ownCurrency(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `Q${letter()}${letter()}`;
}

const stageRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a lead moved to Proposal with a value shows in its column, with the column’s sum', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const subject = uniqueSubject('A bookshop');
  const name = `Inès Proposal ${Date.now()}`;
  const currency = ownCurrency();
  await openContactForm(page);
  await sendContactMessage(page, {
    name,
    email: 'ines@example.org',
    subject,
    message: 'Could you rebuild our online bookshop?',
  });
  await expect(page.getByText(SENT)).toBeVisible();

  await openInbox(page);
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  // The search applies after the owner stops typing; then the list is this message alone.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  const card = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({
    hasText: subject,
  });
  await card.getByRole('combobox', { name: 'Stage' }).selectOption('proposal');
  await expect(card.getByText('Moved to Proposal.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Value' }).fill('2400.5');
  await card.getByRole('textbox', { name: 'Currency' }).fill(currency);
  await card.getByRole('button', { name: 'Save details' }).click();
  await expect(card.getByText('Details saved.')).toBeVisible();

  // Other tests' leads may wait at Proposal too: this one arrived long before them, so it is
  // among the column's oldest.
  const sql = database();
  try {
    await sql`update public.contact_messages set created_at = now() - interval '3 years'
               where subject = ${subject}`;
  } finally {
    await sql.end();
  }

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('link', { name: 'Pipeline' })
    .click();
  await expect(page).toHaveURL(/[?&]view=pipeline/);
  const proposal = stageRegion(page, 'Proposal');
  await expect(proposal.getByRole('list', { name: 'Proposal: value per currency' })).toContainText(
    adminTexts.stages.money(2400.5, currency),
  );
  const lead = proposal
    .getByRole('list', { name: 'Oldest leads in Proposal' })
    .getByRole('link')
    .filter({ hasText: name });
  await expect(lead).toContainText(subject);
  await expect(lead).toContainText('3 years ago');
  await expect(lead).toContainText(adminTexts.stages.money(2400.5, currency));
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The card opens the lead in the inbox: its stage, searched for its name.
  await lead.click();
  await expect(page).toHaveURL(/[?&]stage=proposal/);
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: subject }),
  ).toBeVisible();
});

/** Leads at every stage, written as visitors would and moved as the owner would. */
async function seedLeads() {
  // Each lead's address is this run's own, so the owner's moves below find only its leads.
  const email = `lead.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const leads: [string, string, number, string, number | null, string | null][] = [
    ['Ana Costa', 'A booking site for our surf school', 41, 'new', null, null],
    ['Björn Berg', 'Mobile app for a bakery chain', 12, 'new', null, null],
    ['Chloé Martin', 'Chatbot for our support desk', 30, 'replied', null, null],
    ['Dana Li', 'Rebuild of a museum website', 22, 'call', null, null],
    ['Émile Roux', 'Online shop for a winery', 64, 'proposal', 4800, 'EUR'],
    ['Farah Haddad', 'Booking app for a clinic', 9, 'proposal', 3200, 'USD'],
    ['Grace Okafor', 'Portfolio site for an architect', 90, 'won', 2500, 'EUR'],
    ['Hiro Tanaka', 'Internal dashboard', 120, 'lost', null, null],
  ];
  const sql = database();
  try {
    for (const [index, [name, subject, days, stage, value, currency]] of leads.entries()) {
      await sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true),
                        set_config('request.headers',
                          ${JSON.stringify({ 'x-forwarded-for': `10.249.7.${index + 1}` })}, true)`;
        await tx`insert into public.contact_messages
                   (name, email, subject, message, signal_honeypot, signal_fill_ms, signal_touched)
                 values (${name}, ${email}, ${subject}, 'Hello!', '', 9000, true)`;
      });
      await sql`update public.contact_messages
                   set stage = ${stage}, deal_value = ${value}, deal_currency = ${currency},
                       lost_reason = ${stage === 'lost' ? 'timing' : null},
                       created_at = now() - make_interval(days => ${days})
                 where email = ${email} and name = ${name}`;
    }
  } finally {
    await sql.end();
  }
}

/** Nothing of the view reaches past the screen's right edge (the page clips what would). */
async function fitsTheScreen(page: Page, width: number) {
  const rightEdges = await page
    .locator('nav[aria-label="Views"] ul, main section, main a')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
  expect(Math.max(...rightEdges)).toBeLessThanOrEqual(width);
}

test('screenshots of the pipeline at phone and desktop widths, in both themes', async ({
  page,
  consoleErrors: _consoleErrors,
}, testInfo) => {
  await seedLeads();
  await openInbox(page);
  for (const [width, colorScheme] of [
    [390, 'light'],
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin?view=pipeline');
    await expect(stageRegion(page, 'Lost')).toBeVisible();
    await fitsTheScreen(page, width);
    if (width === 390) {
      // The narrowest phones too.
      await page.setViewportSize({ width: 360, height: 900 });
      await fitsTheScreen(page, 360);
      await page.setViewportSize({ width, height: 900 });
    }
    // docs/screenshots/ keeps a copy of each, shown in docs/leads-and-insights.md.
    await page.screenshot({
      path: testInfo.outputPath(`pipeline-${width}-${colorScheme}.png`),
      fullPage: true,
    });
  }
});
