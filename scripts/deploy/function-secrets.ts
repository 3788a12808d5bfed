/**
 * The Edge Functions' settings on the host (`supabase secrets set`), and the shared secret the
 * database sends the notify-owner function. Each deploy makes a new webhook secret and writes it
 * to both places in the same run, so the two always match and a re-run repairs a mismatch.
 *
 * The values go to the CLI in an env file (mode 0600, in a private temp folder, removed after),
 * never as `NAME=value` arguments, which any user of the machine could read in the process list.
 */
import { randomBytes } from 'node:crypto';
import type { DeployInputs } from './validate.ts';

/** A new webhook secret: 32 random bytes, base64url (no quoting needed anywhere). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface FunctionSecrets {
  /** Set on the host, in this order. */
  set: [name: string, value: string][];
  /** Removed from the host: the keys left empty on purpose, so an older value stops working. */
  unset: string[];
}

/** The function secrets a deploy sets from its inputs. */
export function functionSecrets(inputs: DeployInputs, webhookSecret: string): FunctionSecrets {
  const candidates: [string, string | undefined][] = [
    ['NOTIFY_WEBHOOK_SECRET', webhookSecret],
    ['EMAIL_API_KEY', inputs.emailApiKey],
    ['EMAIL_API_URL', inputs.emailApiUrl],
    ['NOTIFY_EMAIL_TO', inputs.notifyEmailTo],
    ['NOTIFY_EMAIL_FROM', inputs.notifyEmailFrom],
    ['NOTIFY_TIME_ZONE', inputs.notifyTimeZone],
    ['CHAT_API_KEY', inputs.chatApiKey],
    ['CHAT_BASE_URL', inputs.chatBaseUrl],
    ['CHAT_MODEL', inputs.chatModel],
    ['CHAT_ALLOWED_ORIGINS', new URL(inputs.siteUrl).origin],
    ['SITE_URL', inputs.siteUrl],
  ];
  return {
    set: candidates.filter((entry): entry is [string, string] => Boolean(entry[1])),
    // The optional extras are left as they are when unset; these two mean "off" when empty.
    unset: [
      ...(inputs.emailApiKey ? [] : ['EMAIL_API_KEY']),
      ...(inputs.chatApiKey ? [] : ['CHAT_API_KEY']),
    ],
  };
}

/** Function secrets whose values are secret: masked wherever the deploy shows them. */
export const SECRET_FUNCTION_SETTINGS = ['NOTIFY_WEBHOOK_SECRET', 'EMAIL_API_KEY', 'CHAT_API_KEY'];

/**
 * Why `value` cannot go into the CLI's env file (which it reads like the `dotenv` package: a
 * quoted value is taken literally up to the same quote), or undefined when it can.
 */
export function envFileProblem(name: string, value: string): string | undefined {
  if (/[\r\n]/.test(value)) return `${name} must be on one line.`;
  if (value.includes('\\')) return `${name} must not contain a backslash (\\).`;
  if (quoteFor(value) === undefined) {
    return `${name} must not contain all three quote characters (' " \`).`;
  }
  return undefined;
}

/** A quote character `value` does not contain, so quoting it keeps it literal. */
function quoteFor(value: string): string | undefined {
  return ["'", '"', '`'].find((quote) => !value.includes(quote));
}

/** The env file `secrets set --env-file` reads: one quoted `NAME='value'` line each. */
export function envFileText(entries: readonly [string, string][]): string {
  return entries
    .map(([name, value]) => {
      const problem = envFileProblem(name, value);
      if (problem) throw new Error(problem);
      const quote = quoteFor(value)!;
      return `${name}=${quote}${value}${quote}\n`;
    })
    .join('');
}
