/**
 * The fork journey, for real: a copy of this repository becomes a second owner's site (their
 * content, photo, projects, client and certificates; English and French only, Arabic removed by
 * one command: tests/fixtures/second-owner/apply.ts), then that copy's own commands run in it:
 * the content check, the content tests, and the site itself, built and served with its own local
 * backend, in the browser. A second copy gets the quickest change a newcomer to
 * docs/make-it-yours.md makes, a plain search and replace of the sample owner's name and city
 * under src/content/, and is built.
 *
 * Nothing here names this checkout's owner: a fork runs these tests unchanged.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { filesUnder } from '../../scripts/check-content/files';
import { freePort } from '../../scripts/free-port';
import { applySecondOwner, secondOwner } from '../fixtures/second-owner/apply';
import { SENT, contactField, contactForm } from './support/contact-form';
import { expect, test } from './support/fixtures';
import { copyRepository, mustRun, runIn, startIn, type Started } from './support/fork';

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
    await expect(page.locator('section#portfolio').getByRole('heading', { level: 3 })).toHaveCount(
      4,
    );
    await expect(page.locator('section#portfolio')).toContainText(secondOwner.projectTitle);
    const text = await page.locator('body').innerText();
    for (const word of SAMPLE_WORDS) expect(text).not.toContain(word);

    // The language switcher offers the fork's languages only, and /ar/ is gone.
    const french = await page.request.get(`${site}/fr/`);
    expect(french.status()).toBe(200);
    expect(await french.text()).toContain('lang="fr"');
    expect((await page.request.get(`${site}/ar/`)).status()).toBe(404);

    // Made by the build from the fork's content: the manifest, share image and previews.
    const manifest = (await (await page.request.get(`${site}/site.webmanifest`)).json()) as {
      name: string;
    };
    expect(manifest.name).toContain(secondOwner.name);
    const shareImage = await page.request.get(`${site}/og-image.png`);
    expect(shareImage.headers()['content-type']).toBe('image/png');
    for (const id of secondOwner.certificates) {
      const preview = await page.request.get(`${site}/certificates/previews/${id}.webp`);
      expect(preview.status(), id).toBe(200);
    }
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
    await expect(page.getByRole('dialog')).toContainText(`${firstName}'s assistant`);
  });
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
