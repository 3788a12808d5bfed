import { login, uniqueSubject } from './support/admin';
import { openContactForm, sendContactMessage, SENT } from './support/contact-form';
import { expect, scrollThroughPage, test } from './support/fixtures';
import { themeScriptHashSource } from '../../src/theme/themeScript';

// The site is served with the hosts' headers from dist/_headers (scripts/perf/static-server.ts),
// so these tests run under the real Content-Security-Policy. The `consoleErrors` fixture fails a
// test on any CSP violation (tests/e2e/support/fixtures.ts).

test('pages and files are served with the security headers', async ({ request, baseURL }) => {
  const page = await request.get('/');
  const html = await page.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  for (const path of ['/', '/admin', asset ?? '', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain(`script-src 'self' ${await themeScriptHashSource()};`);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    // The build wrote the test backend's origin (http://127.0.0.1:<port>) in place of the
    // placeholder; the site's own origin is covered by 'self'.
    expect(csp, path).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(csp, path).not.toContain('__SUPABASE_ORIGIN__');
    expect(csp, path).not.toContain(new URL(baseURL ?? '').host);
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    // One Cache-Control rule per path: the security headers' rule adds none.
    expect(headers['cache-control']?.match(/max-age/g), path).toHaveLength(1);
  }
});

test('the home page, with its structured data, loads without a CSP violation', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  await page.goto('/');
  // The JSON-LD block is data, not a script: 'self' does not have to allow it.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await scrollThroughPage(page);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('the chat gets a reply from the backend under the CSP', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: /^Chat with / });
  await panel.getByRole('textbox', { name: 'Your message' }).fill('What services do you offer?');
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('the contact form sends under the CSP', async ({ page, consoleErrors: _consoleErrors }) => {
  // At a person's pace: sooner, the spam guard would fake the success and send nothing.
  await openContactForm(page);
  const sent = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/contact_messages') &&
      response.request().method() === 'POST',
  );
  await sendContactMessage(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: uniqueSubject('CSP check'),
    message: 'Checking the security headers.',
  });
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(SENT)).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('the admin signs in under the CSP', async ({ page, consoleErrors: _consoleErrors }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('certificate previews load and open under the CSP', async ({
  page,
  consoleErrors: _consoleErrors,
}) => {
  await page.goto('/#certifications');
  const card = page
    .locator('section#certifications')
    .getByRole('link', { name: /open certificate/i })
    .first();
  const preview = card.locator('img').first();
  // The strip scrolls by itself, so the image is never "stable" for a locator scroll.
  await page.locator('section#certifications').evaluate((section) => section.scrollIntoView());
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await preview.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);

  // Opened on its own (a new tab: this page's goto waits for the app), it is served with them too.
  const tab = await page.context().newPage();
  const response = await tab.goto(src);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("img-src 'self' data:");
  await tab.close();
});
