// The meta.ts of a new language, from its code alone: its name in its own words, its direction,
// the Intl tag its numbers are formatted with and its Open Graph locale.
import type { LocaleInfo } from '../../src/content/types.ts';

/** Languages written right to left (Arabic, Hebrew, Persian, Urdu, Pashto, Yiddish, Sorani, Dhivehi). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'ckb', 'dv']);

export interface NewLocale {
  locale: LocaleInfo;
  /** The language's name in English, for messages: 'Spanish'. */
  englishName: string;
  /** The text of its meta.ts. */
  file: string;
}

/**
 * 'es' -> { code: 'es', name: 'español', dir: 'ltr', intl: 'es-ES', ogLocale: 'es_ES' }. A code
 * with a region ('pt-br') keeps it; one without takes the language's likeliest region.
 */
export function newLocaleMeta(code: string): NewLocale {
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(code)) {
    throw new Error(
      `"${code}" is not a language code as a folder names it (lower case: es, pt-br)`,
    );
  }
  const [tag] = Intl.getCanonicalLocales(code);
  const likely = new Intl.Locale(tag!).maximize();
  const region = likely.region ?? likely.language.toUpperCase();
  const name = new Intl.DisplayNames([tag!], { type: 'language' }).of(tag!) ?? code;
  const englishName = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag!) ?? code;
  const locale: LocaleInfo = {
    code,
    name,
    dir: RIGHT_TO_LEFT.has(likely.language) ? 'rtl' : 'ltr',
    intl: `${likely.language}-${region}`,
    ogLocale: `${likely.language}_${region}`,
  };
  const fields = Object.entries(locale).map(
    ([field, value]) => `  ${field}: '${String(value).replace(/'/g, "\\'")}',`,
  );
  const file = `import type { LocaleInfo } from '../../types.ts';

export const locale: LocaleInfo = {
${fields.join('\n')}
};
`;
  return { locale, englishName, file };
}
