import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { showEverySection } from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Brings every section of the home page on screen once, the way a visitor reading down the page
 * does, and leaves them all laid out (showEverySection), then scrolls back and waits for the
 * islands the scroll woke. The sections below the fold render only as they near the viewport
 * (src/lib/belowTheFold.ts), and one that has never been on screen can give a script that reads
 * its style colours no one sees: with no assistive technology running, Chromium now and then
 * computes a link or a button in such a section with its own colours (link blue #0000ee, button
 * grey #efefef), and axe reported a contrast that is not on the screen, in 1 to 7 of 40 loads of
 * the home page on a busy machine. Once on screen, the section has its real colours; laying the
 * sections out without bringing them on screen still left 8 to 10 of 30 wrong (1 of 30 after two
 * frames). Lighthouse's accessibility audit (0 of 66 runs) and Chromium with its accessibility
 * tree on (0 of 20) are not affected. Decision 038.
 */
async function bringEverySectionOnScreen(page: Page): Promise<void> {
  if ((await page.locator('.below-the-fold').count()) === 0) return;
  await showEverySection(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = window.scrollY;
    // Every section is laid out by now: this is the page's real height, not the guessed one.
    const end = document.documentElement.scrollHeight;
    for (let top = 0; top < end; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    await frame();
  });
  // A scroll is a sign of life and every island has come near, so each of them hydrates now
  // (src/islands/runtime.ts): axe reads the page once React has taken them over, not meanwhile.
  await page.waitForFunction(
    () => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0,
  );
}

/**
 * Runs axe-core (WCAG 2.2 A/AA rules and best practices) on the page as it is now and returns the
 * serious and critical violations, once every section of the home page has been on screen
 * (bringEverySectionOnScreen). axe is evaluated through the DevTools protocol, which the page's
 * Content Security Policy does not apply to, so the page runs under its real headers.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await bringEverySectionOnScreen(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
