/**
 * Insights end to end: three people visit the public page, each in another of the site's
 * languages (the base one first, and round again if the site has fewer than three); one
 * opens the chat and sends a message; the owner marks it read; /admin's Insights shows 3
 * visitors, their languages and the funnel 3 -> 1 -> 1 -> 1. No cookie and no storage is written
 * by the public page on the way.
 *
 * Each visitor is a browser context of its own with its own user agent and address (the visit
 * function keys a visitor by both for the day), not the shared `page` fixture, whose beacons
 * are answered before they reach the backend (support/fixtures.ts). The spec runs in a project of
 * its own, after every other (playwright.config.ts).
 */
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { contentFor } from '../../src/content/assemble';
import { allLocaleTexts } from '../../src/content/locales/all';
import { handoffTexts } from '../../src/content/locales/handoff';
import { locales } from '../../src/content/locales/index';
import { localeHomePath } from '../../src/lib/paths';
import { e2eAdmin, login, uniqueSubject } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { sendContactMessage, SENT } from './support/contact-form';
import { database } from './support/database';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

// One test after the other, not side by side (the config runs a file's tests in parallel): the
// funnel's figures are exact, and the second test's visitor, though its beacons are answered
// here, switches language, and a beacon its page sends as it navigates away can still reach the
// visit function. Beside the first test, that was a fourth visitor in its funnel (CI, once).
test.describe.configure({ mode: 'default' });

const VISIT = /\/functions\/v1\/visit$/;
const run = Math.random().toString(36).slice(2, 8);

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Resolves with the body of the next beacon of `event` this visitor's page sends. */
  sends(event: string): Promise<Record<string, string>>;
}

/** A person on their own device: a user agent and an address of their own. */
async function visitor(
  browser: Browser,
  name: string,
  address: string,
  { counted = true } = {},
): Promise<Visitor> {
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-${name}-${run}`,
  });
  // The platform's proxy would append the address it saw (the local backend trusts the caller's
  // X-Forwarded-For in the e2e run, support/serve.ts).
  const fromAddress = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } });
  // A visitor that is not counted has its beacons answered here, as the other specs do.
  await context.route(VISIT, counted ? fromAddress : (route) => route.fulfill({ status: 204 }));
  await context.route('**/rest/v1/contact_messages*', fromAddress);
  await context.route(/\/functions\/v1\/chat(\/|$)/, fromAddress);
  const page = await context.newPage();
  const sends = async (event: string) => {
    const request: Request = await page.waitForRequest(
      (sent) => VISIT.test(sent.url()) && JSON.parse(sent.postData() ?? '{}').event === event,
    );
    return JSON.parse(request.postData() ?? '{}') as Record<string, string>;
  };
  return { context, page, sends };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Everything a page could have left in the browser: none of it may exist. */
async function storedByPage(visitor: Visitor) {
  const inPage = await visitor.page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    cookie: document.cookie,
  }));
  return { ...inPage, cookies: await visitor.context.cookies() };
}

const NOTHING_STORED = {
  localStorage: [],
  sessionStorage: [],
  indexedDB: [],
  caches: [],
  cookie: '',
  cookies: [],
};

test('three visits, a chat, a message and a reply reach the Insights funnel, with nothing stored in the browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = uniqueSubject('Insights');
  // What the visit function stored. This spec runs after all the others (playwright.config.ts),
  // from empty counts, so its three visitors are the day's only ones.
  const sql = database();
  await sql`delete from private.site_leads`;
  await sql`delete from private.site_events`;
  await sql`delete from private.site_daily`;
  const stored = async (kind: string) =>
    (
      await sql<{ visitors: number }[]>`
        select count(distinct visitor)::int as visitors from private.site_events where kind = ${kind}`
    )[0]!.visitors;

  // Three people, in three languages where the site has them, on addresses no other spec uses
  // (flood.spec.ts's senders are 10.250.0.x, and have used up their messages by the time this runs).
  const visited = [0, 1, 2].map((i) => locales[i % locales.length]!);
  const people: Visitor[] = [];
  for (const [i, locale] of visited.entries()) {
    const person = await visitor(browser, `${locale.code}-${i}`, `10.251.0.${i + 1}`);
    const path = localeHomePath(locale);
    const pageView = person.sends('page_view');
    await open(person.page, path);
    expect(await pageView).toMatchObject({ event: 'page_view', path, language: locale.code });
    people.push(person);
  }
  const english = people[0]!;
  await expect.poll(() => stored('page_view'), { timeout: 15_000 }).toBe(3);

  // The visitor of the base language's page opens the chat, then writes through the contact form.
  const chatOpened = english.sends('chat_opened');
  await english.page.getByRole('button', { name: 'Open chat' }).click();
  await chatOpened;
  await expect.poll(() => stored('chat_opened'), { timeout: 15_000 }).toBe(1);
  await english.page.getByRole('button', { name: 'Close chat' }).first().click();
  const messageSent = english.sends('message_sent');
  await english.page.locator('#contact').scrollIntoViewIfNeeded();
  await sendContactMessage(english.page, {
    name: 'Nadia Insights',
    email: 'nadia@example.org',
    subject,
    message: 'Could you build a booking site for my riad?',
  });
  await expect(english.page.getByText(SENT)).toBeVisible();
  expect((await messageSent).message).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => (await sql`select 1 from private.site_leads`).length, { timeout: 15_000 })
    .toBe(1);
  await sql.end();

  for (const person of people) {
    expect(await storedByPage(person)).toEqual(NOTHING_STORED);
  }

  // The owner answers: marking the message read counts as the reply.
  const owner = await browser.newContext();
  const admin = await owner.newPage();
  await login(admin, e2eAdmin.password);
  const card = admin.getByRole('listitem').filter({ hasText: subject });
  await card.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(card).toHaveAttribute('data-read', 'true');

  // Insights, last 7 days.
  await admin.getByRole('navigation', { name: 'Views' }).getByText('Insights').click();
  await admin.getByRole('navigation', { name: 'Period' }).getByText('7 days').click();
  await expect(admin.getByRole('heading', { name: 'Insights' })).toBeVisible();

  const rows = (caption: string) =>
    admin
      .getByRole('table', { name: caption })
      .getByRole('row')
      .filter({ has: admin.getByRole('cell') });
  const funnel = rows(
    'Visitors at each step, and their share of the step before and of all visitors',
  );
  await expect(funnel).toHaveCount(5);
  await expect(funnel.nth(0)).toContainText(/Visited the site\s*3/);
  await expect(funnel.nth(1)).toContainText(/Opened the chat\s*1\s*33\.3%/);
  await expect(funnel.nth(2)).toContainText(/Sent a message\s*1\s*100%/);
  await expect(funnel.nth(3)).toContainText(/Got your reply\s*1\s*100%/);
  await expect(funnel.nth(4)).toContainText(/Became a client\s*0\s*0%/);

  // Every language of the site has its row, with its visitors; the inbox names them in English.
  const languages = rows('Visitors by page language');
  await expect(languages).toHaveCount(locales.length);
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  for (const locale of locales) {
    const visitors = visited.filter((other) => other === locale).length;
    await expect(languages.filter({ hasText: names.of(locale.code)! })).toContainText(
      String(visitors),
    );
  }

  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `${e2eScreenshotDir}/insights-funnel-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${e2eScreenshotDir}/insights-funnel-390.png`, fullPage: true });

  // Readable for everyone, both themes, and right to left (an admin in a right-to-left language):
  // the chart takes the page's direction when it is drawn, here for the next period.
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.emulateMedia({ colorScheme: 'dark' });
  await admin.evaluate(() => (document.documentElement.dir = 'rtl'));
  await admin.getByRole('navigation', { name: 'Period' }).getByText('30 days').click();
  await expect(funnel).toHaveCount(5);
  await admin.getByRole('button', { name: 'Show as table' }).click();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  // Time runs right to left: the first day's label stands right of the last one's, and the
  // counts' axis stands on the right.
  const labels = await admin
    .locator('.recharts-cartesian-axis-tick-value')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ x: node.getBoundingClientRect().x, text: node.textContent ?? '' })),
    );
  const days = labels.filter((label) => /[A-Za-z]/.test(label.text));
  const counts = labels.filter((label) => /^\d+$/.test(label.text));
  expect(days.length).toBeGreaterThan(1);
  expect(days[0]!.x).toBeGreaterThan(days.at(-1)!.x);
  expect(Math.min(...counts.map((label) => label.x))).toBeGreaterThan(days[0]!.x);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({
    path: `${e2eScreenshotDir}/insights-rtl-dark-1280.png`,
    fullPage: true,
  });

  for (const context of [...people.map((person) => person.context), owner]) {
    await context.close();
  }
});

test('the page reports opened projects, a started brief and a language switch', async ({
  browser,
}) => {
  // Not counted: the other test's figures are exact.
  const person = await visitor(browser, 'events', '10.251.0.9', { counted: false });
  // A project's links lead off the site; the test stays here.
  await person.context.route(/^https:\/\//, (route) => route.abort());
  await open(person.page, '/');

  const projectOpened = person.sends('project_opened');
  const [popup] = await Promise.all([
    person.page.waitForEvent('popup'),
    person.page
      .getByRole('link', { name: /^Code for / })
      .first()
      .click(),
  ]);
  await popup.close();
  expect((await projectOpened).target).toMatch(/^[\w-]+$/);

  const briefStarted = person.sends('brief_started');
  await person.page.getByRole('link', { name: 'Get a Quote' }).first().click();
  await briefStarted;

  const switched = person.sends('language_switched');
  await person.page
    .getByRole('button', { name: /language/i })
    .first()
    .click();
  await person.page.getByRole('link', { name: 'Français' }).first().click();
  expect(await switched).toMatchObject({ event: 'language_switched', target: 'fr' });
  await person.page.waitForURL(/\/fr\/(#.*)?$/);
  await person.context.close();
});

test('a form lead won for 2,400 EUR and a chat lead lost: the pipeline and Insights say what brought the client', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The last test of the run: every lead before it goes, so the figures are this test's alone.
  const sql = database();
  await sql`delete from public.contact_messages`;
  await sql`delete from private.site_leads`;
  await sql`delete from private.site_events`;
  await sql`delete from private.site_daily`;
  await sql.end();

  // A visitor who came from a newsletter writes through the contact form.
  const writer = await visitor(browser, 'client', '10.251.0.20');
  const subject = uniqueSubject('Client');
  await open(writer.page, '/?utm_source=newsletter');
  const formSent = writer.sends('message_sent');
  await writer.page.locator('#contact').scrollIntoViewIfNeeded();
  await sendContactMessage(writer.page, {
    name: 'Wanda Client',
    email: 'wanda@example.org',
    subject,
    message: 'Could you build a shop for my bakery?',
  });
  await expect(writer.page.getByText(SENT)).toBeVisible();
  await formSent;

  // Another asks the chat, and has the conversation sent on.
  const { ui, profile } = contentFor(allLocaleTexts[locales[0]!.code]!);
  const firstName = profile.name.split(' ')[0]!;
  const handoff = handoffTexts[locales[0]!.code]!;
  const chatter = await visitor(browser, 'lost', '10.251.0.21');
  const chatterName = `Lou Lost ${run}`;
  await open(chatter.page, localeHomePath(locales[0]!));
  await chatter.page.getByRole('button', { name: ui.chat.openChat }).click();
  const panel = chatter.page.getByRole('dialog', { name: ui.chat.title(profile.name) });
  await panel
    .getByRole('textbox', { name: ui.chat.input })
    .fill('Can you build my restaurant site, budget 3k?');
  await panel.getByRole('button', { name: ui.chat.send }).click();
  await panel.getByRole('button', { name: handoff.action(firstName) }).click({ timeout: 15_000 });
  const form = panel.getByRole('form', { name: handoff.action(firstName) });
  await form.getByRole('textbox', { name: handoff.labels.name }).fill(chatterName);
  await form.getByRole('textbox', { name: handoff.labels.email }).fill('lou@example.org');
  const chatSent = chatter.sends('message_sent');
  await form.getByRole('button', { name: handoff.send(firstName) }).click();
  await chatSent;

  // The owner marks the first won, for 2,400 EUR, and the second lost: too expensive.
  const owner = await browser.newContext();
  const admin = await owner.newPage();
  await login(admin, e2eAdmin.password);
  const won = admin.getByRole('listitem').filter({ hasText: subject });
  await won.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Won' });
  await expect(won.getByText('Moved to Won.')).toBeVisible();
  await won.getByRole('textbox', { name: 'Value' }).fill('2400');
  await won.getByRole('textbox', { name: 'Currency' }).fill('EUR');
  await won.getByRole('button', { name: 'Save details' }).click();
  await expect(won.getByText('Details saved.')).toBeVisible();
  const lost = admin.getByRole('listitem').filter({ hasText: chatterName });
  await lost.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Lost' });
  await expect(lost.getByText('Moved to Lost.')).toBeVisible();
  await lost
    .getByRole('combobox', { name: 'Lost because' })
    .selectOption({ label: 'Too expensive' });
  await lost.getByRole('button', { name: 'Save details' }).click();
  await expect(lost.getByText('Details saved.')).toBeVisible();

  // The pipeline: one won, worth 2,400 EUR, and one lost.
  await admin
    .getByRole('navigation', { name: 'Views' })
    .getByRole('link', { name: 'Pipeline' })
    .click();
  const stage = (name: string) => admin.getByRole('region', { name, exact: true });
  await expect(stage('Won')).toHaveAccessibleDescription('1 lead');
  await expect(stage('Won').getByRole('list', { name: 'Won: value per currency' })).toHaveText(
    '€2,400.00',
  );
  await expect(stage('Won').getByRole('link').filter({ hasText: 'Wanda Client' })).toBeVisible();
  await expect(stage('Lost')).toHaveAccessibleDescription('1 lead');
  await expect(stage('Lost').getByRole('link').filter({ hasText: chatterName })).toBeVisible();
  await expect(stage('New')).toHaveAccessibleDescription('0 leads');

  // Insights: 1 of 2 leads won, 2,400 EUR, under the contact form.
  await admin.getByRole('navigation', { name: 'Views' }).getByText('Insights').click();
  await admin.getByRole('navigation', { name: 'Period' }).getByText('7 days').click();
  const clients = admin.getByRole('region', { name: 'What brings clients' });
  // A figure under its name: 'Leads' 2.
  const figure = (name: string) => clients.locator(`dt:text-is("${name}") + dd`);
  await expect(figure('Leads')).toHaveText('2');
  await expect(figure('Won')).toContainText(/^1,/);
  await expect(figure('Won value')).toHaveText('€2,400.00');
  const bySource = clients.getByRole('table', { name: /^Leads by source/ });
  await expect(bySource.getByRole('row', { name: /^Contact form/ })).toContainText('€2,400.00');
  await expect(
    bySource
      .getByRole('row', { name: /^Contact form/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText(/^1/);
  await expect(
    bySource
      .getByRole('row', { name: /^Chat hand-over/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText(/^0/);
  await clients.getByRole('combobox', { name: 'Split by' }).selectOption({ label: 'Referrer' });
  await expect(
    clients
      .getByRole('table', { name: /^Leads by referrer/ })
      .getByRole('row', { name: /^newsletter/ }),
  ).toContainText('€2,400.00');
  await clients.getByRole('combobox', { name: 'Split by' }).selectOption({ label: 'Source' });
  // The visit funnel ends in the client.
  await expect(admin.getByText('Won: €2,400.00')).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);

  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await admin.setViewportSize({ width, height });
    await clients.scrollIntoViewIfNeeded();
    await clients.screenshot({ path: `${e2eScreenshotDir}/insights-clients-${name}.png` });
    // At phone width the split table scrolls sideways inside its card: the keyboard reaches it.
    expect(await seriousAxeViolations(admin)).toEqual([]);
  }
  await admin.emulateMedia({ colorScheme: 'dark' });
  await clients.screenshot({ path: `${e2eScreenshotDir}/insights-clients-phone-dark.png` });

  for (const context of [writer.context, chatter.context, owner]) await context.close();
});
