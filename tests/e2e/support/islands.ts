import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for from now on, as a slow phone's network would the
 * islands' code: what a visitor does meanwhile meets the static page. Returns the release, which
 * lets the held scripts arrive and the later ones through.
 */
export async function holdIslandCode(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = /\/assets\/[^/?]+\.js(\?|$)/;
  await page.route(scripts, async (route) => {
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute(scripts);
  };
}
