import type { ChatLimits, ChatLimitSettings, ChatTurn } from '../limits.ts';

/**
 * The contract of public.take_chat_turn, in memory, for the handler's tests (the SQL itself is
 * tested on real Postgres in supabase/tests/abuse-guards.test.ts). Records what it was asked.
 */
export function memoryChatLimits(now: () => number = Date.now) {
  const turns = new Map<string, number[]>();
  let gatewayCalls = 0;
  const asked: { address: string; settings: ChatLimitSettings }[] = [];

  const limits: ChatLimits = {
    async take(address, settings): Promise<ChatTurn> {
      asked.push({ address, settings });
      const time = now();
      const mine = (turns.get(address) ?? []).filter((at) => at > time - 86_400_000);
      const lastMinute = mine.filter((at) => at > time - 60_000);
      if (lastMinute.length >= settings.perMinute) {
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil((lastMinute[0]! + 60_000 - time) / 1000),
        };
      }
      if (mine.length >= settings.perDay) {
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil((mine[0]! + 86_400_000 - time) / 1000),
        };
      }
      turns.set(address, [...mine, time]);
      const gateway = gatewayCalls < settings.dailyBudget;
      if (gateway) gatewayCalls += 1;
      return { allowed: true, gateway };
    },
  };
  return { limits, asked };
}
