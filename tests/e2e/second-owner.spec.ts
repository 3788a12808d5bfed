/**
 * The fork journey, for real: a copy of this repository becomes a second owner's site (their
 * content, photo and two projects, with no certificate and no client quote yet; English and
 * French only, Arabic removed by one command: tests/fixtures/second-owner/apply.ts), then that
 * copy's own commands run in it: the content check, the type check, the content tests (deleting
 * entries from its content files among them: src/content/removedEntries.test.ts), and the site
 * itself, built and served with its own local backend, in the browser. A second copy gets the
 * quickest change a newcomer to docs/make-it-yours.md makes, a plain search and replace of the
 * sample owner's name and city under src/content/, and is built.
 *
 * Nothing here names this checkout's owner: a fork runs these tests unchanged.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { filesUnder } from '../../scripts/check-content/files';
import { freePort } from '../../scripts/free-port';
import { allLocaleTexts } from '../../src/content/locales/all';
import { applySecondOwner, secondOwner } from '../fixtures/second-owner/apply';
import { SENT, contactField, contactForm } from './support/contact-form';
import { expect, scrollThroughPage, showEverySection, test } from './support/fixtures';
import { copyRepository, mustRun, runIn, startIn, type Started } from './support/fork';
import { e2eScreenshotDir } from './support/paths';

/** The sample owner's name and city, as a freelancer starting a fork searches for them. */
const SAMPLE_WORDS = ['Karim', 'Benali', 'Casablanca'];

/** What a static host serves as text: every such file of a build is searched. */
const TEXT_FILES = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);

/** `file: word` for every sample word found in a text file under `dir`. */
function sampleWordsIn(dir: string): string[] {
  const textFiles = filesUnder(dir).filter((file) => TEXT_FILES.has(extname(file)));
  return textFiles.flatMap((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return SAMPLE_WORDS.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
  });
}

/** Waits until the fork's site answers, or fails with what its server printed. */
async function waitForSite(url: string, server: Started): Promise<void> {
  for (;;) {
    if (server.process.exitCode !== null) {
      throw new Error(`The fork's site stopped before serving:\n${server.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * What an owner with no certificate and no client quote must not see on their page in `code`
 * (the interface's words, which the fork keeps): a Certifications section or a link to it in the
 * header, the mobile menu or the footer, and a Client Testimonials heading over nothing.
 */
async function expectNoEmptySections(page: Page, code: string) {
  const { ui } = allLocaleTexts[code]!;
  await expect(page.locator('#certifications')).toHaveCount(0);
  await expect(page.locator('a[href$="#certifications"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /certification/i, includeHidden: true })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { name: ui.certifications.heading.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: ui.about.clientTestimonials })).toHaveCount(0);
  // The sections it has stay, with their links.
  await expect(page.locator('section#portfolio')).toHaveCount(1);
  await expect(page.locator('section#about')).toHaveCount(1);
}

// In order, in one worker: the forks share this checkout's node_modules, where Vite and Vitest keep
// their caches, and two of their runs at once in different roots spoil each other's (a fork's
// content test failed to load with "No such built-in module: node:").
test.describe.configure({ mode: 'default' });

test.describe("a fork with a second owner's content", () => {
  // One fork and one server for the tests below.

  let root = '';
  let site = '';
  let server: Started | undefined;

  test.beforeAll(async () => {
    // Copying, drawing the owner's images, then a whole build and a backend: minutes on a busy
    // two-core machine, once.
    test.setTimeout(300_000);
    root = copyRepository('second-owner');
    await applySecondOwner(root);
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    server = startIn(root, 'npx', ['tsx', 'tests/e2e/support/serve.ts'], {
      E2E_PORT: String(port),
      E2E_MAILBOX_PORT: String(await freePort()),
      E2E_DB_PORT: '0',
      E2E_RUN_DIR: join(root, 'test-results'),
    });
    await waitForSite(site, server);
  });

  test.afterAll(() => server?.stop());

  test('passes its own content check and content tests', async () => {
    // The content check reads the site the fork's server built. It and the type check each keep
    // one core busy, so they run side by side; the component tests then use both cores.
    test.setTimeout(420_000);
    const [check] = await Promise.all([
      runIn(root, 'npm', [
        'run',
        'check:content',
        '--',
        '--dist',
        join(root, 'test-results/e2e-dist'),
      ]),
      mustRun(root, 'npx', ['tsc', '-p', 'tsconfig.app.json', '--noEmit']),
    ]);
    expect(check.output).toContain('ok');
    expect(check.code, check.output).toBe(0);
    await mustRun(root, 'npx', ['vitest', 'run', 'src', 'scripts/check-content']);
  });

  test('shows the second owner, in their two languages, with nothing of the sample', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto(`${site}/`);
    await expect(page).toHaveTitle(new RegExp(secondOwner.name));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { ui } = allLocaleTexts.en!;
    const portfolio = page.locator('section#portfolio');
    await expect(portfolio.getByRole('heading', { level: 3 })).toHaveCount(2);
    for (const title of secondOwner.projectTitles) await expect(portfolio).toContainText(title);
    // Two websites: a filter button for them and for all, none for the kinds with no project.
    const filters = portfolio.getByRole('group', { name: ui.portfolio.filterGroup });
    await expect(filters.getByRole('button')).toHaveText([ui.portfolio.allProjects, 'Web']);
    await expectNoEmptySections(page, 'en');
    const text = await page.locator('body').innerText();
    for (const word of SAMPLE_WORDS) expect(text).not.toContain(word);

    // The language switcher offers the fork's languages only, and /ar/ is gone.
    const french = await page.request.get(`${site}/fr/`);
    expect(french.status()).toBe(200);
    expect(await french.text()).toContain('lang="fr"');
    expect((await page.request.get(`${site}/ar/`)).status()).toBe(404);
    await page.goto(`${site}/fr/`);
    await expectNoEmptySections(page, 'fr');

    // Made by the build from the fork's content: the manifest, share image and previews.
    const manifest = (await (await page.request.get(`${site}/site.webmanifest`)).json()) as {
      name: string;
    };
    expect(manifest.name).toContain(secondOwner.name);
    const shareImage = await page.request.get(`${site}/og-image.png`);
    expect(shareImage.headers()['content-type']).toBe('image/png');
    expect(sampleWordsIn(join(root, 'test-results/e2e-dist'))).toEqual([]);
  });

  test("takes a visitor's message and greets in the chat as the second owner", async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto(`${site}/#contact`);
    await contactField(page, 'name').fill('Paul Girard');
    await contactField(page, 'email').fill('paul@example.org');
    await contactField(page, 'message').fill(
      'Bonjour, pouvez-vous refaire le site de ma boulangerie ?',
    );
    await contactForm(page)
      .getByRole('button', { name: /send message/i })
      .click();
    await expect(page.getByText(SENT)).toBeVisible();

    await page.getByRole('button', { name: 'Open chat' }).click();
    const firstName = secondOwner.name.split(' ')[0]!;
    const chat = page.getByRole('dialog');
    await expect(chat).toContainText(`${firstName}'s assistant`);

    // Asked about the work, it names the one project the owner highlights, from two.
    const input = chat.getByRole('textbox');
    await input.fill('Can I see your portfolio?');
    await input.press('Enter');
    const highlighted = `including ${secondOwner.projectTitles[0]}.`;
    await expect(chat.getByRole('log')).toContainText(highlighted, { timeout: 15_000 });
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [label, width, height] of [
      ['phone', 390, 844],
      ['desktop', 1280, 800],
    ] as const) {
      test(`screenshot of the French page, ${theme}, at ${width} px`, async ({
        page,
      }, testInfo) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height });
        await page.goto(`${site}/fr/`);
        await scrollThroughPage(page);
        await showEverySection(page);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.evaluate(() => document.fonts.ready);
        const path = `${e2eScreenshotDir}/second-owner-fr-${theme}-${label}.png`;
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`second-owner-fr-${theme}-${label}`, {
          path,
          contentType: 'image/png',
        });
      });
    }
  }
});

test("a search and replace of the sample owner's name and city leaves no trace in the build", async () => {
  test.setTimeout(300_000);
  const root = copyRepository('search-and-replace');
  const replacements: [string, string][] = [
    ['Karim Benali', 'Jeanne Dupont'],
    ['Karim', 'Jeanne'],
    ['Benali', 'Dupont'],
    ['Casablanca', 'Lyon'],
  ];
  for (const file of filesUnder(join(root, 'src/content')).map((path) =>
    join(root, 'src/content', path),
  )) {
    const text = readFileSync(file, 'utf8');
    const replaced = replacements.reduce((result, [from, to]) => result.replaceAll(from, to), text);
    if (replaced !== text) writeFileSync(file, replaced);
  }
  await mustRun(root, 'npm', ['run', 'build', '--', '--local']);
  expect(sampleWordsIn(join(root, 'dist'))).toEqual([]);
  await mustRun(root, 'npx', ['vitest', 'run', 'src/content']);
});
