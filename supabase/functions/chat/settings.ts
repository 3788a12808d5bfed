import { parseAllowedOrigins, type AllowedOrigins } from '../_shared/cors.ts';
import {
  positiveIntegerSetting as positiveInteger,
  textSetting as text,
  type EnvReader,
} from '../_shared/env.ts';
import { readProjectKeys } from '../_shared/projectKeys.ts';
import type { ChatLimitSettings } from './limits.ts';

/** The longest visitor message the function accepts, counted after trimming. */
export const MAX_MESSAGE_LENGTH = 1000;

/**
 * The context a request may carry: the last 6 messages before the new one, 4,000 characters in
 * all (the widget trims its history to fit; the function refuses more with a 400).
 */
export const MAX_HISTORY_MESSAGES = 6;
export const MAX_HISTORY_CHARS = 4000;

/** Short, lively answers at a bounded cost: fixed here, so the browser cannot change them. */
export const GATEWAY_LIMITS = { max_tokens: 200, temperature: 0.8, top_p: 0.9 } as const;

export const DEFAULTS = {
  baseUrl: 'https://openrouter.ai/api/v1',
  model: 'openai/gpt-4o-mini',
  perMinute: 10,
  perDay: 100,
  dailyBudget: 1000,
  dailyCharacters: 12_000_000,
  timeoutMs: 15_000,
} as const;

export interface ChatSettings {
  /** Unset: the built-in responder answers and no gateway is called. */
  apiKey: string | undefined;
  /** Without a trailing slash. */
  baseUrl: string;
  model: string;
  allowedOrigins: AllowedOrigins;
  /**
   * Turns one client address may take per minute and per day, and gateway calls and the
   * characters they send per day for the site. A streamed reply is one turn.
   */
  limits: ChatLimitSettings;
  /** The project's API and its secret key, for the shared limits (set by the platform). */
  supabaseUrl: string | undefined;
  serverKey: string | undefined;
  /** The keys a caller must send as `apikey`: the publishable keys (and the legacy anon key). */
  browserKeys: string[];
  /** Signs the replies the browser sends back as history; unset, a key derived from serverKey. */
  historySecret: string | undefined;
  timeoutMs: number;
  siteUrl: string | undefined;
}

/** Reads the function's configuration; a missing or unusable value falls back to its default. */
export function readSettings(env: EnvReader): ChatSettings {
  return {
    apiKey: text(env('CHAT_API_KEY')),
    baseUrl: (text(env('CHAT_BASE_URL')) ?? DEFAULTS.baseUrl).replace(/\/+$/, ''),
    model: text(env('CHAT_MODEL')) ?? DEFAULTS.model,
    allowedOrigins: parseAllowedOrigins(env('CHAT_ALLOWED_ORIGINS')),
    limits: {
      perMinute: positiveInteger(env('CHAT_RATE_PER_MINUTE')) ?? DEFAULTS.perMinute,
      perDay: positiveInteger(env('CHAT_RATE_PER_DAY')) ?? DEFAULTS.perDay,
      dailyBudget: positiveInteger(env('CHAT_DAILY_LIMIT')) ?? DEFAULTS.dailyBudget,
      dailyCharacters: positiveInteger(env('CHAT_DAILY_CHARACTERS')) ?? DEFAULTS.dailyCharacters,
    },
    supabaseUrl: text(env('SUPABASE_URL'))?.replace(/\/+$/, ''),
    ...readProjectKeys(env),
    historySecret: text(env('CHAT_HISTORY_SECRET')),
    timeoutMs: positiveInteger(env('CHAT_TIMEOUT_MS')) ?? DEFAULTS.timeoutMs,
    siteUrl: text(env('SITE_URL')),
  };
}
