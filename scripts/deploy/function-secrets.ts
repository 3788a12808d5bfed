/**
 * The Edge Functions' settings on the host (`supabase secrets set`), and the shared secret the
 * database sends the notify-owner function. A deploy writes the webhook secret to both places in
 * the same run (the one Vault holds, or a new one when it holds none), so the two always match
 * and a re-run repairs a mismatch.
 *
 * Every setting a function reads is here: deployed from the owner's inputs (FUNCTION_SETTINGS),
 * or named with why the deploy leaves it alone (NOT_DEPLOYED); function-secrets.test.ts holds
 * both lists to what the functions' settings readers actually read.
 *
 * The values go to the CLI in an env file (mode 0600, in a private temp folder, removed after),
 * never as `NAME=value` arguments, which any user of the machine could read in the process list.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { DEFAULTS as CHAT_DEFAULTS } from '../../supabase/functions/chat/settings.ts';
import { DEFAULTS as NOTIFY_DEFAULTS } from '../../supabase/functions/notify-owner/settings.ts';
import type { DeployInputs } from './validate.ts';

/** A new webhook secret: 32 random bytes, base64url (no quoting needed anywhere). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The functions' limits, each a whole number above zero (anything else the functions ignore, and
 * use their default), with that default.
 */
export const LIMIT_SETTINGS = {
  NOTIFY_HOURLY_LIMIT: NOTIFY_DEFAULTS.hourlyLimit,
  CHAT_RATE_PER_MINUTE: CHAT_DEFAULTS.perMinute,
  CHAT_RATE_PER_DAY: CHAT_DEFAULTS.perDay,
  CHAT_DAILY_LIMIT: CHAT_DEFAULTS.dailyBudget,
  CHAT_DAILY_CHARACTERS: CHAT_DEFAULTS.dailyCharacters,
  CHAT_TIMEOUT_MS: CHAT_DEFAULTS.timeoutMs,
} as const;

export type LimitSetting = keyof typeof LIMIT_SETTINGS;

/** The settings passed on as the owner gave them (checked): the limits and the history secret. */
export type TuningSetting = LimitSetting | 'CHAT_HISTORY_SECRET';

export const TUNING_SETTINGS: readonly TuningSetting[] = [
  ...(Object.keys(LIMIT_SETTINGS) as LimitSetting[]),
  'CHAT_HISTORY_SECRET',
];

/** Every function setting a deploy sets, in the order it sets them. */
export const FUNCTION_SETTINGS = [
  'NOTIFY_WEBHOOK_SECRET',
  'EMAIL_API_KEY',
  'EMAIL_API_URL',
  'NOTIFY_EMAIL_TO',
  'NOTIFY_EMAIL_FROM',
  'NOTIFY_TIME_ZONE',
  'REPLY_TO_EMAIL',
  'CHAT_API_KEY',
  'CHAT_BASE_URL',
  'CHAT_MODEL',
  ...TUNING_SETTINGS,
  'CHAT_ALLOWED_ORIGINS',
  'SITE_URL',
] as const;

export type FunctionSetting = (typeof FUNCTION_SETTINGS)[number];

/** The settings the functions read that a deploy does not set, and why. */
export const NOT_DEPLOYED: Readonly<Record<string, string>> = {
  SUPABASE_URL: 'the platform sets it on every function (and refuses SUPABASE_ names as secrets)',
  SUPABASE_PUBLISHABLE_KEYS: "the platform sets it: the project's publishable keys",
  SUPABASE_SECRET_KEYS: "the platform sets it: the project's secret keys",
  SUPABASE_ANON_KEY: 'the platform sets it on a project that still has the legacy keys',
  SUPABASE_SERVICE_ROLE_KEY: 'the platform sets it on a project that still has the legacy keys',
};

export interface FunctionSecrets {
  /** Set on the host, in this order. */
  set: [name: string, value: string][];
  /**
   * Removed from the host: the keys left empty on purpose, so an older value stops working, and
   * the optional settings given empty (`NAME=`), so the functions' defaults apply again.
   */
  unset: string[];
}

/**
 * The origins that may call the chat and visit functions: SITE_URL's, its twin with or without
 * `www.` (a host often serves both without redirecting one to the other), then those the owner
 * listed in CHAT_ALLOWED_ORIGINS.
 */
export function allowedOrigins(siteUrl: string, extra: readonly string[] = []): string[] {
  const site = new URL(siteUrl);
  const host = site.hostname;
  const origins = [site.origin];
  if (isIP(host.replace(/^\[|\]$/g, '')) === 0) {
    const twinHost = host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`;
    // www.example.org has the twin example.org; www.localhost-like names have none.
    if (twinHost.includes('.')) {
      const twin = new URL(site.origin);
      twin.hostname = twinHost;
      origins.push(twin.origin);
    }
  }
  return [...new Set([...origins, ...extra])];
}

/** The function secrets a deploy sets from its inputs. */
export function functionSecrets(inputs: DeployInputs, webhookSecret: string): FunctionSecrets {
  const given: Partial<Record<FunctionSetting, string>> = {
    NOTIFY_WEBHOOK_SECRET: webhookSecret,
    EMAIL_API_KEY: inputs.emailApiKey,
    EMAIL_API_URL: inputs.emailApiUrl,
    NOTIFY_EMAIL_TO: inputs.notifyEmailTo,
    NOTIFY_EMAIL_FROM: inputs.notifyEmailFrom,
    NOTIFY_TIME_ZONE: inputs.notifyTimeZone,
    REPLY_TO_EMAIL: inputs.replyToEmail,
    CHAT_API_KEY: inputs.chatApiKey,
    CHAT_BASE_URL: inputs.chatBaseUrl,
    CHAT_MODEL: inputs.chatModel,
    ...inputs.tuning,
    CHAT_ALLOWED_ORIGINS: allowedOrigins(inputs.siteUrl, inputs.extraOrigins).join(','),
    SITE_URL: inputs.siteUrl,
  };
  return {
    set: FUNCTION_SETTINGS.flatMap((name): [string, string][] => {
      const value = given[name];
      return value ? [[name, value]] : [];
    }),
    // The optional settings are left as they are when unset altogether; these two mean "off"
    // when empty.
    unset: [
      ...(inputs.emailApiKey ? [] : ['EMAIL_API_KEY']),
      ...(inputs.chatApiKey ? [] : ['CHAT_API_KEY']),
      ...(inputs.cleared ?? []),
    ],
  };
}

/** Function secrets whose values are secret: masked wherever the deploy shows them. */
export const SECRET_FUNCTION_SETTINGS = [
  'NOTIFY_WEBHOOK_SECRET',
  'EMAIL_API_KEY',
  'CHAT_API_KEY',
  'CHAT_HISTORY_SECRET',
];

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
