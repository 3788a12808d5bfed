/**
 * Every language must say everything the base language says. TypeScript already refuses a
 * language folder whose shape differs from LocaleTexts, but not a project, certificate or
 * testimonial (keyed by id) that one language forgot, an empty text, or a text left as a stray key
 * after a rename. This check finds all of those and the build (scripts/build.ts) stops with the
 * whole list, e.g.
 *
 *   fr: missing projects.web-8.title
 *   ar: empty ui.contact.heading.title
 */
import type { AssistantTexts, LocaleInfo, LocaleTexts } from '../src/content/types.ts';

type Value = unknown;

/** A language's texts as the check reads them: any groups of texts, with the language itself. */
type Texts = { locale: LocaleInfo };

/**
 * Every language's texts as the check compares them: the page's, with the assistant's (its
 * assistant.ts, which the page's texts leave out) as one more group, `assistant`.
 */
export function withAssistantTexts(
  page: Readonly<Record<string, LocaleTexts>>,
  assistants: Readonly<Record<string, AssistantTexts>>,
): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(page).map(([code, texts]) => [code, { ...texts, assistant: assistants[code] }]),
  );
}

function isRecord(value: Value): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: Value): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'a group of texts' : `a ${typeof value}`;
}

/**
 * What `texts` lacks (or has wrong) compared with `base`, one line per problem, each with the
 * dotted path of the text. A list (e.g. the 'My Approach' points) may have another length in
 * another language, but not be empty; its items are checked as far as the base's reach.
 */
export function localeProblems(base: Value, texts: Value, path = ''): string[] {
  const at = path || '(the whole language)';
  if (texts === undefined) return [`missing ${at}`];
  if (typeof base === 'function') {
    return typeof texts === 'function'
      ? []
      : [`${at} should be a function, not ${describe(texts)}`];
  }
  if (typeof base === 'string') {
    if (typeof texts !== 'string') return [`${at} should be a text, not ${describe(texts)}`];
    return base.trim() !== '' && texts.trim() === '' ? [`empty ${at}`] : [];
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(texts)) return [`${at} should be a list, not ${describe(texts)}`];
    if (base.length > 0 && texts.length === 0) return [`empty ${at}`];
    return texts.flatMap((item, index) =>
      index < base.length ? localeProblems(base[index], item, `${path}.${index}`) : [],
    );
  }
  if (isRecord(base)) {
    if (!isRecord(texts)) return [`${at} should be a group of texts, not ${describe(texts)}`];
    const join = (key: string) => (path ? `${path}.${key}` : key);
    return [
      ...Object.keys(base).flatMap((key) => localeProblems(base[key], texts[key], join(key))),
      ...Object.keys(texts)
        .filter((key) => !(key in base))
        .map((key) => `unknown ${join(key)} (the base language has no such text)`),
    ];
  }
  return typeof texts === typeof base ? [] : [`${at} should be ${describe(base)}`];
}

/**
 * Every problem of every language against the base one, prefixed with the language's code. The
 * `locale` group is each language's own (its code, name and direction), so it is not compared.
 */
export function missingLocaleTexts(
  all: Readonly<Record<string, Texts>>,
  baseCode: string,
): string[] {
  const base = all[baseCode];
  if (!base) return [`no texts for the base language '${baseCode}'`];
  const baseTexts: Partial<Texts> = { ...base };
  delete baseTexts.locale;
  return Object.entries(all)
    .filter(([code]) => code !== baseCode)
    .flatMap(([code, { locale, ...texts }]) => [
      ...(locale.code === code ? [] : [`${code}: its locale says code '${locale.code}'`]),
      ...localeProblems(baseTexts, texts).map((problem) => `${code}: ${problem}`),
    ]);
}

/** Throws with the whole list when a language is incomplete. */
export function assertLocalesComplete(
  all: Readonly<Record<string, Texts>>,
  baseCode: string,
): void {
  const problems = missingLocaleTexts(all, baseCode);
  if (problems.length === 0) return;
  throw new Error(
    [
      `${problems.length} text${problems.length === 1 ? '' : 's'} missing or wrong in src/content/locales (compared with '${baseCode}'):`,
      ...problems.map((problem) => `  ${problem}`),
    ].join('\n'),
  );
}
