import { backendOptions, type LocalBackendConfig } from './env';
import { MAILBOX_PORT, startMailbox, type Mailbox } from './mailbox/server';
import { startLocalBackend, type LocalBackend } from './server';

/** The local backend and, unless an email API is configured, the local mailbox its emails go to. */
export interface LocalStack {
  backend: LocalBackend;
  mailbox: Mailbox | undefined;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Where the mailbox listens; the Supabase CLI's mail-testing port unless given (0 = any). */
  mailboxPort?: number;
}

/**
 * What `npm start` and `npm run backend` run: the backend with its configured settings, and the
 * owner's notification emails sent to a local mailbox on 127.0.0.1:54324 unless EMAIL_API_URL
 * names a real email API. Either way they go to NOTIFY_EMAIL_TO (ADMIN_EMAIL unless set), and
 * their /admin link starts with SITE_URL (`npm start`'s site unless set).
 */
export async function startLocalStack(
  config: LocalBackendConfig,
  options: StackOptions = {},
): Promise<LocalStack> {
  const mailbox = config.emailApiUrl
    ? undefined
    : await startMailbox({ port: options.mailboxPort ?? MAILBOX_PORT });
  try {
    const backend = await startLocalBackend({
      ...backendOptions(config),
      functionEnv: stackFunctionEnv(config, mailbox?.url),
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

/**
 * The functions' settings locally: `.env`'s variables, the owner's email address and the site's
 * address, and, with no email API configured, the local mailbox as the email API.
 */
export function stackFunctionEnv(
  config: LocalBackendConfig,
  mailboxUrl: string | undefined,
): Record<string, string> {
  return {
    ...config.functionEnv,
    NOTIFY_EMAIL_TO: config.notifyEmailTo,
    SITE_URL: config.siteUrl,
    ...(mailboxUrl ? { EMAIL_API_URL: mailboxUrl, EMAIL_API_KEY: 'local-mailbox' } : {}),
  };
}

/** One line on where the owner's emails go, for the start-up banner. */
export function describeEmail(stack: LocalStack, config: LocalBackendConfig): string {
  return stack.mailbox
    ? `${stack.mailbox.url}/ (local mailbox: the owner's email about each new message)`
    : `sent through ${config.emailApiUrl ?? ''} (EMAIL_API_URL)`;
}

/** One line on what `supabase db push` did as the backend started, for the start-up banner. */
export function describeMigrations(stack: LocalStack): string {
  const applied = stack.backend.appliedMigrations.length;
  return applied === 0
    ? 'migrations: up to date (supabase db push applied none)'
    : `migrations: supabase db push applied ${applied} (${stack.backend.appliedMigrations.at(-1)} last)`;
}
