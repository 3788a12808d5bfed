// What a client's quote that names the owner draws on, handed to the quote rather than imported by
// the language file: locales/<code>/work.ts imports nothing for its testimonials, so deleting all
// of them leaves no import unused.
import { byPronouns } from './pronouns.ts';
import { firstName } from './profile.ts';
import type { LocaleTexts } from './types.ts';

/** The owner's first name (profile.ts), and byPronouns for the words that agree with them. */
export interface OwnerWords {
  firstName: string;
  byPronouns: typeof byPronouns;
}

type TestimonialWords = LocaleTexts['testimonials'][string];

/**
 * A language's testimonial texts, keyed by the id of each testimonial: written out, or, for one
 * that speaks of the owner, a function of the owner's words, e.g.
 * `'salma-idrissi': ({ firstName }) => ({ role: 'Founder', content: `${firstName} rebuilt...` })`.
 */
export function testimonialTexts(
  entries: Record<string, TestimonialWords | ((owner: OwnerWords) => TestimonialWords)>,
): LocaleTexts['testimonials'] {
  const owner: OwnerWords = { firstName, byPronouns };
  return Object.fromEntries(
    Object.entries(entries).map(([id, entry]) => [
      id,
      typeof entry === 'function' ? entry(owner) : entry,
    ]),
  );
}
