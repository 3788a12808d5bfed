import { site } from '../../../src/content/index.ts';
import { positiveIntegerSetting, textSetting, type EnvReader } from '../_shared/env.ts';
import { readProjectKeys } from '../_shared/projectKeys.ts';

export const DEFAULTS = {
  /** Resend's API; any service with the same `POST /emails` shape works. */
  emailApiUrl: 'https://api.resend.com',
  /** Resend's shared test sender, usable before a domain of your own is verified. */
  from: 'Contact form <onboarding@resend.dev>',
  hourlyLimit: 20,
  timeZone: 'UTC',
} as const;

export interface NotifySettings {
  /** The shared secret the database sends (X-Notify-Secret); unset: every call is refused. */
  webhookSecret: string | undefined;
  /** The project's API, for the service role's calls (set by the platform). */
  supabaseUrl: string | undefined;
  /** A secret key (or the legacy service_role key): the function's own access to the database. */
  serverKey: string | undefined;
  /** Where and how to send; undefined when EMAIL_API_KEY or NOTIFY_EMAIL_TO is missing. */
  email:
    | {
        apiUrl: string;
        apiKey: string;
        from: string;
        to: string[];
        adminUrl: string;
        timeZone: string;
      }
    | undefined;
  /** Why `email` is undefined, for the message's record. */
  emailMissing: string | undefined;
  hourlyLimit: number;
}

/** Reads the function's settings (function secrets, or the local backend's environment). */
export function readSettings(env: EnvReader): NotifySettings {
  const apiKey = textSetting(env('EMAIL_API_KEY'));
  const to = (textSetting(env('NOTIFY_EMAIL_TO')) ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const siteUrl = (textSetting(env('SITE_URL')) ?? site.url).replace(/\/+$/, '');
  const missing = [!apiKey && 'EMAIL_API_KEY', to.length === 0 && 'NOTIFY_EMAIL_TO'].filter(
    Boolean,
  );
  return {
    webhookSecret: textSetting(env('NOTIFY_WEBHOOK_SECRET')),
    supabaseUrl: textSetting(env('SUPABASE_URL'))?.replace(/\/+$/, ''),
    serverKey: readProjectKeys(env).serverKey,
    email:
      apiKey && to.length > 0
        ? {
            apiUrl: (textSetting(env('EMAIL_API_URL')) ?? DEFAULTS.emailApiUrl).replace(/\/+$/, ''),
            apiKey,
            from: textSetting(env('NOTIFY_EMAIL_FROM')) ?? DEFAULTS.from,
            to,
            adminUrl: `${siteUrl}/admin`,
            timeZone: textSetting(env('NOTIFY_TIME_ZONE')) ?? DEFAULTS.timeZone,
          }
        : undefined,
    emailMissing:
      missing.length > 0 ? `Owner emails are off: ${missing.join(' and ')} not set.` : undefined,
    hourlyLimit: positiveIntegerSetting(env('NOTIFY_HOURLY_LIMIT')) ?? DEFAULTS.hourlyLimit,
  };
}
