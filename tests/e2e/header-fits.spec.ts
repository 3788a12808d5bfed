/**
 * The header's bar holds any language and any owner's name from 360 px up: each of its controls
 * keeps its words on one line, inside the window and clear of the others, and the page never
 * scrolls sideways. A name too long for the bar is cut short on screen but whole for screen
 * readers. Every published language is checked (src/content/locales), so a fork's are too.
 */
import type { Page } from '@playwright/test';
import { locales } from '../../src/content/locales/index';
import { owner } from '../../src/content/profile';
import { localeHomePath } from '../../src/lib/paths';
import { expect, test } from './support/fixtures';

/**
 * From the smallest phone the site supports to a desktop: the narrowest width of each of the bar's
 * layouts (short quote label; whole label; the section links in the bar), and widths between.
 */
const WIDTHS = [360, 390, 640, 768, 1024, 1280];

/** A name much longer than the bar has room for at phone width. */
const LONG_NAME = 'Maximiliana Alessandra Wolfeschlegelsteinhausen-Bergdorff';

interface Control {
  name: string;
  /** The line boxes its visible words take. */
  lines: number;
  left: number;
  right: number;
  /** True when its words are wider than the control shows. */
  clipped: boolean;
}

/** What each control visible in the header's bar takes on screen. */
function headerControls(page: Page): Promise<Control[]> {
  return page.getByRole('banner').evaluate((banner) => {
    const controls = Array.from(banner.querySelectorAll<HTMLElement>('a, button')).filter(
      (control) => control.checkVisibility(),
    );
    return controls.map((control) => {
      // The tops of the line boxes of its visible words; words for screen readers only sit in a
      // box of 1 px and are left out.
      const tops: number[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects()))
          if (rect.width > 0) tops.push(rect.top);
      }
      const fontSize = parseFloat(getComputedStyle(control).fontSize);
      const lines = tops
        .sort((a, b) => a - b)
        .filter((top, index) => index === 0 || top - tops[index - 1]! > fontSize / 2).length;
      const box = control.getBoundingClientRect();
      return {
        name: control.textContent?.trim() || control.getAttribute('aria-label') || '',
        lines,
        left: box.left,
        right: box.right,
        clipped: control.scrollWidth > control.clientWidth,
      };
    });
  });
}

/** Checks the bar at `width`; returns the controls whose words are cut short. */
async function expectHeaderFits(
  page: Page,
  width: number,
  { nameMayBeCut = false } = {},
): Promise<string[]> {
  const controls = await headerControls(page);
  expect(controls.length).toBeGreaterThan(1);
  const sorted = [...controls].sort((a, b) => a.left - b.left);
  sorted.forEach((control, index) => {
    const at = `"${control.name}" at ${width} px`;
    expect(control.lines, `${at}: lines`).toBeLessThanOrEqual(1);
    expect(control.left, `${at}: left edge`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${at}: right edge`).toBeLessThanOrEqual(width);
    const next = sorted[index + 1];
    if (next)
      expect(control.right, `${at}: ends before "${next.name}"`).toBeLessThanOrEqual(next.left);
  });
  const cut = controls.filter((control) => control.clipped).map((control) => control.name);
  expect(cut, `controls cut short at ${width} px`).toEqual(
    nameMayBeCut ? cut.filter((name) => name.startsWith(LONG_NAME)) : [],
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scroll at ${width} px`).toBe(0);
  return cut;
}

for (const locale of locales) {
  const path = localeHomePath(locale);

  test(`${path}: the header's controls each stay on one line from 360 px up`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectHeaderFits(page, width);
    }
  });

  test(`${path}: a long owner's name is cut short in the header, and whole for screen readers`, async ({
    page,
  }) => {
    // The page as a fork with that name would build it: its text and the header's props alike.
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(owner.name, LONG_NAME);
        await route.fulfill({ status: response.status(), contentType: 'text/html', body });
      },
    );
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const home = page.getByRole('banner').getByRole('link', { name: `${LONG_NAME}.` });
    await expect(home).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await expectHeaderFits(page, width, { nameMayBeCut: true });
      // On the smallest phone it is indeed too long for the bar.
      if (width === WIDTHS[0]) expect(cut).toEqual([`${LONG_NAME}.`]);
    }
    await expect(home).toHaveAccessibleName(`${LONG_NAME}.`);
  });
}
