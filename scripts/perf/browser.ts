/**
 * Starts the system Chromium (the same binary and flags as the end-to-end tests) with a remote
 * debugging port for Lighthouse to drive, in a throwaway profile, preferring the given theme as a
 * visitor's system would (Lighthouse itself emulates no colour scheme).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumExecutablePath, chromiumLaunchArgs } from '../../tests/e2e/support/chromium';
import type { ThemeName } from '../../tailwind.config.ts';

/** Blink's own setting for `prefers-color-scheme`: 0 is dark, 1 is light. */
const preferredColorScheme: Record<ThemeName, number> = { dark: 0, light: 1 };

export interface Browser {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/** Flags Lighthouse's own launcher adds so that background work does not skew the timings. */
const measurementArgs = [
  '--disable-extensions',
  '--disable-default-apps',
  '--no-default-browser-check',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider',
];

export interface LaunchOptions {
  /**
   * The base64 SHA-256 of a certificate's public key (StaticServer.certificateSpkiHash): the
   * browser trusts that self-signed certificate, and still refuses any other bad one.
   */
  trustedCertificateSpki?: string;
  timeoutMs?: number;
}

export async function launchBrowser(
  theme: ThemeName,
  { trustedCertificateSpki, timeoutMs = 30_000 }: LaunchOptions = {},
): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'perf-chromium-'));
  const child = spawn(
    chromiumExecutablePath(),
    [
      ...chromiumLaunchArgs,
      ...measurementArgs,
      `--blink-settings=preferredColorScheme=${preferredColorScheme[theme]}`,
      ...(trustedCertificateSpki
        ? [`--ignore-certificate-errors-spki-list=${trustedCertificateSpki}`]
        : []),
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );

  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open a DevTools port within ${timeoutMs} ms.`)),
        timeoutMs,
      );
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (code ${code}) before it was ready:\n${stderr}`));
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolvePort(Number(match[1]));
        }
      });
    });
    // Keep draining stderr so that a chatty browser never blocks on a full pipe.
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
