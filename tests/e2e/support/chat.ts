import type { Page } from '@playwright/test';

/** Holds the chat's requests until the returned function lets them through. */
export async function holdReplies(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/chat', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
