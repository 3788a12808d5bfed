import type { Database } from '../_shared/database.ts';

/**
 * The chat's limits, counted in Postgres (public.take_chat_turn) so they hold across the many
 * short-lived instances the platform runs the function in: turns per client address per minute
 * and per day, and a daily budget for the whole site of gateway calls and of the characters they
 * send (a long prompt costs what it costs, not one call's worth). Invalid requests have a
 * counter of their own (public.take_chat_refusal), per address per minute, that never touches the
 * budget: a flood of bad bodies cannot spend it, nor probe the function unlimited.
 */
export interface ChatLimitSettings {
  perMinute: number;
  perDay: number;
  dailyBudget: number;
  /** Characters the site's gateway calls may send per day, in all. */
  dailyCharacters: number;
}

export type ChatTurn =
  | { allowed: false; retryAfterSeconds: number }
  /**
   * `gateway` is false once the site's daily calls or characters have no room for this call:
   * answer from the responder.
   */
  | { allowed: true; gateway: boolean };

export type ChatRefusal = { allowed: false; retryAfterSeconds: number } | { allowed: true };

export interface ChatLimits {
  /** Takes a turn of the address; `characters`: what its gateway call would send (0: none). */
  take(clientAddress: string, settings: ChatLimitSettings, characters: number): Promise<ChatTurn>;
  /** Counts one invalid request of the address, up to `settings.perMinute` a minute. */
  refuse(clientAddress: string, settings: ChatLimitSettings): Promise<ChatRefusal>;
}

export function postgresChatLimits(db: Database): ChatLimits {
  return {
    async take(clientAddress, settings, characters) {
      const turn = (await db.rpc('take_chat_turn', {
        client_address: clientAddress,
        per_minute: settings.perMinute,
        per_day: settings.perDay,
        daily_budget: settings.dailyBudget,
        daily_characters: settings.dailyCharacters,
        characters,
      })) as { allowed: boolean; retry_after?: number; gateway?: boolean };
      return turn.allowed
        ? { allowed: true, gateway: turn.gateway === true }
        : { allowed: false, retryAfterSeconds: Math.max(1, turn.retry_after ?? 60) };
    },
    async refuse(clientAddress, settings) {
      const refusal = (await db.rpc('take_chat_refusal', {
        client_address: clientAddress,
        per_minute: settings.perMinute,
      })) as { allowed: boolean; retry_after?: number };
      return refusal.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, refusal.retry_after ?? 60) };
    },
  };
}
