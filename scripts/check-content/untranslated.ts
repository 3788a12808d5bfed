// A language whose texts are still the base language's: a folder copied to start a translation
// and published before it was done (a page under lang="es" that speaks English). `npm run build`
// warns about it and `npm run check:content` reports it.
import type { Finding } from './findings.ts';

/** What the languages' texts are compared as: groups of texts, any depth, with functions. */
export type TextsByLanguage = Readonly<Record<string, unknown>>;

/** Above this share of identical texts, a language counts as not translated. */
export const UNTRANSLATED_SHARE = 0.5;
/** A group (ui, projects, assistant...) of this many texts or more, all identical, is reported. */
const GROUP_MINIMUM = 5;

/**
 * Whether a text is one a translation would change: two words of two letters or more. Names,
 * numbers, URLs, 'React' or 'SaaS' may rightly read the same in every language.
 */
export function isTranslatable(text: string): boolean {
  if (/^\s*(https?:|mailto:|tel:|\/)/i.test(text)) return false;
  return (text.match(/\p{L}{2,}/gu) ?? []).length >= 2;
}

/** Arguments a text function gets to show its words: as many texts as it takes. */
const SAMPLE_ARGUMENTS = ['Alpha Beta', 'Gamma Delta', 'Epsilon Zeta', 'Eta Theta', 'Iota Kappa'];

function callText(fn: (...args: unknown[]) => unknown): unknown {
  try {
    return fn(...SAMPLE_ARGUMENTS.slice(0, Math.max(fn.length, 1)));
  } catch {
    return undefined;
  }
}

/** Pairs of texts at the same path in `base` and `other`, a function's text read by calling it. */
function pairs(
  base: unknown,
  other: unknown,
  path: string,
): { path: string; base: string; other: string }[] {
  if (typeof base === 'function' && typeof other === 'function') {
    return pairs(callText(base as never), callText(other as never), path);
  }
  if (typeof base === 'string') {
    return typeof other === 'string' ? [{ path, base, other }] : [];
  }
  if (typeof base === 'object' && base !== null && typeof other === 'object' && other !== null) {
    return Object.keys(base).flatMap((key) =>
      pairs(
        (base as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [];
}

export interface UntranslatedLanguage {
  code: string;
  /** Translatable texts compared, and how many of them are the base language's word for word. */
  counted: number;
  identical: number;
  /** Groups (top-level keys) that are entirely the base language's, of a size worth reporting. */
  untranslatedGroups: string[];
  /** One identical text, to show. */
  example?: { path: string; text: string };
}

/**
 * Each language (other than the base) that is, as a whole or in whole groups, still the base
 * language's text. `locale` (each language's own code and name) is not compared.
 */
export function untranslatedLanguages(
  all: Readonly<Record<string, TextsByLanguage>>,
  baseCode: string,
): UntranslatedLanguage[] {
  const base = all[baseCode];
  if (!base) return [];
  const result: UntranslatedLanguage[] = [];
  for (const [code, texts] of Object.entries(all)) {
    if (code === baseCode) continue;
    const compared = Object.keys(base)
      .filter((group) => group !== 'locale')
      .map((group) => ({
        group,
        pairs: pairs(base[group], texts[group], group).filter((pair) => isTranslatable(pair.base)),
      }));
    const allPairs = compared.flatMap((group) => group.pairs);
    const same = allPairs.filter((pair) => pair.base.trim() === pair.other.trim());
    const untranslatedGroups = compared
      .filter(
        ({ pairs: groupPairs }) =>
          groupPairs.length >= GROUP_MINIMUM &&
          groupPairs.every((pair) => pair.base.trim() === pair.other.trim()),
      )
      .map(({ group }) => group);
    const share = allPairs.length === 0 ? 0 : same.length / allPairs.length;
    if (share <= UNTRANSLATED_SHARE && untranslatedGroups.length === 0) continue;
    const inGroup = same.filter((pair) => untranslatedGroups.includes(pair.path.split('.')[0]!));
    const shown = same.find((pair) => pair.path.startsWith('hero')) ?? inGroup[0] ?? same[0];
    result.push({
      code,
      counted: allPairs.length,
      identical: same.length,
      untranslatedGroups,
      example: shown && { path: shown.path, text: shown.other },
    });
  }
  return result;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One sentence about a language still in the base language, for the build's warning. */
export function describeUntranslated(language: UntranslatedLanguage, baseCode: string): string {
  const base = languageName(baseCode);
  const { code, counted, identical, untranslatedGroups, example } = language;
  const percent = Math.round((identical / Math.max(counted, 1)) * 100);
  const wholly = identical / Math.max(counted, 1) > UNTRANSLATED_SHARE;
  const whole = wholly
    ? `'${code}' (${languageName(code)}) is still in ${base}: ${identical} of its ${counted} texts (${percent}%) are the ${base} text word for word`
    : `'${code}' (${languageName(code)}) is partly in ${base}`;
  const groups =
    !wholly && untranslatedGroups.length > 0
      ? `; ${untranslatedGroups.join(', ')} ${untranslatedGroups.length === 1 ? 'is' : 'are'} entirely ${base}`
      : '';
  const shown = example ? `, e.g. ${example.path}: "${truncate(example.text)}"` : '';
  return `${whole}${groups}${shown}`;
}

const truncate = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The fix for a language still in the base language. */
export function untranslatedFix(code: string): string {
  return (
    `translate the texts of src/content/locales/${code}/ (and its assistant and responder ` +
    `texts), or stop publishing the language: npm run locale -- remove ${code}.`
  );
}

export function untranslatedFindings(
  all: Readonly<Record<string, TextsByLanguage>>,
  baseCode: string,
): Finding[] {
  return untranslatedLanguages(all, baseCode).map((language) => ({
    kind: 'untranslated',
    where: `src/content/locales/${language.code}/`,
    problem: describeUntranslated(language, baseCode),
    fix: untranslatedFix(language.code),
  }));
}

/** The build's warnings: one line for each language still in the base language. */
export function untranslatedWarnings(
  all: Readonly<Record<string, TextsByLanguage>>,
  baseCode: string,
): string[] {
  return untranslatedLanguages(all, baseCode).map(
    (language) =>
      `Warning: ${describeUntranslated(language, baseCode)}. To do: ${untranslatedFix(language.code)}`,
  );
}
