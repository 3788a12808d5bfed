// The chat hand-over's words in Arabic ("Send this conversation to ..."). They load with the
// chat, not with the page (../handoff.ts).
import type { HandoffTexts } from '../../types.ts';

/** A name or an address kept whole inside Arabic text (FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

export const handoff: HandoffTexts = {
  offer: (name) =>
    `هل تريد أن يتابع ${isolate(name)} معك بنفسه؟ أرسل له هذه المحادثة وسيرد عليك بالبريد الإلكتروني.`,
  action: (name) => `أرسل هذه المحادثة إلى ${isolate(name)}`,
  intro: (name) =>
    `يتلقى ${isolate(name)} المحادثة كاملة ويرد عليك بالبريد الإلكتروني، عادةً خلال يوم واحد.`,
  labels: { name: 'اسمك', email: 'بريدك الإلكتروني', note: 'هل تريد إضافة شيء؟ (اختياري)' },
  placeholders: {
    name: 'سارة أحمد',
    email: 'sara@example.com',
    note: 'موعد نهائي، رابط، أنسب وقت للاتصال بك...',
  },
  brief: 'تفاصيل المشروع (اختياري)',
  send: (name) => `أرسل إلى ${isolate(name)}`,
  sending: 'جارٍ الإرسال...',
  back: 'العودة إلى المحادثة',
  sent: (name, email) =>
    `تم الإرسال! وصلت محادثتنا إلى ${isolate(name)} وسيرد عليك على ${isolate(email)}، عادةً خلال يوم واحد. يمكنك في الأثناء مواصلة طرح أسئلتك هنا.`,
  errors: {
    name: 'يرجى إدخال اسمك.',
    email: 'يرجى إدخال بريد إلكتروني صالح.',
    noteTooLong: 'يرجى ألا تتجاوز ملاحظتك 5000 حرف.',
    failed: 'تعذّر إرسال المحادثة. يرجى المحاولة مرة أخرى.',
    tooMany: 'أُرسلت رسائل كثيرة من شبكتك. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
};
