import { parseAllowedOrigins, type AllowedOrigins } from '../_shared/cors.ts';
import {
  positiveIntegerSetting as positiveInteger,
  textSetting as text,
  type EnvReader,
} from '../_shared/env.ts';

/** The longest visitor message the function accepts, counted after trimming. */
export const MAX_MESSAGE_LENGTH = 1000;

/** Fixed by the spec (section 9); the browser cannot change them. */
export const GATEWAY_LIMITS = { max_tokens: 200, temperature: 0.8, top_p: 0.9 } as const;

export const DEFAULTS = {
  baseUrl: 'https://openrouter.ai/api/v1',
  model: 'openai/gpt-4o-mini',
  rateLimit: 20,
  rateWindowSeconds: 600,
  timeoutMs: 15_000,
} as const;

export interface ChatSettings {
  /** Unset: the built-in responder answers and no gateway is called. */
  apiKey: string | undefined;
  /** Without a trailing slash. */
  baseUrl: string;
  model: string;
  allowedOrigins: AllowedOrigins;
  rateLimit: number;
  rateWindowMs: number;
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
    rateLimit: positiveInteger(env('CHAT_RATE_LIMIT')) ?? DEFAULTS.rateLimit,
    rateWindowMs:
      (positiveInteger(env('CHAT_RATE_WINDOW_SECONDS')) ?? DEFAULTS.rateWindowSeconds) * 1000,
    timeoutMs: positiveInteger(env('CHAT_TIMEOUT_MS')) ?? DEFAULTS.timeoutMs,
    siteUrl: text(env('SITE_URL')),
  };
}
