import type { Page } from '@playwright/test';
import { adminTexts } from '../../src/content/admin';
import { contentFor } from '../../src/content/assemble';
import { allLocaleTexts } from '../../src/content/locales/all';
import { handoffTexts } from '../../src/content/locales/handoff';
import { locales } from '../../src/content/locales/index';
import { openInbox } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { emailsAbout } from './support/mailbox';
import { e2eScreenshotDir } from './support/paths';

/**
 * From a visitor's chat to the owner: the assistant offers to send the conversation, the visitor
 * gives a name and an email, and the owner finds one message "from the chat" in /admin, with the
 * summary, the brief and the transcript, and an email about it in the local mailbox. In English
 * and in Arabic (when the site has them: questions are written in a language), with axe on every
 * new state.
 */

const content = (code: string) => contentFor(allLocaleTexts[code]!);
/** Whether the site is published in the language `code`. */
const published = ({ code }: { code: string }) => locales.some((locale) => locale.code === code);

/** A visitor name no other test uses, so parallel tests never confuse their messages. */
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

for (const { code, path, question, expectedBrief } of [
  {
    code: 'en',
    path: '/',
    question: 'Can you build my restaurant site, budget 3k?',
    expectedBrief: ['Website', '1-5k'],
  },
  {
    code: 'ar',
    path: '/ar/',
    question: 'هل يمكنك بناء موقع لمطعمي؟ ميزانيتي ٣ آلاف دولار',
    expectedBrief: ['Website', '1-5k'],
  },
].filter(published)) {
  test(`a chat in ${code} reaches the owner's inbox and mailbox as one message from the chat`, async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const { ui, profile } = content(code);
    const owner = profile.name.split(' ')[0]!;
    const texts = handoffTexts[code]!;
    const visitor = uniqueName(code === 'ar' ? 'سارة' : 'Amal');
    const email = `lead-${Math.random().toString(36).slice(2, 8)}@example.com`;

    await page.goto(path);
    await page.getByRole('button', { name: ui.chat.openChat }).click();
    const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
    await panel.getByRole('textbox', { name: ui.chat.input }).fill(question);
    await panel.getByRole('button', { name: ui.chat.send }).click();

    // The reply offers to send the conversation on.
    const offer = panel.getByRole('button', { name: texts.action(owner) });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
    await offer.click();

    const form = panel.getByRole('form', { name: texts.action(owner) });
    await expect(form).toBeVisible();
    // What the visitor said is already chosen: a website, about 3k.
    await expect(form.getByRole('radio', { name: ui.brief.values.service.website })).toBeChecked();
    await expect(form.getByRole('radio', { name: ui.brief.values.budget['1k_5k'] })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('textbox', { name: texts.labels.name }).fill(visitor);
    await form.getByRole('textbox', { name: texts.labels.email }).fill(email);
    await form.getByRole('button', { name: texts.send(owner) }).click();

    // The chat says it went and what happens next.
    const log = panel.getByRole('log');
    await expect(log.getByRole('listitem').last()).toContainText(email, { timeout: 15_000 });
    await expect(panel.getByRole('button', { name: texts.action(owner) })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The owner's email, in the local mailbox.
    await expect.poll(async () => (await emailsAbout(visitor)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await emailsAbout(visitor);
    expect(mail!.subject).toContain('From the chat');
    expect(mail!.text).toContain(question);

    // One message from the chat in the inbox, with the brief, the summary and the transcript.
    await openInbox(page);
    await page.getByRole('button', { name: 'From chat' }).click();
    await expect(page).toHaveURL(/source=chat/);
    const card = page.getByRole('listitem').filter({ hasText: visitor });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(adminTexts.card.fromChat)).toBeVisible();
    const brief = card.getByRole('list', { name: adminTexts.card.brief });
    await expect(brief.getByRole('listitem')).toHaveText(
      expectedBrief.map((chip, index) => `${['Service', 'Budget'][index]}: ${chip}`),
    );
    await expect(card).toContainText(question);
    await card.getByRole('button', { name: adminTexts.card.showConversation }).click();
    const transcript = card.getByRole('list', { name: adminTexts.card.conversation });
    await expect(transcript.getByRole('listitem')).toHaveCount(2);
    await expect(transcript.getByRole('listitem').first()).toContainText(question);
    await expectNoSeriousAxeViolations(page);
  });
}

test('a longer chat is handed over whole: each reply after the question it answered, in one conversation', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const { ui, profile } = content('en');
  const owner = profile.name.split(' ')[0]!;
  const texts = handoffTexts.en!;
  const chatBodies: { conversation: string; history: unknown[] }[] = [];
  page.on('request', (request) => {
    if (/\/functions\/v1\/chat$/.test(request.url()) && request.method() === 'POST') {
      chatBodies.push(request.postDataJSON() as (typeof chatBodies)[number]);
    }
  });
  await page.goto('/');
  await page.getByRole('button', { name: ui.chat.openChat }).click();
  const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
  const input = panel.getByRole('textbox', { name: ui.chat.input });
  const questions = [
    'What do you build?',
    'Do you build mobile apps?',
    'How much would a restaurant app cost?',
  ];
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await panel.getByRole('button', { name: ui.chat.send }).click();
    // The greetings, then a question and its reply each.
    await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(4 + 2 * index, {
      timeout: 15_000,
    });
    await expect(input).toBeEnabled();
  }
  await panel.getByRole('button', { name: texts.action(owner) }).click();
  const form = panel.getByRole('form', { name: texts.action(owner) });
  await form.getByRole('textbox', { name: texts.labels.name }).fill(uniqueName('Amal'));
  await form
    .getByRole('textbox', { name: texts.labels.email })
    .fill(`lead-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const handedOver = page.waitForResponse(/\/functions\/v1\/chat\/handoff$/);
  await form.getByRole('button', { name: texts.send(owner) }).click();
  const response = await handedOver;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as {
    conversation: string;
    transcript: { role: string; content: string }[];
  };
  expect(sent.transcript.map(({ role }) => role)).toEqual([
    'user',
    'assistant',
    'user',
    'assistant',
    'user',
    'assistant',
  ]);
  expect(
    sent.transcript.filter(({ role }) => role === 'user').map(({ content }) => content),
  ).toEqual(questions);
  // Every request of the chat, and the hand-over, named the same conversation.
  expect(chatBodies).toHaveLength(3);
  expect(new Set([...chatBodies.map((body) => body.conversation), sent.conversation]).size).toBe(1);
});

test('a question the assistant could not answer waits for the owner under "Questions to answer"', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  const { ui, profile } = content('fr');
  // A question the built-in responder has no topic for; the number keeps it this test's own.
  const question = `Pratiquez-vous la voile le dimanche, ${Date.now()} ?`;
  await page.goto('/fr/');
  await page.getByRole('button', { name: ui.chat.openChat }).click();
  const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
  await panel.getByRole('textbox', { name: ui.chat.input }).fill(question);
  await panel.getByRole('button', { name: ui.chat.send }).click();
  await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
  await expect(panel.getByRole('textbox', { name: ui.chat.input })).toBeEnabled();

  await openInbox(page);
  const toggle = page.getByRole('button', { name: /^Questions to answer \(\d+\)$/ });
  await toggle.click();
  const list = page.getByRole('list', { name: adminTexts.questions.list });
  const item = list.getByRole('listitem').filter({ hasText: question });
  await expect(item).toContainText('Asked once');
  await expect(item).toContainText('in French');
  await expectNoSeriousAxeViolations(page);

  // The list lets the question go at once; the reload waits for the database to have it.
  const dismissed = page.waitForResponse(/\/rest\/v1\/rpc\/dismiss_question/);
  await item.getByRole('button', { name: adminTexts.questions.dismiss }).click();
  await expect(item).toHaveCount(0);
  expect((await dismissed).ok()).toBe(true);
  // Dismissed for good: the list the inbox loads after a reload does not hold it.
  const reloaded = page.waitForResponse(/\/rest\/v1\/rpc\/questions_to_answer/);
  await page.reload();
  const listed = (await (await reloaded).json()) as { question: string }[];
  expect(Array.isArray(listed)).toBe(true);
  expect(listed.map((entry) => entry.question)).not.toContain(question);
  await expect(page.getByText(question)).toHaveCount(0);
});

for (const [code, path, theme, width, height] of [
  ['en', '/', 'light', 390, 844],
  ['ar', '/ar/', 'dark', 390, 844],
  ['en', '/', 'dark', 1280, 800],
] as const) {
  if (!published({ code })) continue;
  test(`screenshots of the hand-over in ${code}, ${theme}, at ${width} px`, async ({
    page,
  }, testInfo) => {
    const { ui, profile } = content(code);
    const owner = profile.name.split(' ')[0]!;
    const texts = handoffTexts[code]!;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    await page.goto(path);
    await page.getByRole('button', { name: ui.chat.openChat }).click();
    const panel = page.getByRole('dialog', { name: ui.chat.title(profile.name) });
    await panel
      .getByRole('textbox', { name: ui.chat.input })
      .fill(
        code === 'ar'
          ? 'كم تكلفة تطبيق جوال لمطعمي؟'
          : 'How much for a mobile app for my restaurant?',
      );
    await panel.getByRole('button', { name: ui.chat.send }).click();
    const offer = panel.getByRole('button', { name: texts.action(owner) });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    const shoot = async (name: string) => {
      const file = `${e2eScreenshotDir}/handoff-${code}-${theme}-${width}-${name}.png`;
      await page.screenshot({ path: file });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    };
    await shoot('offer');
    await offer.click();
    await shoot('form');
    await panel
      .getByRole('form', { name: texts.action(owner) })
      .evaluate((form) => form.scrollTo(0, form.scrollHeight));
    await shoot('form-end');
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
