import type { Page } from '@playwright/test';
import { baseLocale, profile } from '../../src/content';
import { greetingsIn } from '../../src/content/locales/greetings';
import { holdReplies } from './support/chat';
import { expect, test } from './support/fixtures';
import { e2eScreenshotDir } from './support/paths';

// The owner as the page shows them, and how the chat greets, from the site's content.
const { name } = profile;
const [greeting, offer] = greetingsIn(baseLocale.code)(profile);
const errorTexts = [
  /I apologize, but I'm having technical difficulties right now/,
  /Sorry, I had trouble processing that/,
  /I apologize for the technical issue/,
];

/** Opens the chat and returns its parts. */
async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: `Chat with ${name}` });
  await expect(panel).toBeVisible();
  return {
    panel,
    log: panel.getByRole('log'),
    input: panel.getByRole('textbox', { name: 'Your message' }),
    send: panel.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('the chat assistant', () => {
  test('loads its code on the first open, not with the page', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('ChatPanel'))).toEqual([]);

    await openChat(page);
    expect(scripts.filter((url) => url.includes('ChatPanel'))).toHaveLength(1);
  });

  test('greets, sends with Enter, shows the typing indicator, then a reply', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const releaseReplies = await holdReplies(page);
    await page.goto('/');
    const { panel, log, input, send } = await openChat(page);
    await expect(panel).toContainText(
      'AI-powered assistant • Ask about projects, services, or get a quote',
    );
    const messages = log.getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText(greeting);
    await expect(messages.nth(1)).toContainText(offer);
    await expect(input).toBeFocused();

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await input.fill('What services do you offer?');
    await input.press('Enter');

    await expect(messages.nth(2)).toHaveText('You: What services do you offer?');
    await expect(log.getByText(`${name} is typing...`)).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(messages).toHaveCount(3);

    releaseReplies();
    await expect(messages).toHaveCount(4, { timeout: 15_000 });
    await expect(log.getByText(`${name} is typing...`)).toBeHidden();
    // The reply streams in: the first words replace the typing indicator while the log is busy.
    // Read it only once the stream has ended, or a busy machine catches it half-written.
    await expect(log).not.toHaveAttribute('aria-busy', 'true');
    await expect(input).toBeEnabled();
    const reply = (await messages.nth(3).innerText()).replace(`${name}: `, '').trim();
    expect(reply.length).toBeGreaterThan(20);
    for (const errorText of errorTexts) expect(reply).not.toMatch(errorText);
    await expect(input).toBeFocused();
    // The newest message is in view, and the page behind the panel did not move.
    await expect(messages.nth(3)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('does not send whitespace-only input', async ({ page, consoleErrors: _consoleErrors }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/chat') && request.method() === 'POST') {
        sent.push((request.postDataJSON() as { message: string }).message);
      }
    });
    await page.goto('/');
    const { log, input, send } = await openChat(page);
    const messages = log.getByRole('listitem');
    await expect(send).toBeDisabled();
    await input.fill('    ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    // Nothing happening leaves nothing to wait for, so a real message follows as a marker. Had
    // the blank one gone out, its request would have started before the next key was handled,
    // ahead of the marker's, and its pending reply would have kept the marker from being sent.
    await input.fill('Hello?');
    await input.press('Enter');
    await expect(messages.nth(2)).toHaveText('You: Hello?');
    await expect.poll(() => sent, { timeout: 15_000 }).toEqual(['Hello?']);
    // The marker's reply, so the test ends with no request under way.
    await expect(messages).toHaveCount(4, { timeout: 15_000 });
    await expect(input).toBeEnabled({ timeout: 15_000 });
    expect(sent).toEqual(['Hello?']);
  });

  test('keeps the conversation when closed and reopened', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/');
    const { panel, log, input } = await openChat(page);
    await input.fill('Are you available for a new project?');
    await input.press('Enter');
    const messages = log.getByRole('listitem');
    await expect(messages).toHaveCount(4, { timeout: 15_000 });
    // The reply streams in; once it is complete the input is free again. (Closing the chat
    // earlier would stop it: tests/e2e/chat-streaming.spec.ts.)
    await expect(input).toBeEnabled();
    const reply = await messages.nth(3).innerText();

    // The launcher is the button that controls the panel (its name flips with the state).
    const launcher = page.locator(`button[aria-controls="${await panel.getAttribute('id')}"]`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAccessibleName('Open chat');

    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(2)).toHaveText('You: Are you available for a new project?');
    await expect(messages.nth(3)).toHaveText(reply);

    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
  });
});

test('the open panel fits a 360 px screen without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  const { panel } = await openChat(page);
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

for (const [label, width, height] of [
  ['phone-390', 390, 844],
  ['desktop-1440', 1440, 900],
] as const) {
  test(`screenshot of the chat at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const { log, input } = await openChat(page);
    await input.fill('How much does a website cost?');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
    const path = `${e2eScreenshotDir}/chat-${label}.png`;
    await page.screenshot({ path });
    await testInfo.attach(label, { path, contentType: 'image/png' });
  });
}
