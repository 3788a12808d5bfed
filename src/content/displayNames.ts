/**
 * Naming a stored code ('fr', 'MA') in words, for the owner's inbox and emails. The code comes
 * from a visitor, and the database may hold one it did not check when it was stored: naming must
 * never fail, so a code Intl cannot name is shown as it is, less what would reorder the text.
 * Imported by the Edge Functions too (supabase/functions/notify-owner), so it imports only
 * src/shared, by a path Deno reads.
 */
import { withoutReordering } from '../shared/visitorText.ts';

/**
 * `names.of(code)`, or `code` itself (without what would reorder the text) when Intl cannot name
 * it: `of` throws a RangeError for a code that is not well formed ('en-12', 'en-a1', 'en-a', a
 * region of one letter), and names an empty code 'root'.
 */
export function nameOf(names: Intl.DisplayNames, code: string): string {
  // A code shown as stored is what a visitor's browser sent: nothing in it may reorder the text.
  const stored = withoutReordering(code);
  if (code.trim() === '') return stored;
  try {
    return names.of(code) ?? stored;
  } catch {
    return stored;
  }
}
