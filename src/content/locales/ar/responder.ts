// The sentences of the chat's built-in responder in Modern Standard Arabic (see
// ../../responderTexts.ts); the facts they hold come from this language's content. They address
// the visitor without marking gender ('يمكنك ...'), and wrap email addresses, phone numbers and
// links in Unicode isolates so these read left to right inside the right-to-left text.
import type { ResponderTexts } from '../../responderTexts.ts';
import type { ProjectCategory } from '../../types.ts';
import { locale } from './meta.ts';

/** An address (email, phone number, link) isolated as left-to-right text: FSI ... PDI. */
const ltr = (value: string) => `\u2068${value}\u2069`;

const listFormat = new Intl.ListFormat(locale.intl, { type: 'conjunction' });
const list = (items: readonly string[]) => listFormat.format(items);

/**
 * A noun counted, in Arabic's plural forms: one and two say the number in the noun ('شهادتان'),
 * three to ten take the plural, eleven to ninety-nine and hundreds the singular.
 */
type PluralForms = Record<'one' | 'two' | 'few' | 'many' | 'other', (count: string) => string>;

const plurals = new Intl.PluralRules('ar');
const numberFormat = new Intl.NumberFormat(locale.intl);
function counted(count: number, forms: PluralForms): string {
  const rule = plurals.select(count);
  const form = rule === 'zero' ? forms.other : forms[rule];
  return form(numberFormat.format(count));
}

/** Counted kinds of project, as the subject of a sentence (nominative). */
const kindCounts: Record<ProjectCategory, PluralForms> = {
  web: {
    one: () => 'موقع إلكتروني واحد',
    two: () => 'موقعان إلكترونيان',
    few: (n) => `${n} مواقع إلكترونية`,
    many: (n) => `${n} موقعًا إلكترونيًا`,
    other: (n) => `${n} موقع إلكتروني`,
  },
  mobile: {
    one: () => 'تطبيق واحد للجوال',
    two: () => 'تطبيقان للجوال',
    few: (n) => `${n} تطبيقات للجوال`,
    many: (n) => `${n} تطبيقًا للجوال`,
    other: (n) => `${n} تطبيق للجوال`,
  },
  chatbot: {
    one: () => 'روبوت محادثة واحد',
    two: () => 'روبوتا محادثة',
    few: (n) => `${n} روبوتات محادثة`,
    many: (n) => `${n} روبوت محادثة`,
    other: (n) => `${n} روبوت محادثة`,
  },
};

/** 'مشاريعي في مجال ...'. */
const kindFields: Record<ProjectCategory, string> = {
  web: 'تطوير المواقع الإلكترونية',
  mobile: 'تطبيقات الجوال',
  chatbot: 'روبوتات المحادثة',
};

/** 'تفاصيل ...' in the pricing answer. */
const kindProjects: Record<ProjectCategory, string> = {
  web: 'مشروع الموقع الإلكتروني',
  mobile: 'مشروع تطبيق الجوال',
  chatbot: 'مشروع روبوت المحادثة',
};

const bookACall = (schedulingUrl: string) => `حجز مكالمة عبر ${ltr(schedulingUrl)}`;

export const responder: ResponderTexts = {
  list,

  pricing: {
    nextStep: (kind, schedulingUrl) =>
      `وللحصول على سعر دقيق، يمكنك ${bookACall(schedulingUrl)} أو إرسال تفاصيل ${kind ? kindProjects[kind] : 'مشروعك'} عبر نموذج التواصل، وسأرسل إليك عرض سعر.`,
  },

  availability: {
    nextStep: (schedulingUrl) =>
      `يمكنك مشاركة الجدول الزمني لمشروعك عبر نموذج التواصل أو ${bookACall(schedulingUrl)}، وسأؤكد لك موعد بدء يناسبك.`,
  },

  contact: {
    details: (email, phone, whatsappUrl) =>
      `يمكنك مراسلتي على البريد الإلكتروني ${ltr(email)} أو عبر واتساب على الرقم ${ltr(phone)} (${ltr(whatsappUrl)}).`,
    nextStep: (schedulingUrl) =>
      `وإذا فضّلت الحديث مباشرة، يمكنك ${bookACall(schedulingUrl)} أو استخدام نموذج التواصل في هذه الصفحة.`,
  },

  certifications: {
    summary: (count, named) =>
      `لديّ ${counted(count, {
        one: () => 'شهادة واحدة',
        two: () => 'شهادتان',
        few: (n) => `${n} شهادات`,
        many: (n) => `${n} شهادة`,
        other: (n) => `${n} شهادة`,
      })}، من بينها ${list(named)}.`,
    certificate: (title, issuer) => `${title} (${issuer})`,
    whereToSee: (section) => `يمكنك الاطلاع على كل شهادة في قسم «${section}» في هذه الصفحة.`,
    nextStep: (email) => `وللاطلاع على تفاصيل أي منها، يمكنك مراسلتي على ${ltr(email)}.`,
  },

  projects: {
    one: (title, kind, techStack) =>
      `${title} أحد مشاريعي في مجال ${kindFields[kind]}، وقد أنجزته باستخدام ${list(techStack)}.`,
    oneNextStep: (schedulingUrl) =>
      `وإن أردت مشروعًا مشابهًا، يمكنك ${bookACall(schedulingUrl)} لنتحدث عن مشروعك.`,
    ofKind: (kind, titles) => `من مشاريعي في مجال ${kindFields[kind]}: ${list(titles)}.`,
    favourite: (title, description) => `ومن المشاريع التي أعتز بها ${title}: ${description}`,
    ofKindNextStep: (section, schedulingUrl) =>
      `يمكنك الاطلاع عليها جميعًا في قسم «${section}»، وإن أردت مشروعًا مشابهًا، يمكنك ${bookACall(schedulingUrl)} لنتحدث.`,
    overview: (counts, highlights) =>
      `في معرض أعمالي ${list(counts.map(({ kind, count }) => counted(count, kindCounts[kind])))}، من بينها ${list(highlights)}.`,
    overviewNextStep: (section, schedulingUrl) =>
      `يمكنك تصفيتها حسب النوع في قسم «${section}»، وإن أردت مشروعًا مشابهًا، يمكنك ${bookACall(schedulingUrl)} لنتحدث.`,
  },

  services: {
    one: (title, description) => `${title} من خدماتي الأساسية: ${description}`,
    examples: (titles) => `ومن أحدث الأمثلة على ذلك ${list(titles)}.`,
    all: (count, titles) =>
      `أقدّم ${counted(count, {
        one: () => 'خدمة واحدة',
        two: () => 'خدمتين',
        few: (n) => `${n} خدمات`,
        many: (n) => `${n} خدمة`,
        other: (n) => `${n} خدمة`,
      })}: ${list(titles)}.`,
    nextStep: (schedulingUrl) =>
      `يمكنك وصف فكرتك عبر نموذج التواصل أو ${bookACall(schedulingUrl)}، وسأقترح عليك أنسب طريقة لتنفيذها.`,
  },

  skills: {
    technologyInGroup: (name, group, others) =>
      `نعم، أستخدم ${name} ضمن مهاراتي في مجال ${group}، إلى جانب ${list(others)}.`,
    technology: (name) => `نعم، ${name} من الأدوات التي أستخدمها يوميًا.`,
    usedIn: (titles) => `ويظهر ذلك في ${list(titles)} ضمن معرض أعمالي.`,
    toolsFitTheProject: 'أختار الأدوات التي تناسب كل مشروع، لا العكس.',
    group: (category, technologies) => `${category} (${technologies.join('، ')})`,
    summary: (groups) => `تشمل مهاراتي ${list(groups)}.`,
    nextStep: (schedulingUrl) => `يمكنك ${bookACall(schedulingUrl)} لنتحدث عن فكرتك.`,
  },

  about: {
    languages: (languages) => `أتحدث ${list(languages)}.`,
    languagesNextStep: (email, schedulingUrl) =>
      `ويسعدني العمل بأي منها، لذا يمكنك مراسلتي على ${ltr(email)} أو ${bookACall(schedulingUrl)} لنبدأ.`,
    education: (education) => `مؤهلاتي الدراسية: ${education.join('؛ ')}.`,
    educationNextStep: (schedulingUrl) =>
      `وإن أردت معرفة المزيد عن مساري، يمكنك ${bookACall(schedulingUrl)} لنتحدث.`,
    intro: (name, role, location, yearsOfExperience) =>
      `أنا ${name}، ${role}، أعمل من ${location}، ولديّ خبرة تزيد على ${counted(yearsOfExperience, {
        one: () => 'سنة',
        two: () => 'سنتين',
        few: (n) => `${n} سنوات`,
        many: (n) => `${n} سنة`,
        other: (n) => `${n} سنة`,
      })}.`,
    career: (current, previous) =>
      `أعمل حاليًا بصفة ${current.role} (${current.period})` +
      (previous ? `، وقبل ذلك عملت بصفة ${previous.role} لدى ${previous.organization}.` : '.'),
    introNextStep: (schedulingUrl) =>
      `وإن أردت معرفة المزيد عن مسيرتي، يمكنك ${bookACall(schedulingUrl)} لنتحدث.`,
  },

  greeting: {
    hello: (firstName, role, location) => `مرحبًا، أنا ${firstName}، ${role} من ${location}.`,
    offer: (services) =>
      `خدماتي: ${list(services)}، ويسعدني الإجابة عن أسئلتك حول مشاريعي أو أسعاري أو مواعيد توفري.`,
    nextStep: (schedulingUrl) =>
      `وإن كان لديك مشروع في ذهنك، يمكنك ${bookACall(schedulingUrl)} لنتحدث.`,
  },

  general: {
    cannotAnswer: (has) =>
      `قد لا أستطيع الإجابة عن ذلك هنا، لكن يسعدني أن أحدثك عن ${[
        'خدماتي',
        has.projects && 'مشاريعي',
        'مهاراتي',
        has.certifications && 'شهاداتي',
        'مواعيد توفري',
        'أسعاري',
      ]
        .filter((topic) => topic !== false)
        .join(' و')}.`,
    nextStep: (email, schedulingUrl) =>
      `ولأي استفسار آخر، يمكنك مراسلتي على ${ltr(email)} أو ${bookACall(schedulingUrl)}، وسأعود إليك في أقرب وقت.`,
  },
};
