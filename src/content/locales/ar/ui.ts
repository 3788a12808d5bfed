// The words of the interface in Arabic: headings, labels, names for screen readers, status lines
// and error texts, for the public page, the contact form and the chat. Components hold no text, so
// a reworded heading is a change to this file alone (and to the same file of each language).
import { byPronouns } from '../../pronouns.ts';
import type { ContactFieldName, UiTexts } from '../../types.ts';

const pluralRules = new Intl.PluralRules('ar');

/** The form Arabic grammar wants for `count`: one, two, 3 to 10 (few), 11 to 99 (many)... */
export const plural = (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
  forms[pluralRules.select(count)];

/**
 * A left-to-right value (an email, a phone number, a Latin name) set apart from the Arabic around
 * it (FSI ... PDI), so the bidi algorithm does not reorder it or the punctuation beside it.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A number of projects, as the subject of a sentence. */
const projectCount = (count: number) =>
  plural(count, {
    zero: 'لا مشاريع',
    one: 'مشروع واحد',
    two: 'مشروعان',
    few: `${count} مشاريع`,
    many: `${count} مشروعًا`,
    other: `${count} مشروع`,
  });

/** A number of certificates, as the subject of a sentence. */
const certificationCount = (count: number) =>
  plural(count, {
    zero: 'لا شهادات',
    one: 'شهادة واحدة',
    two: 'شهادتان',
    few: `${count} شهادات`,
    many: `${count} شهادةً`,
    other: `${count} شهادة`,
  });

/** A number of characters, as the object of a verb. */
const characters = (count: number) =>
  plural(count, {
    zero: `${count} حرف`,
    one: 'حرفًا واحدًا',
    two: 'حرفين',
    few: `${count} أحرف`,
    many: `${count} حرفًا`,
    other: `${count} حرف`,
  });

/** The contact form's field labels, which its errors also name the fields by. */
const contactLabels: Record<ContactFieldName, string> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  subject: 'الموضوع',
  message: 'الرسالة',
};

export const ui: UiTexts = {
  skipToContent: 'انتقل إلى المحتوى',
  header: {
    mainNavigation: 'القائمة الرئيسية',
    mobileNavigation: 'قائمة الجوال',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    getQuote: 'اطلب عرض سعر',
    getQuoteShort: 'عرض سعر',
    languages: 'اللغة',
    currentLanguage: (name) => `اللغة: ${name}`,
    darkTheme: 'الوضع الداكن',
  },
  hero: {
    roleAndLocation: (role, location) => `${role} · ${location}`,
    viewMyWork: 'شاهد أعمالي',
    getQuote: 'اطلب عرض سعر',
    quickContact: 'تواصل سريع',
    chatOnWhatsApp: 'راسلني على WhatsApp',
    bookCall: 'احجز مكالمة',
    techStack: 'التقنيات',
    techStackList: 'التقنيات التي أعمل بها',
  },
  services: {
    heading: {
      eyebrow: 'ما أقدّمه',
      title: 'الخدمات',
      description: `من أول رسم تخطيطي إلى يوم الإطلاق وما بعده: ${byPronouns({
        he: 'مهندس واحد يتحمّل',
        she: 'مهندسة واحدة تتحمّل',
        they: 'شخص واحد يتحمّل',
      })} مسؤولية النتيجة كاملة.`,
    },
    featuresOf: (service) => `مزايا ${service}`,
    customQuote: 'اطلب عرض سعر مخصّصًا',
  },
  portfolio: {
    heading: {
      eyebrow: 'الأعمال',
      title: 'مشاريع مختارة',
      description:
        'مجموعة مختارة من مواقع الويب وتطبيقات الجوال وروبوتات المحادثة، أنجزتُها لعملائي وللمجتمع مفتوح المصدر.',
    },
    filterGroup: 'تصفية المشاريع حسب الفئة',
    allProjects: 'كل المشاريع',
    showingAll: (count) =>
      count === 0 ? 'لا توجد مشاريع' : `يُعرض كل المشاريع: ${projectCount(count)}`,
    showingCategory: (count, category) =>
      count === 0
        ? `لا توجد مشاريع في فئة ${category}`
        : `يُعرض ${projectCount(count)} من فئة ${category}`,
    projectList: 'المشاريع',
    screenshotOf: (title) => `لقطة شاشة من ${title}`,
    techStackOf: (title) => `تقنيات ${title}`,
    code: 'الكود',
    codeFor: (title) => `كود مشروع ${title} (يُفتح في علامة تبويب جديدة)`,
    liveDemo: 'عرض مباشر',
    liveDemoOf: (title) => `عرض مباشر لمشروع ${title} (يُفتح في علامة تبويب جديدة)`,
  },
  certifications: {
    heading: {
      eyebrow: 'المؤهلات',
      title: 'الشهادات',
      description:
        'دورات واختبارات تُبقي مهاراتي مواكبة للجديد في الويب وDevOps والذكاء الاصطناعي والجوال. افتح أي بطاقة لعرض الشهادة.',
    },
    filterGroup: 'تصفية الشهادات حسب الفئة',
    showingAll: (count) =>
      count === 0 ? 'لا توجد شهادات' : `تُعرض كل الشهادات: ${certificationCount(count)}`,
    showingCategory: (count, category) =>
      count === 0
        ? `لا توجد شهادات في فئة ${category}`
        : `تُعرض ${certificationCount(count)} من فئة ${category}`,
    certificateList: 'الشهادات',
    openCertificate: 'فتح الشهادة: ',
    pdfInNewTab: ' (ملف PDF، يُفتح في علامة تبويب جديدة)',
    pauseScrolling: 'إيقاف التمرير مؤقتًا',
    resumeScrolling: 'استئناف التمرير',
    stats: { total: 'الشهادات', categories: 'الفئات' },
  },
  about: {
    heading: { eyebrow: 'تعرّف عليّ', title: 'نبذة عني' },
    whoIAm: 'من أنا',
    atAGlance: 'لمحة سريعة',
    myApproach: 'منهجي في العمل',
    technicalSkills: 'المهارات التقنية',
    technologiesOf: (category) => `تقنيات ${category}`,
    clientTestimonials: 'آراء العملاء',
    rating: (stars, outOf) => `التقييم: ${stars} من ${outOf}`,
    quote: (text) => `«${text}»`,
  },
  contact: {
    heading: {
      eyebrow: 'تواصل معي',
      title: 'لنتواصل',
      description: 'لديك مشروع في ذهنك أو سؤال عن عملي؟ أرسل إليّ رسالة وسأردّ عليك.',
    },
    contactInformation: 'معلومات التواصل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    location: 'الموقع',
    followMe: 'تابعني',
  },
  footer: {
    socialLinks: 'روابط التواصل الاجتماعي',
    quickLinks: 'روابط سريعة',
    services: 'الخدمات',
    copyright: (year, name) => `© ${year} ${isolate(name)}. جميع الحقوق محفوظة.`,
  },
  notFound: {
    pageTitle: 'الصفحة غير موجودة',
    code: '404',
    heading: 'هذه الصفحة غير موجودة',
    explanation: 'ربما يكون الرابط معطّلًا، أو ربما نُقلت الصفحة. تجد كل المحتوى في الصفحة الرئيسية.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  errorFallback: {
    title: 'تعذّر تحميل هذا الجزء من الصفحة.',
    hint: 'يُرجى التحقق من اتصالك ثم المحاولة مرة أخرى.',
    tryAgain: 'أعد المحاولة',
  },
  contactForm: {
    form: 'نموذج التواصل',
    labels: contactLabels,
    optional: '(اختياري)',
    placeholders: {
      name: 'اسمك',
      email: 'you@example.com',
      subject: 'ما موضوع رسالتك؟',
      message: 'حدّثني عن مشروعك وجدولك الزمني وميزانيتك.',
    },
    characterCount: (count, max) =>
      `${count.toLocaleString('ar-MA')} / ${max.toLocaleString('ar-MA')} ${plural(max, {
        zero: 'حرف',
        one: 'حرف',
        two: 'حرف',
        few: 'أحرف',
        many: 'حرفًا',
        other: 'حرف',
      })}`,
    honeypot: 'اترك هذا الحقل فارغًا',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    sent: 'تم إرسال رسالتك بنجاح!',
    errors: {
      requiredFields: 'يُرجى ملء جميع الحقول المطلوبة',
      invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
      invisibleInEmail:
        'يحتوي عنوان بريدك الإلكتروني على حرف غير مرئي. يُرجى كتابته من جديد بدلًا من لصقه.',
      tooLong: (field, max) => `يجب ألا يتجاوز حقل «${contactLabels[field]}» ${characters(max)}`,
      unsendableCharacter: (field) =>
        `${field ? `يحتوي حقل «${contactLabels[field]}»` : 'تحتوي رسالتك'} على حرف لا يمكن إرساله (NUL). يُرجى حذفه.`,
      sendFailed: 'حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
      unknown: 'حدث خطأ غير معروف',
      tooManyMessages:
        'أُرسل عدد كبير جدًا من الرسائل من شبكتك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
  },
  brief: {
    toggle: 'أضف تفاصيل المشروع — الخدمة والميزانية والجدول الزمني',
    fields: { service: 'الخدمة', budget: 'الميزانية', timeline: 'الجدول الزمني' },
    values: {
      service: {
        website: 'موقع ويب',
        mobile_app: 'تطبيق جوال',
        chatbot: 'روبوت محادثة',
        other: 'شيء آخر',
      },
      budget: {
        under_1k: 'أقل من 1000 دولار',
        '1k_5k': 'من 1000 إلى 5000 دولار',
        '5k_10k': 'من 5000 إلى 10000 دولار',
        over_10k: 'أكثر من 10000 دولار',
      },
      timeline: {
        asap: 'في أقرب وقت ممكن',
        '1_month': 'خلال شهر',
        '3_months': 'خلال 3 أشهر',
        flexible: 'مرن',
      },
    },
    notSure: 'لم أحدد بعد',
    chosen: (choices) => `اختياراتك: ${choices.join('، ')}`,
  },
  chat: {
    openChat: 'فتح المحادثة',
    closeChat: 'إغلاق المحادثة',
    loading: 'جارٍ تحميل المحادثة...',
    unavailable: {
      title: 'تعذّر تحميل المحادثة.',
      // The email link between the two is isolated (FSI ... PDI) like the emails below.
      beforeEmail: 'يُرجى المحاولة مرة أخرى، أو مراسلتي على \u2068',
      afterEmail: '\u2069.',
    },
    title: (name) => `تحدّث مع ${isolate(name)}`,
    subtitle: 'مساعد مدعوم بالذكاء الاصطناعي • اسأل عن المشاريع أو الخدمات، أو اطلب عرض سعر',
    conversation: 'المحادثة',
    botSpeaker: (name) => `${name}: `,
    userSpeaker: 'أنت: ',
    typing: (name) =>
      `${isolate(name)} ${byPronouns({ he: 'يكتب', she: 'تكتب', they: 'يكتب' })}...`,
    input: 'رسالتك',
    placeholder: 'اكتب رسالتك...',
    send: 'إرسال الرسالة',
    stop: 'إيقاف',
    replies: {
      technicalDifficulties: (email, phone) =>
        `أعتذر، أواجه حاليًا بعض الصعوبات التقنية. لا تتردد في التواصل معي مباشرةً عبر البريد الإلكتروني ${isolate(email)} أو عبر WhatsApp على الرقم ${isolate(phone)}.`,
      rephrase: 'عذرًا، واجهتُ صعوبة في معالجة ذلك. هل يمكنك إعادة صياغة سؤالك من فضلك؟',
      fallback: (email, phone) =>
        `أعتذر عن هذا الخلل التقني. يُرجى التواصل معي مباشرةً عبر البريد الإلكتروني ${isolate(email)} أو عبر WhatsApp على الرقم ${isolate(phone)}.`,
    },
  },
};
