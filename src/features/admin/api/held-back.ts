import { getSupabase } from '../../../lib/supabase';

/** What the site-wide hourly cap held back in the last hour. */
export interface HeldBack {
  messages: number;
  senders: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The messages the cap kept in Spam in the last hour and how many senders sent them
 * (public.held_back_summary, the admin's only). Null when it cannot be read: the banner is a
 * hint, and the inbox works without it.
 */
export async function heldBackLastHour(): Promise<HeldBack | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('held_back_summary');
    if (error) return null;
    const { messages, senders } = (data ?? {}) as Record<string, unknown>;
    return isCount(messages) && isCount(senders) ? { messages, senders } : null;
  } catch {
    return null;
  }
}
