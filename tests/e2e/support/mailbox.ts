import type { ReceivedEmail } from '../../../local-backend/mailbox/server';

/** What the local mailbox of this run (tests/e2e/support/serve.ts) has received, newest first. */
export async function mailboxEmails(): Promise<ReceivedEmail[]> {
  const port = process.env.E2E_MAILBOX_PORT;
  if (!port) throw new Error('E2E_MAILBOX_PORT is not set; run the tests with `npm run test:e2e`.');
  const response = await fetch(`http://127.0.0.1:${port}/api/emails`);
  return (await response.json()) as ReceivedEmail[];
}

/** The mails whose subject or text mentions `text` (tests run side by side and share the mailbox). */
export async function emailsAbout(text: string): Promise<ReceivedEmail[]> {
  return (await mailboxEmails()).filter(
    (mail) => mail.subject.includes(text) || (mail.text ?? '').includes(text),
  );
}
