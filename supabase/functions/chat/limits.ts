import type { Database } from '../_shared/database.ts';

/**
 * The chat's limits, counted in Postgres (public.take_chat_turn) so they hold across the many
 * short-lived instances the platform runs the function in: turns per client address per minute
 * and per day, and a daily budget of gateway calls for the whole site.
 */
export interface ChatLimitSettings {
  perMinute: number;
  perDay: number;
  dailyBudget: number;
}

export type ChatTurn =
  | { allowed: false; retryAfterSeconds: number }
  /** `gateway` is false once the site's daily budget is spent: answer from the responder. */
  | { allowed: true; gateway: boolean };

export interface ChatLimits {
  take(clientAddress: string, settings: ChatLimitSettings): Promise<ChatTurn>;
}

export function postgresChatLimits(db: Database): ChatLimits {
  return {
    async take(clientAddress, settings) {
      const turn = (await db.rpc('take_chat_turn', {
        client_address: clientAddress,
        per_minute: settings.perMinute,
        per_day: settings.perDay,
        daily_budget: settings.dailyBudget,
      })) as { allowed: boolean; retry_after?: number; gateway?: boolean };
      return turn.allowed
        ? { allowed: true, gateway: turn.gateway === true }
        : { allowed: false, retryAfterSeconds: Math.max(1, turn.retry_after ?? 60) };
    },
  };
}
