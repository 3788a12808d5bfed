// The chat hand-over's words in Arabic ("Send this conversation to ..."). They load with the
// chat, not with the page (../handoff.ts).
import { byPronouns } from '../../pronouns.ts';
import type { HandoffTexts } from '../../types.ts';

/** A name or an address kept whole inside Arabic text (FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

export const handoff: HandoffTexts = {
  offer: (name) =>
    byPronouns({
      he: `هل تريد أن يتابع ${isolate(name)} معك بنفسه؟ أرسل له هذه المحادثة وسيرد عليك بالبريد الإلكتروني.`,
      she: `هل تريد أن تتابع ${isolate(name)} معك بنفسها؟ أرسل لها هذه المحادثة وسترد عليك بالبريد الإلكتروني.`,
      they: `هل تريد أن يتابع ${isolate(name)} معك بنفسه؟ أرسل هذه المحادثة وستصلك الإجابة بالبريد الإلكتروني.`,
    }),
  action: (name) => `أرسل هذه المحادثة إلى ${isolate(name)}`,
  intro: (name) =>
    `${byPronouns({ he: 'يتلقى', she: 'تتلقى', they: 'يتلقى' })} ${isolate(name)} المحادثة كاملة ${byPronouns({ he: 'ويرد', she: 'وترد', they: 'ويرد' })} عليك بالبريد الإلكتروني، عادةً خلال يوم واحد.`,
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
    `تم الإرسال! وصلت محادثتنا إلى ${isolate(name)} ${byPronouns({ he: 'وسيرد', she: 'وسترد', they: 'وسيرد' })} عليك على ${isolate(email)}، عادةً خلال يوم واحد. يمكنك في الأثناء مواصلة طرح أسئلتك هنا.`,
  errors: {
    name: 'يرجى إدخال اسمك.',
    email: 'يرجى إدخال بريد إلكتروني صالح.',
    noteTooLong: 'يرجى ألا تتجاوز ملاحظتك 5000 حرف.',
    failed: 'تعذّر إرسال المحادثة. يرجى المحاولة مرة أخرى.',
    tooMany: 'أُرسلت رسائل كثيرة من شبكتك. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
};
