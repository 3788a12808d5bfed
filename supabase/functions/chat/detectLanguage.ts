/**
 * Which language the built-in responder answers in: the language the visitor writes in when their
 * text makes it clear, else the language of the page they are on. Pure and cheap: a few word lists,
 * no model. It only tells the languages the site is published in apart; anything else (a lone
 * 'React?', an emoji, a language the site does not speak) is not clear, so the page's language wins.
 */

/** The languages a visitor's text can be recognised in. */
export type WrittenLanguage = 'en' | 'fr' | 'ar';

/**
 * Short, frequent words that are French and not English, as typed with or without their accents.
 * Words both languages write alike ('site', 'contact', 'services', 'me', 'a', 'on') are left out.
 */
const FRENCH_WORDS = new Set(
  (
    'je tu il elle nous vous votre vos mon ma mes ton ta tes leur leurs le la les un une des du de ' +
    'au aux et ou où en est sont suis es êtes etes ai avez avons ont ce cet cette ces ça ca que ' +
    'qui quoi quel quelle quels quelles combien comment pourquoi quand pour par avec sans sur dans ' +
    'chez mais donc aussi très tres bien merci bonjour bonsoir salut coucou oui non pas ne se ' +
    'peux pouvez pourriez faites faire fait sais savez voudrais veux voulez aimerais souhaite ' +
    'souhaiterais cherche besoin prix tarif tarifs tarification devis coût cout coûte coute coûts ' +
    'couts disponible disponibles disponibilité disponibilite projet projets réalisations ' +
    'realisations compétences competences parcours études etudes langues parlez téléphone ' +
    'telephone appli applis exemples travaux créer creer développer developper développement ' +
    'developpement proposez entreprise certificats délai delai'
  ).split(' '),
);

/** Short, frequent words that are English and not French. */
const ENGLISH_WORDS = new Set(
  (
    'i you your yours my mine we our us he she they it is are am was were be been do does did ' +
    'can could would will should have has had the and or but of to in at for from with about ' +
    'what which who whom whose when where why how much many there here this that these those ' +
    'some any all show tell know need want like looking build make made built create available ' +
    'availability price prices pricing cost costs quote rates fee fees hello hi hey thanks thank ' +
    'please yes website websites project projects skills work speak languages study studied ' +
    'phone book call offer hire start timeline soon certificates just get'
  ).split(' '),
);

/** Letters French writes and English does not (a word with one counts as a French word). */
const FRENCH_LETTERS = /[àâæçéèêëîïôœùûüÿ]/;

/** 'qu'il', 'c'est', 'l'application', 'j'ai': an elided French word before another word. */
const FRENCH_ELISION = /(?<!\p{L})(?:qu|[cdjlmnst])['’](?=\p{L})/gu;

/** "what's", "I'm", "you're", "I'll", "I've", "I'd", "don't". */
const ENGLISH_CONTRACTION = /\p{L}['’](?:s|m|re|ll|ve|d|t)(?!\p{L})/gu;

const ARABIC_WORD = /\p{Script=Arabic}/u;
const LATIN_WORD = /\p{Script=Latin}/u;

/**
 * The language `text` is written in, when it is clear: 'ar' for Arabic script (unless Latin words
 * far outnumber the Arabic ones, as in an English question quoting one Arabic word), 'fr' or 'en'
 * when one has more telltale words (and accents, elisions, contractions) than the other.
 * Undefined when the text says nothing either way.
 */
export function writtenLanguage(text: string): WrittenLanguage | undefined {
  const input = text.normalize('NFC').toLowerCase();
  const words = input.match(/\p{L}+/gu) ?? [];
  const arabic = words.filter((word) => ARABIC_WORD.test(word)).length;
  const latin = words.filter((word) => LATIN_WORD.test(word)).length;
  // 'كم سعر React Native app؟' is Arabic with product names; 'What does مرحبا mean?' is English.
  if (arabic > 0 && arabic * 2 >= latin) return 'ar';

  const french =
    (input.match(FRENCH_ELISION)?.length ?? 0) +
    words.filter((word) => FRENCH_WORDS.has(word) || FRENCH_LETTERS.test(word)).length;
  const english =
    (input.match(ENGLISH_CONTRACTION)?.length ?? 0) +
    words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return undefined;
}

/**
 * The language to answer `text` in: the one it is written in when that is clear and is one of
 * `available` (the languages the responder speaks), else the page's language.
 */
export function replyLanguage(
  text: string,
  pageLanguage: string,
  available: readonly string[],
): string {
  const written = writtenLanguage(text);
  return written && available.includes(written) ? written : pageLanguage;
}
