import { getSupabase } from '../../../lib/supabase';
import { CURRENCY_SHAPE } from '../../../shared/stages';

/** The currency a deal's value takes when the owner never gave one. */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * The currency of the deal the owner valued last (the latest stage change with a value), else
 * EUR: what a new value's currency starts as. Only a default, so it never fails: a failure is
 * logged and answers EUR.
 */
export async function lastDealCurrency(): Promise<string> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .select('deal_currency')
      .not('deal_currency', 'is', null)
      .order('stage_changed_at', { ascending: false, nullsFirst: false })
      .limit(1);
    if (error) throw error;
    const currency = (data as { deal_currency: string | null }[] | null)?.[0]?.deal_currency;
    return currency && CURRENCY_SHAPE.test(currency) ? currency : DEFAULT_CURRENCY;
  } catch (error) {
    console.warn('Could not read the last deal currency', error);
    return DEFAULT_CURRENCY;
  }
}
