import { owner } from '../../../src/content/profile.ts';
import { siteUrl } from '../../../src/content/site.ts';
import { readSettings as readChatSettings } from '../chat/settings.ts';
import { parseAllowedOrigins, type AllowedOrigins } from '../_shared/cors.ts';
import { addressOf } from '../_shared/email.ts';
import { textSetting, type EnvReader } from '../_shared/env.ts';
import { readProjectKeys } from '../_shared/projectKeys.ts';
import { DEFAULTS as NOTIFY_DEFAULTS } from '../notify-owner/settings.ts';

export interface ReplySettings {
  /** The pages that may call: the site's one allow-list (CHAT_ALLOWED_ORIGINS), as the chat's. */
  allowedOrigins: AllowedOrigins;
  /** The project's API (set by the platform). */
  supabaseUrl: string | undefined;
  /** Sent as `apikey` with the caller's own token: the project's publishable key. */
  publishableKey: string | undefined;
  /** Every key a browser may hold: one of them as the bearer token is no session. */
  browserKeys: string[];
  /** The service role's key, for the AI draft's share of the daily gateway budget only. */
  serverKey: string | undefined;
  /** How a reply is sent; undefined when EMAIL_API_KEY is not set. */
  email:
    | {
        apiUrl: string;
        apiKey: string;
        /** The sending address of NOTIFY_EMAIL_FROM; the owner's name is its display name. */
        fromAddress: string;
        fromName: string;
        /** Where the lead's answer goes: REPLY_TO_EMAIL, else the content's profile email. */
        replyTo: string;
      }
    | undefined;
  /** The host that names a message and its replies for threading (Message-ID, References). */
  siteHost: string;
  /** The zone the quote header's time is in (the owner's, NOTIFY_TIME_ZONE). */
  timeZone: string;
  /** The chat's gateway and its daily budget, for the AI draft; `apiKey` unset: templates only. */
  gateway: {
    apiKey: string | undefined;
    baseUrl: string;
    model: string;
    dailyBudget: number;
    dailyCharacters: number;
    timeoutMs: number;
  };
}

/** Reads the function's settings (function secrets, or the local backend's environment). */
export function readSettings(env: EnvReader): ReplySettings {
  const apiKey = textSetting(env('EMAIL_API_KEY'));
  const keys = readProjectKeys(env);
  const chat = readChatSettings(env);
  return {
    allowedOrigins: parseAllowedOrigins(env('CHAT_ALLOWED_ORIGINS')),
    supabaseUrl: textSetting(env('SUPABASE_URL'))?.replace(/\/+$/, ''),
    publishableKey: keys.browserKeys[0],
    browserKeys: keys.browserKeys,
    serverKey: keys.serverKey,
    email: apiKey
      ? {
          apiUrl: (textSetting(env('EMAIL_API_URL')) ?? NOTIFY_DEFAULTS.emailApiUrl).replace(
            /\/+$/,
            '',
          ),
          apiKey,
          fromAddress: addressOf(textSetting(env('NOTIFY_EMAIL_FROM')) ?? NOTIFY_DEFAULTS.from),
          fromName: owner.name,
          replyTo: textSetting(env('REPLY_TO_EMAIL')) ?? owner.email,
        }
      : undefined,
    siteHost: hostOf(textSetting(env('SITE_URL'))) ?? hostOf(siteUrl) ?? 'localhost',
    timeZone: textSetting(env('NOTIFY_TIME_ZONE')) ?? NOTIFY_DEFAULTS.timeZone,
    gateway: {
      apiKey: chat.apiKey,
      baseUrl: chat.baseUrl,
      model: chat.model,
      dailyBudget: chat.limits.dailyBudget,
      dailyCharacters: chat.limits.dailyCharacters,
      timeoutMs: chat.timeoutMs,
    },
  };
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}
