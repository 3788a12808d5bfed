/**
 * Takes full-page screenshots of a running site at phone and desktop widths, for a person to look
 * at. Usage: tsx scripts/screenshot.ts [url] [outDir]
 */
import { chromium } from '@playwright/test';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../tests/e2e/chromium';

const url = process.argv[2] ?? 'http://127.0.0.1:5173/';
const outDir = process.argv[3] ?? 'docs/screenshots';

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath(),
  args: chromiumLaunchArgs,
});
for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${outDir}/home-${name}.png`, fullPage: true });
  console.log(`wrote ${outDir}/home-${name}.png`);
  await page.close();
}
await browser.close();
