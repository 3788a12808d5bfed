import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { scrollThroughPage, showEverySection } from './fixtures';

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
 * does (scrollThroughPage, which waits at each step until the sections on screen have rendered),
 * then lays them all out (showEverySection), scrolls back and waits for the islands the scroll
 * woke. The sections below the fold render only as they near the viewport
 * (src/lib/belowTheFold.ts), and one that has never been on screen can give a script that reads
 * its style colours no one sees: Chromium computed a link or a button in such a section with its
 * own colours (link blue #0000ee, button grey #efefef) now and then, and axe reported a contrast
 * that is not on the screen. Brought on screen once, then laid out, 0 of 40 loads did. Decision
 * 038.
 */
async function bringEverySectionOnScreen(page: Page): Promise<void> {
  if ((await page.locator('.below-the-fold').count()) === 0) return;
  const start = await page.evaluate(() => window.scrollY);
  await scrollThroughPage(page);
  await showEverySection(page);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), start);
  // A scroll is a sign of life and every island has come near, so each of them hydrates now
  // (src/islands/runtime.ts): axe reads the page once React has taken them over, not meanwhile.
  await page.waitForFunction(
    () => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0,
    undefined,
    { polling: 100 },
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
