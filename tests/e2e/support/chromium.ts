import { existsSync } from 'node:fs';

/**
 * The tests use the system's Chromium (Debian's `chromium` package); no tool downloads a browser.
 * `CHROMIUM_PATH` points elsewhere when needed.
 */
export function chromiumExecutablePath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/** Flags that keep headless Chromium quiet and self-contained on a machine with no internet. */
export const chromiumLaunchArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
