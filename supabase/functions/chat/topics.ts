import { skillGroups, techStack } from '../../../src/content/index.ts';
import type {
  CertificationCategory,
  ProjectCategory,
  SkillGroupId,
} from '../../../src/content/index.ts';
import { allLocaleTexts } from '../../../src/content/locales/all.ts';
import { projectFacts } from '../../../src/content/projects.ts';

/**
 * How the built-in responder (responder.ts) reads a visitor's text: by keywords in English, French
 * and Arabic, case-, accent- and vowel-mark-insensitive (see normalise()), with the owner's own
 * project titles (in every language) and technologies from src/content. The topic does not depend
 * on the language the text is in: the responder picks that separately (detectLanguage.ts).
 */
export type Topic =
  | 'pricing'
  | 'availability'
  | 'contact'
  | 'certifications'
  | 'projects'
  | 'services'
  | 'skills'
  | 'about'
  | 'greeting'
  | 'general';

type Matcher = (input: string) => boolean;

/** Lower case; Latin accents, Arabic vowel marks and letter variants flattened; spaces collapsed. */
export function normalise(text: string): string {
  return (
    text
      // Invisible direction marks and isolates, zero-width spaces and joiners, BOM.
      .replace(/[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      // Arabic: alef wasla, Persian keheh and yeh (the decomposition below handles أ إ آ ؤ ئ).
      .replace(/\u0671/g, '\u0627')
      .replace(/\u06a9/g, '\u0643')
      .replace(/\u06cc/g, '\u064a')
      .normalize('NFD')
      // Latin accents.
      .replace(/[\u0300-\u036f]/g, '')
      // Arabic: tashkeel, hamza marks (أ إ آ -> ا, ؤ -> و, ئ -> ي), Quranic marks and tatweel.
      .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
      // Arabic: ة -> ه, ى -> ي.
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064a')
      .replace(/[\u2018\u2019]/g, "'")
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function matches(pattern: RegExp): Matcher {
  return (input) => pattern.test(input);
}

function anyOf(...matchers: (RegExp | Matcher)[]): Matcher {
  const tests = matchers.map((matcher) => (matcher instanceof RegExp ? matches(matcher) : matcher));
  return (input) => tests.some((test) => test(input));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// --- Arabic keywords -----------------------------------------------------------------------------
// `\b` only knows ASCII letters, so Arabic keywords are bounded with lookarounds on \p{L}. Arabic
// writes the words 'and', 'so', 'with', 'for', 'like' and 'the' on the front of the next word and
// possessives on its end ('وبأسعارك': 'and with your prices'), so the matchers allow those.

/** و ف ('and', 'so'), then ب ل ك ('with', 'for', 'like'), then ال ('the'; ل + ال is written لل). */
const ARABIC_PREFIXES = '[وف]?(?:[بك]?ال|لل|[بلك])?';

/** Possessive and object endings: my, your, his, her, their, our, me. */
const ARABIC_ENDINGS = '(?:ي|ني|ك|كم|كن|ه|ها|هم|هن|نا)';

/**
 * Arabic nouns and verbs, matched with their prefixes and endings. A term ending in `*` is a stem:
 * any ending. A term ending in ة (ه once normalised) also matches its form before an ending (ت).
 * Terms may hold spaces ('روبوت دردشة'). Write them as Arabic is written: they are normalised.
 */
function arabicTerms(terms: readonly string[]): Matcher {
  const alternatives = terms.map((term) => {
    const stem = term.endsWith('*');
    const word = escapeRegExp(normalise(stem ? term.slice(0, -1) : term));
    if (stem) return `${word}\\p{L}*`;
    const beforeEnding = word.endsWith('ه') ? `|${word.slice(0, -1)}ت${ARABIC_ENDINGS}` : '';
    return `${word}${ARABIC_ENDINGS}?${beforeEnding}`;
  });
  return matches(
    new RegExp(`(?<!\\p{L})${ARABIC_PREFIXES}(?:${alternatives.join('|')})(?!\\p{L})`, 'u'),
  );
}

/**
 * Arabic particles and set phrases ('كم', 'متى', 'من أنت'), matched as written, with only و or ف
 * before them: 'لكم' ('to you') is not 'كم' ('how much').
 */
function arabicWords(terms: readonly string[], { atStart = false } = {}): Matcher {
  const alternatives = terms.map((term) => escapeRegExp(normalise(term)));
  const start = atStart ? '^' : '(?<!\\p{L})[وف]?';
  return matches(new RegExp(`${start}(?:${alternatives.join('|')})(?!\\p{L})`, 'u'));
}

// --- Topics --------------------------------------------------------------------------------------

/** Checked in this order: the first topic whose words appear wins. */
const TOPICS: [Exclude<Topic, 'general'>, Matcher][] = [
  [
    'pricing',
    anyOf(
      /\b(price[sd]?|pricing|costs?|costing|quotes?|quotation|budget|how much|rates?|fees?|charges?|expensive|cheap|afford\w*|estimate)\b/,
      /\b(prix|tarif\w*|devis|cout\w*|budgets?|estimation|montant|facture\w*|payer)\b/,
      arabicTerms([
        'سعر',
        'أسعار',
        'تسعير*',
        'تكلفة',
        'تكاليف',
        'كلفة',
        'يكلف',
        'تكلف',
        'سيكلف',
        'ستكلف',
        'ثمن',
        'ميزانية',
        'رسوم',
        'مبلغ',
      ]),
      arabicWords(['بكم']),
    ),
  ],
  [
    'availability',
    anyOf(
      /\b(availab\w*|when can you (start|begin)|start date|how soon|timeline|time ?frame|deadline|how long|turnaround|busy|take on)\b/,
      /\b(disponib\w*|quand|delais?|combien de temps|date de (debut|demarrage)|commencer|demarrer|planning|calendrier|occupee?)\b/,
      arabicTerms(['متاح', 'متاحة', 'متوفر', 'متوفرة', 'متفرغ', 'تفرغ', 'توفرك', 'وقت', 'مدة']),
      arabicTerms(['الجدول الزمني', 'موعد البدء', 'البدء', 'تبدأ', 'نبدأ', 'يستغرق', 'تستغرق']),
      arabicWords(['متى', 'كم من الوقت']),
    ),
  ],
  ['projects', (input) => mentionedProjectId(input) !== undefined],
  [
    'contact',
    anyOf(
      /\b(contact\w*|e-?mail|mail|phone|telephone|whatsapp|call|reach|get in touch|talk (to|with) you|speak (to|with) you|book a|meeting|schedule|appointment)\b/,
      /\b(courriel|tel|numero|appel\w*|joindre|rendez-vous|rdv|rencontrer|reunion|coordonnees|vous ecrire)\b/,
      arabicTerms([
        'تواصل*',
        'أتواصل*',
        'نتواصل*',
        'اتصال',
        'اتصل*',
        'أتصل*',
        'هاتف',
        'رقم',
        'بريد',
        'إيميل',
        'ايميل',
        'واتساب',
        'واتس',
        'مكالمة',
        'موعد',
        'حجز',
        'أحجز',
        'راسل*',
        'أراسل*',
        'مراسلة',
        'عنوان',
        'لقاء',
        'اجتماع',
      ]),
    ),
  ],
  [
    'certifications',
    anyOf(
      /(certif\w*|\bcerts?\b|\bcourses?\b|\bcredentials?\b|\bbadges?\b)/,
      /\b(attestations?|formations? (suivies?|en ligne))\b/,
      arabicTerms(['شهاد*', 'دورة', 'دورات', 'اعتماد*']),
    ),
  ],
  [
    'projects',
    anyOf(
      /\b(projects?|portfolio|case stud\w*|examples?|showcase|(your|any|some|previous|past|recent) (\w+ )?work|work samples?|have you (ever )?(built|made|done|created|worked on)|did you (build|make|create)|what have you)\b/,
      /\b(projets?|realisations?|references|exemples?|travaux|cas clients?|(avez|as)-vous deja|qu'avez-vous)\b/,
      arabicTerms([
        'مشروع',
        'مشاريع',
        'مشروعات',
        'أعمال',
        'نماذج',
        'أمثلة',
        'مثال',
        'معرض',
        'بورتفوليو',
        'أنجزت*',
        'نفذت*',
      ]),
    ),
  ],
  [
    'services',
    anyOf(
      /\b(services?|offer\w*|what do you do|what can you do|(can|could|would|do) you (help|build|make|create|develop|design|do)|help me|hire|hiring|freelanc\w*|build me|make me|(i|we) (need|want)|looking for)\b/,
      /\b(propose\w*|offres?|que faites-vous|(faites|realisez|developpez|creez|concevez|construisez)-vous|vous (faites|realisez|developpez|creez|concevez|construisez)|(pouvez|pourriez)-vous (m'aider|me (creer|faire|developper|concevoir|construire|realiser)|creer|faire|developper|concevoir|construire|realiser)|besoin d\w*|je (cherche|voudrais|veux|souhaite)|nous (cherchons|voulons|souhaitons)|embaucher|recruter|applications?|applis?|sites?)\b/,
      arabicTerms([
        'خدم*',
        'تطبيق*',
        'موقع*',
        'مواقع',
        'روبوت',
        'روبوتات',
        'شات بوت',
        'تقدم',
        'تصمم',
        'تصميم',
        'تبني',
        'بناء',
        'تطوير',
        'أحتاج',
        'نحتاج',
        'أريد',
        'نريد',
        'أبحث',
        'نبحث',
        'توظيف',
        'ساعدني',
        'مساعدتي',
      ]),
      arabicWords(['ماذا تفعل', 'ماذا تعمل']),
    ),
  ],
  [
    'skills',
    anyOf(
      /\b(skills?|stack|technolog\w*|tech|tools?|frameworks?|programming|coding|code in|expertise)\b/,
      /\b(competences?|outils?|langages?|maitris\w*|savoir-faire|programm\w*|coder|connaissez|utilisez)\b/,
      arabicTerms([
        'مهارة',
        'مهارات',
        'تقنية',
        'تقنيات',
        'تكنولوجيا',
        'برمجة',
        'لغات البرمجة',
        'لغة البرمجة',
        'أدوات',
        'تتقن',
        'تستخدم',
      ]),
      (input) => mentionedTechnology(input) !== undefined,
    ),
  ],
  [
    'about',
    anyOf(
      /\b(about (you|yourself)|who are you|yourself|background|experience|career|cv|resume)\b/,
      /\b(qui (etes|es)[- ](vous|tu)|presentez-vous|presente-toi|a propos de (vous|toi)|vous-meme|parcours|carriere)\b/,
      arabicTerms(['نفسك', 'نبذة', 'خبرة', 'خبرات', 'مسيرة', 'مسار', 'سيرة ذاتية']),
      arabicWords(['من أنت', 'من تكون', 'عرفني بنفسك']),
      (input) => asksAboutEducation(input) || asksAboutLanguages(input),
    ),
  ],
  // 'How much?', 'Combien ?', 'كم؟' alone: asked after every other topic had its chance, so that
  // 'combien de projets' and 'كم شهادة' go to projects and certifications.
  ['pricing', anyOf(/\bcombien\b/, arabicWords(['كم']))],
  [
    'greeting',
    anyOf(
      /^(hi|hello|hey|hiya|howdy|salam|salaam|salamu?|as?salamu? ?alaykum|marhaba|salut|bonjour|bonsoir|coucou|hola|good (morning|afternoon|evening)|greetings)\b/,
      arabicWords(
        [
          'مرحبا',
          'مرحبتين',
          'أهلا',
          'أهلين',
          'هلا',
          'السلام عليكم',
          'سلام',
          'صباح الخير',
          'مساء الخير',
          'تحية',
          'تحياتي',
          'هاي',
        ],
        { atStart: true },
      ),
    ),
  ],
];

export function detectTopic(text: string): Topic {
  const input = normalise(text);
  return TOPICS.find(([, test]) => test(input))?.[0] ?? 'general';
}

// --- What the visitor asks about within a topic --------------------------------------------------

/** 'What languages do you speak?', 'Quelles langues parlez-vous ?', 'ما اللغات التي تتحدثها؟'. */
export const asksAboutLanguages: Matcher = anyOf(
  /\b(speak|spoken|languages?|langues?|parlez|parles)\b/,
  arabicTerms(['لغات', 'لغة', 'تتحدث', 'تتكلم', 'تجيد']),
);

/** 'Where did you study?', 'Quelles études avez-vous faites ?', 'أين درست؟'. */
export const asksAboutEducation: Matcher = anyOf(
  /\b(educat\w*|degrees?|studied|study|universit\w*|school|etudes|etudie\w*|diplomes?|ecole|formation)\b/,
  arabicTerms([
    'دراسة',
    'درست',
    'تعليم',
    'جامعة',
    'ماجستير',
    'بكالوريوس',
    'مؤهل*',
    'تخرج*',
    'شهادة جامعية',
  ]),
);

/** A word or phrase as a whole (not inside a longer word), whatever characters it holds. */
function containsTerm(input: string, term: string): boolean {
  const escaped = escapeRegExp(normalise(term));
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(input);
}

/** Which kind of project the visitor means, from the most explicit words to the vaguest. */
const KIND_PATTERNS: [Matcher, ProjectCategory][] = [
  [
    anyOf(
      /(chat ?bots?|\bbots?\b|\bagents? conversationnels?\b)/,
      arabicTerms(['روبوت', 'روبوتات', 'شات بوت', 'بوت', 'روبوت دردشة', 'روبوت محادثة']),
    ),
    'chatbot',
  ],
  [
    anyOf(
      /\b(mobile|ios|android|iphone|ipad|play store|app store|flutter|mobiles|smartphones?)\b/,
      arabicTerms(['جوال', 'موبايل', 'هاتف', 'هواتف', 'أندرويد', 'آيفون', 'آي أو إس']),
    ),
    'mobile',
  ],
  [
    anyOf(
      /\b(web|websites?|site|sites|web ?apps?|landing|e-?commerce|online (shop|store)|saas|dashboards?|front-?end)\b/,
      /\b(vitrine|boutique en ligne|tableau de bord)\b/,
      arabicTerms(['موقع*', 'مواقع', 'ويب', 'متجر إلكتروني', 'متجر', 'لوحة تحكم', 'صفحة هبوط']),
    ),
    'web',
  ],
  [
    anyOf(
      /\b(ai|assistants?|llms?|gpt|nlp|rag|conversational|whatsapp|ia|intelligence artificielle)\b/,
      arabicTerms(['ذكاء اصطناعي', 'الذكاء الاصطناعي', 'مساعد ذكي', 'واتساب']),
    ),
    'chatbot',
  ],
  [anyOf(/\b(apps?|applis?|applications?)\b/, arabicTerms(['تطبيق*'])), 'mobile'],
];

export function detectKind(input: string): ProjectCategory | undefined {
  return KIND_PATTERNS.find(([test]) => test(input))?.[1];
}

/** Every project's title in every language, by id (a translated title is recognised too). */
const PROJECT_TITLES: { id: string; titles: string[] }[] = projectFacts.map(({ id }) => ({
  id,
  titles: [
    ...new Set(Object.values(allLocaleTexts).flatMap((texts) => texts.projects[id]?.title ?? [])),
  ],
}));

/** The id of the project the visitor names, in whichever language its title is written. */
export function mentionedProjectId(input: string): string | undefined {
  return PROJECT_TITLES.find(({ titles }) => titles.some((title) => containsTerm(input, title)))
    ?.id;
}

export interface Technology {
  name: string;
  /** The skill group it belongs to, if any. */
  groupId?: SkillGroupId;
}

/** Every technology the content names: skill groups first, then the hero's tech-stack row. */
export const TECHNOLOGIES: Technology[] = [
  ...skillGroups.flatMap((group) =>
    group.technologies.map((name) => ({ name, groupId: group.id })),
  ),
  ...techStack
    .filter((item) => !skillGroups.some((group) => group.technologies.includes(item.name)))
    .map((item) => ({ name: item.name })),
];

export function mentionedTechnology(input: string): Technology | undefined {
  return TECHNOLOGIES.find(({ name }) =>
    // 'Node.js' also matches 'node'.
    [name, name.replace(/\.js$/i, '')].some((term) => containsTerm(input, term)),
  );
}

const DEVOPS = anyOf(
  /\b(devops|docker|git|cloud|virtuali\w*|containers?|conteneurs?)\b/,
  arabicTerms(['دوكر', 'سحاب*', 'حاويات', 'ديف أوبس']),
);
const PROJECT_MANAGEMENT = anyOf(
  /\b(agile|scrum|project management|gestion de projets?)\b/,
  arabicTerms(['إدارة المشاريع', 'سكرم', 'أجايل']),
);

export function certificationCategory(
  input: string,
  kind: ProjectCategory | undefined,
): CertificationCategory | undefined {
  if (DEVOPS(input)) return 'devops';
  if (PROJECT_MANAGEMENT(input)) return 'general';
  if (kind === 'chatbot') return 'ai';
  return kind;
}
