// SAMPLE CONTENT: the words about the owner, in Arabic. The facts they mention (name, years of
// experience, pronouns) come from ../../profile.ts; the city is written once below.
import { byPronouns } from '../../pronouns.ts';
import { firstName, owner } from '../../profile.ts';
import type { LocaleTexts } from '../../types.ts';
import { plural } from './ui.ts';

const role = byPronouns({
  he: 'مهندس ذكاء اصطناعي Full Stack',
  she: 'مهندسة ذكاء اصطناعي Full Stack',
  they: 'مهندس ذكاء اصطناعي Full Stack',
});
const city = 'الدار البيضاء';
const location = `${city}، المغرب`;
const residentIn = byPronouns({ he: 'مقيم في', she: 'مقيمة في', they: 'مقيم في' });

/** "N years" after a preposition, in the form Arabic grammar wants for N (سنتين، 5 سنوات، 11 سنة). */
export const years = (count: number) =>
  plural(count, {
    zero: `${count} سنة`,
    one: 'سنة',
    two: 'سنتين',
    few: `${count} سنوات`,
    many: `${count} سنة`,
    other: `${count} سنة`,
  });

const experience = years(owner.yearsOfExperience);

export const site: LocaleTexts['site'] = {
  title: `${owner.name} | ${role} في ${city}`,
  description: `${byPronouns({ he: 'يطوّر', she: 'تطوّر', they: 'يطوّر' })} ${owner.name} مواقع ويب سريعة وتطبيقات جوال وروبوتات محادثة بالذكاء الاصطناعي. ${role} في ${location}، بخبرة تزيد على ${experience}. احصل على عرض سعر مجاني.`,
};

export const profile: LocaleTexts['profile'] = {
  role,
  tagline: 'مواقع ويب وتطبيقات جوال وروبوتات محادثة بالذكاء الاصطناعي تدفع أعمالك إلى الأمام.',
  location,
  imageAlt: `صورة شخصية لـ${owner.name}`,
  socialLabels: { github: 'GitHub', linkedin: 'LinkedIn', x: 'X', email: 'البريد الإلكتروني' },
};

export const hero: LocaleTexts['hero'] = {
  headline: 'أبني تجارب رقمية',
  subheading: 'مواقع. تطبيقات. روبوتات محادثة.',
  intro: `أنا ${firstName}، ${byPronouns({
    he: `مهندس ذكاء اصطناعي Full Stack مقيم في ${city}`,
    she: `مهندسة ذكاء اصطناعي Full Stack مقيمة في ${city}`,
    they: `أعمل في هندسة الذكاء الاصطناعي Full Stack من ${city}`,
  })}. على مدى أكثر من ${experience}، ساعدتُ شركات ناشئة ومؤسسات راسخة على إطلاق مواقع ويب سريعة، وتطبيقات جوال متقنة، ومساعدين بالذكاء الاصطناعي يجيبون عملاءها على مدار الساعة.`,
};

export const about: LocaleTexts['about'] = {
  whoIAm: [
    `أنا ${role} ${residentIn} ${location}، بخبرة تزيد على ${experience} في تحويل الأفكار إلى منتجات يستخدمها الناس كل يوم.`,
    'أعمل على جميع طبقات المشروع: React وTypeScript للويب، وFlutter للجوال، وNode.js وJava وPython على الخادم، والنماذج اللغوية حيث تفيد فعلًا. يتعامل العميل مع شخص واحد يتحمّل مسؤولية النتيجة من أول رسم تخطيطي حتى الإطلاق وما بعده.',
  ],
  approach: [
    'فهم الهدف التجاري قبل كتابة أي سطر من الكود',
    'إطلاق نسخة عاملة مبكرًا، ثم تحسينها بناءً على ملاحظات حقيقية',
    'عروض أسعار ثابتة وشفافة، وتقارير أسبوعية عن سير العمل',
    'السرعة وسهولة الوصول والأمان من الأساس',
    'كود نظيف وموثّق تملكه بالكامل',
  ],
};

/** The fixed figures of the certifications stats row; the counts are computed from the data. */
export const certificationStats: LocaleTexts['certificationStats'] = [
  { label: 'سنوات النشاط', value: `${owner.yearsOfExperience}+` },
  { label: 'نسبة الإنجاز', value: '100%' },
];
