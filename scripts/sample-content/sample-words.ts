// The sample owner's own words and lists, beyond the names of sample-owner.ts: the service cards
// and the footer's list of services, the skills and the tech stack, and the lines of the page, the
// chat and its hand-over that speak of how the sample owner works ("one engineer who owns the whole
// result", "usually within a day"). Recorded from the sample's src/content, in each of its languages
// and for each of the owner's pronouns, by record-sample-words.ts into sample-words.generated.ts:
// a fork replaces src/content, and the check must still know what the sample said.
export { sampleListSizes, sampleWords } from './sample-words.generated.ts';

/** A text (or list of texts) of a language's content that the owner writes for themselves. */
export interface OwnerText {
  /** Where it is in a language's content: 'ui.services.heading.description', 'about.approach'. */
  path: string;
  /** The file of src/content/locales/<code>/ that holds it. */
  file: string;
}

/**
 * The owner's own lines, where they read the same as the sample's only if a fork kept them: each
 * is whole sentences (or a list of them), never a word an owner may well use of their own.
 */
export const ownerTexts: readonly OwnerText[] = [
  { path: 'ui.services.heading.description', file: 'ui.ts' },
  { path: 'ui.portfolio.heading.description', file: 'ui.ts' },
  { path: 'ui.certifications.heading.description', file: 'ui.ts' },
  { path: 'handoff.intro', file: 'handoff.ts' },
  { path: 'handoff.sent', file: 'handoff.ts' },
  { path: 'profile.tagline', file: 'owner.ts' },
  { path: 'hero.headline', file: 'owner.ts' },
  { path: 'hero.subheading', file: 'owner.ts' },
  { path: 'about.whoIAm', file: 'owner.ts' },
  { path: 'about.approach', file: 'owner.ts' },
  { path: 'assistant.summary', file: 'assistant.ts' },
  { path: 'assistant.experience.summary', file: 'assistant.ts' },
  { path: 'assistant.availability', file: 'assistant.ts' },
  { path: 'assistant.pricing', file: 'assistant.ts' },
];

/**
 * The recorded paths beyond ownerTexts: each service card's description and features
 * ('services.web'), the footer's list of services, the skills' technologies (every group's) and
 * the tech stack's names.
 */
export const serviceCardPath = (icon: string) => `services.${icon}`;
export const FOOTER_SERVICES = 'footerServices';
export const SKILLS = 'skillGroups.technologies';
export const TECH_STACK = 'techStack.name';

/** What a text function is called with to show its words: the same in the record and the check. */
const MARKERS = ['{1}', '{2}', '{3}', '{4}'];

/**
 * The texts at `path` of `value`: a list's items each (the path goes on into each of them), a
 * function's text called with placeholders. `list` says whether a list was crossed.
 */
export function textsAt(value: unknown, path: string): { texts: string[]; list: boolean } {
  const [key, ...rest] = path ? path.split('.') : [];
  if (Array.isArray(value)) {
    const texts = value.flatMap((item) => textsAt(item, path).texts);
    return { texts, list: true };
  }
  if (typeof value === 'function') {
    try {
      return textsAt(
        (value as (...args: string[]) => unknown)(...MARKERS.slice(0, value.length)),
        path,
      );
    } catch {
      return { texts: [], list: false };
    }
  }
  if (key === undefined) return { texts: typeof value === 'string' ? [value] : [], list: false };
  if (typeof value !== 'object' || value === null) return { texts: [], list: false };
  return textsAt((value as Record<string, unknown>)[key], rest.join('.'));
}

/** A text as the record and the check compare it: spaces of any kind as one, any case. */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .toLowerCase();
}
