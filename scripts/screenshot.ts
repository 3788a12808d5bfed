/**
 * Screenshots of a running site at phone and desktop widths, for a person to look at and for the
 * README. Usage: tsx scripts/screenshot.ts [url] [outDir] [--full] [--light]
 * Without --full it captures the first screen; with it, the whole page. The browser prefers the
 * dark theme unless --light is given (then the files are named home-light-*.png).
 */
import { chromium } from '@playwright/test';
import { SECTIONS_SHOWN_ATTRIBUTE } from '../src/lib/belowTheFold';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../tests/e2e/support/chromium';

const args = process.argv.slice(2);
const fullPage = args.includes('--full');
const colorScheme = args.includes('--light') ? 'light' : 'dark';
const prefix = colorScheme === 'light' ? 'home-light' : 'home';
const [url = 'http://127.0.0.1:5173/', outDir = 'docs/screenshots'] = args.filter(
  (arg) => !arg.startsWith('--'),
);

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath(),
  args: chromiumLaunchArgs,
});
for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  // Still frames: no glitch or moving strip caught mid-animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // The sections below the fold skip their layout until near: a full page shows them all.
  if (fullPage) {
    await page.evaluate(
      (attribute) => document.documentElement.setAttribute(attribute, 'true'),
      SECTIONS_SHOWN_ATTRIBUTE,
    );
  }
  await page.screenshot({ path: `${outDir}/${prefix}-${name}.png`, fullPage });
  console.log(`wrote ${outDir}/${prefix}-${name}.png`);
  await page.close();
}
await browser.close();
