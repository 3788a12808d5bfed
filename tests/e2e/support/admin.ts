import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { e2eRunDir } from './paths';

/** The admin account the end-to-end backend is seeded with. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1' };

/** Signs in on /admin with the given password (the right one by default). */
export async function login(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The owner's signed-in session as the site keeps it in localStorage (Supabase's session and the
 * admin flag), saved once per run by owner-session.setup.ts after one sign-in through the form.
 * The specs whose subject is not signing in open the inbox with `openInbox`, which puts that
 * session in the browser instead of signing in again: about twenty sign-ins fewer per run.
 *
 * The tests share the one session. A test that logs out (contact-admin.spec.ts, keyboard.spec.ts)
 * signs out globally, as the site does, which ends the session's refresh token; its access token
 * stays valid for the hour Auth gives it, as on the host, where PostgREST checks a token's
 * signature and expiry only. A run takes far less than that hour.
 */
export const ownerSession = `${e2eRunDir}/owner-session.json`;

/** The localStorage entries of a signed-in owner: what `ownerSession` holds. */
export type OwnerSession = Record<string, string>;

/**
 * Opens the inbox as the owner who signed in earlier: the visitor part of a test runs without
 * the session (a visitor's requests go out with the publishable key alone, as they must), and
 * the session arrives in this tab as a sign-in would put it there, once, so a later reload or
 * logout in the test behaves as after a real sign-in.
 */
export async function openInbox(page: Page): Promise<void> {
  const file = await readFile(ownerSession, 'utf8').catch(() => {
    throw new Error(
      `No owner session at ${ownerSession}: the owner-session project saves it. Run the spec ` +
        'with its dependencies (without --no-deps).',
    );
  });
  const saved = JSON.parse(file) as OwnerSession;
  // Each call gives the session once, at the next document of this tab: its own marker, so a
  // second call (after a logout, say) gives it again.
  const marker = `e2e:owner-session-given:${randomUUID()}`;
  await page.addInitScript(
    ({ entries, marker }: { entries: OwnerSession; marker: string }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, 'yes');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries: saved, marker },
  );
  await page.goto('/admin');
}

/** A message subject no other test uses, so parallel tests never confuse their messages. */
export function uniqueSubject(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}
