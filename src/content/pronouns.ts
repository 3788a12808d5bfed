// The texts that agree with the owner's gender pick their words here, so a language file says all
// its forms side by side and the owner only sets `pronouns` in profile.ts.
import { owner } from './profile.ts';
import type { Pronouns } from './types.ts';

/**
 * The one of `forms` that fits the owner's pronouns (profile.ts), e.g. in French
 * `byPronouns({ he: 'basé à', she: 'basée à', they: 'exerçant à' })`. Give 'they' wording that
 * names no gender where the language has one (French 'spécialiste' rather than 'ingénieur'). Arabic
 * gives every word about a person a gender, so its files give 'they' the masculine, the form Arabic
 * uses for a person whose gender is not said, except where a first-person verb avoids the choice.
 */
export function byPronouns<T>(forms: Record<Pronouns, T>): T {
  return forms[owner.pronouns];
}
