import { MAILBOX_PORT, startMailbox, type Mailbox } from './mailbox/server';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './server';

/** The local backend and, unless an email API is configured, the local mailbox its emails go to. */
export interface LocalStack {
  backend: LocalBackend;
  mailbox: Mailbox | undefined;
  close(): Promise<void>;
}

/**
 * What `npm start` and `npm run backend` run: the backend, with the owner's notification emails
 * sent to a local mailbox on 127.0.0.1:54324 (the Supabase CLI's mail-testing port) unless
 * EMAIL_API_URL in .env names a real email API.
 */
export async function startLocalStack(
  options: LocalBackendOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalStack> {
  const mailbox = env.EMAIL_API_URL?.trim()
    ? undefined
    : await startMailbox({ port: MAILBOX_PORT });
  try {
    const backend = await startLocalBackend({
      ...options,
      functionEnv: mailbox
        ? {
            EMAIL_API_URL: mailbox.url,
            EMAIL_API_KEY: 'local-mailbox',
            NOTIFY_EMAIL_TO: env.NOTIFY_EMAIL_TO?.trim() || options.adminEmail,
            SITE_URL: env.SITE_URL?.trim() || 'http://127.0.0.1:5173',
          }
        : {},
    });
    return {
      backend,
      mailbox,
      async close() {
        await backend.close();
        await mailbox?.close();
      },
    };
  } catch (error) {
    await mailbox?.close();
    throw error;
  }
}

/** One line on where the owner's emails go, for the start-up banner. */
export function describeEmail(stack: LocalStack, env: NodeJS.ProcessEnv = process.env): string {
  return stack.mailbox
    ? `${stack.mailbox.url}/ (local mailbox: the owner's email about each new message)`
    : `sent through ${env.EMAIL_API_URL ?? ''} (EMAIL_API_URL in .env)`;
}
