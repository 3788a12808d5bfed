import type { ChatLimits, ChatLimitSettings, ChatRefusal, ChatTurn } from '../limits.ts';

/**
 * The contracts of public.take_chat_turn and public.take_chat_refusal, in memory, for the
 * handler's tests (the SQL itself is tested on real Postgres in supabase/tests/). Records what it
 * was asked.
 */
export function memoryChatLimits(now: () => number = Date.now) {
  const turns = new Map<string, number[]>();
  let gatewayCalls = 0;
  let gatewayCharacters = 0;
  const asked: { address: string; settings: ChatLimitSettings; characters: number }[] = [];
  const refusals = new Map<string, number[]>();
  const refused: { address: string; settings: ChatLimitSettings }[] = [];

  const limits: ChatLimits = {
    async take(address, settings, characters): Promise<ChatTurn> {
      asked.push({ address, settings, characters });
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
      const gateway =
        gatewayCalls < settings.dailyBudget &&
        gatewayCharacters + characters <= settings.dailyCharacters;
      if (gateway) {
        gatewayCalls += 1;
        gatewayCharacters += characters;
      }
      return { allowed: true, gateway };
    },
    async refuse(address, settings): Promise<ChatRefusal> {
      refused.push({ address, settings });
      const time = now();
      const lastMinute = (refusals.get(address) ?? []).filter((at) => at > time - 60_000);
      if (lastMinute.length >= settings.perMinute) {
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil((lastMinute[0]! + 60_000 - time) / 1000),
        };
      }
      refusals.set(address, [...lastMinute, time]);
      return { allowed: true };
    },
  };
  return { limits, asked, refused };
}
