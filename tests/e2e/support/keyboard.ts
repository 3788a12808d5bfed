import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user travels through
 * controls that do not matter to the step at hand. Fails if `limit` presses do not reach it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  limit = 200,
): Promise<void> {
  // The element is found once: finding it by role and name after every press works out the
  // accessible name of every element on the page, again and again on a long walk.
  let element = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await element.evaluate((node) =>
      node.isConnected ? node === document.activeElement : null,
    );
    // React replaced the node: find the target again.
    if (focused === null) element = await target.elementHandle();
    else if (focused) return;
    else await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${limit} presses of ${key}`).toBeFocused({ timeout: 1 });
}
