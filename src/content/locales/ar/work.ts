// SAMPLE CONTENT: the words of the sections about the owner's work, in Arabic. Projects,
// certificates and testimonials are keyed by the ids of their facts (../../projects.ts,
// ../../certifications.ts, ../../testimonials.ts). Every entry is whole in itself (a testimonial
// that names the owner gets their words from ../../ownerWords.ts), so any of them may go, all of a
// kind included: `certifications: {}` with no certificate in ../../certifications.ts.
import { testimonialTexts } from '../../ownerWords.ts';
import type { LocaleTexts } from '../../types.ts';

export const navigation: LocaleTexts['navigation'] = {
  home: 'الرئيسية',
  services: 'الخدمات',
  portfolio: 'الأعمال',
  certifications: 'الشهادات',
  about: 'نبذة عني',
  contact: 'تواصل',
};

export const footerServices: LocaleTexts['footerServices'] = [
  'تطوير الويب',
  'تطبيقات الجوال',
  'روبوتات المحادثة',
  'تصميم UI/UX',
];

export const services: LocaleTexts['services'] = {
  web: {
    title: 'تطوير الويب',
    description:
      'مواقع وتطبيقات ويب سريعة وسهلة الوصول، من صفحة هبوط تحقّق التحويلات إلى لوحة تحكم SaaS متكاملة.',
    features: [
      'واجهات أمامية بـReact وTypeScript',
      'واجهات API بـNode.js وSpring Boot',
      'تحسين SEO ومؤشرات Core Web Vitals',
      'ربط أنظمة إدارة المحتوى والدفع والتحليلات',
    ],
  },
  mobile: {
    title: 'تطوير تطبيقات الجوال',
    description:
      'تطبيقات متعددة المنصات لنظامَي iOS وAndroid، تمنح إحساس التطبيقات الأصلية، وتعمل دون اتصال، وتُنشر على المتجرين.',
    features: [
      'تطبيقات Flutter بقاعدة كود واحدة',
      'المصادقة والبيانات والإشعارات عبر Firebase',
      'مزامنة تعمل دون اتصال أولًا',
      'النشر على App Store وGoogle Play',
    ],
  },
  chatbot: {
    title: 'تطوير روبوتات المحادثة',
    description:
      'مساعدون بالذكاء الاصطناعي يعرفون نشاطك التجاري، ويجيبون عملاءك على مدار الساعة، ويحيلون المحادثة إلى موظف حين يلزم الأمر.',
    features: [
      'إجابات مستندة إلى وثائقك الخاصة',
      'قنوات WhatsApp والموقع الإلكتروني وSlack',
      'نماذج خاصة عبر Ollama حين يجب أن تبقى البيانات داخل مؤسستك',
      'تحليلات المحادثات والإحالة إلى موظف',
    ],
  },
};

export const projectCategoryLabels: LocaleTexts['projectCategoryLabels'] = {
  web: 'الويب',
  mobile: 'الجوال',
  chatbot: 'روبوتات المحادثة',
};

export const projects: LocaleTexts['projects'] = {
  'web-1': {
    title: 'Atlas Commerce',
    description:
      'واجهة متجر إلكتروني بنمط headless لعلامة حِرف مغربية، مع دفع متعدد العملات ونتيجة 98 في Lighthouse.',
  },
  'web-2': {
    title: 'Medina Booking',
    description:
      'منصة حجز للرياضات ودور الضيافة: توفّر فوري للغرف، ودفع العربون، ولوحة تحكم للمالكين.',
  },
  'web-3': {
    title: 'Pulse Analytics',
    description:
      'لوحة تحليلات فورية تحوّل تدفقات الأحداث الخام إلى رسوم بيانية يقرؤها فريق التسويق بنظرة واحدة.',
  },
  'web-4': {
    title: 'LexDesk',
    description:
      'نظام لإدارة القضايا لمكتب محاماة: الوثائق والآجال وبوابات العملاء، مع صلاحيات وصول حسب الدور.',
  },
  'web-5': {
    title: 'Sahara Trails',
    description:
      'موقع سفر غني بالمحتوى، مع أداة تفاعلية لبناء مسارات الرحلات وصفحات متعددة اللغات.',
  },
  'web-6': {
    title: 'FinTrack',
    description:
      'تطبيق ويب للمالية الشخصية يصنّف المعاملات البنكية بنموذج تعلّم آلي صغير ويتوقّع النفقات.',
  },
  'web-7': {
    title: 'Portfolio Starter',
    description:
      'القالب مفتوح المصدر الذي بُني عليه هذا الموقع: صفحات مولَّدة مسبقًا، وسهلة الوصول، وقابلة للنشر كملفات ثابتة.',
  },
  'mobile-1': {
    title: 'FitBuddy',
    description:
      'مدرّب لياقة مبني بـFlutter، مع خطط تمارين وصور لمتابعة التقدّم وتذكيرات تتزامن بين الأجهزة.',
  },
  'mobile-2': {
    title: 'Souk Delivery',
    description:
      'تطبيق لتوصيل البقالة على iOS وAndroid، مع تتبّع مباشر لعامل التوصيل وإمكانية الدفع عند الاستلام.',
  },
  'chatbot-1': {
    title: 'ClinicBot',
    description:
      'مساعد على WhatsApp يحجز المواعيد لعيادة أسنان ويجيب عن الأسئلة بالعربية والفرنسية والإنجليزية.',
  },
  'chatbot-2': {
    title: 'DocsAssistant',
    description:
      'مساعد خاص يعتمد على التوليد المعزَّز بالاسترجاع (RAG)، يجيب عن أسئلة الموظفين من الوثائق الداخلية ويعمل على Ollama.',
  },
};

/** The filter labels of the certification categories (shown lower-case, as tags). */
export const certificationCategoryLabels: LocaleTexts['certificationCategoryLabels'] = {
  all: 'الكل',
  web: 'الويب',
  devops: 'DevOps',
  ai: 'الذكاء الاصطناعي',
  mobile: 'الجوال',
  general: 'عام',
};

export const certifications: LocaleTexts['certifications'] = {
  'react-developer': {
    title: 'شهادة مطوّر React',
    issuer: 'Atlas Web Institute',
    description: 'تصميم المكوّنات، والـHooks، وإدارة الحالة، واختبار تطبيقات React في بيئة الإنتاج.',
  },
  'git-version-control': {
    title: 'إدارة الإصدارات باستخدام Git',
    issuer: 'Open Source Guild',
    description:
      'استراتيجيات التفريع، وإعادة الأساس (rebase)، وسير عمل مراجعة الكود، وتدارك الأخطاء.',
  },
  'docker-essentials': {
    title: 'أساسيات Docker',
    issuer: 'Container Academy',
    description:
      'الصور، والبناء متعدد المراحل، والشبكات، ووحدات التخزين، وCompose للبيئات المحلية.',
  },
  'virtualization-fundamentals': {
    title: 'أسس المحاكاة الافتراضية',
    issuer: 'Cloud Infrastructure Institute',
    description:
      'برامج الإشراف الافتراضي (Hypervisors)، والأجهزة الافتراضية، والتخزين، والشبكات لأحمال العمل المحلية والسحابية.',
  },
  'machine-learning': {
    title: 'تخصّص تعلّم الآلة',
    issuer: 'SkillForge Online',
    description: 'التعلّم الخاضع للإشراف وغير الخاضع للإشراف، وتقييم النماذج، وهندسة الخصائص عمليًا.',
  },
  'deep-learning': {
    title: 'أسس التعلّم العميق',
    issuer: 'SkillForge Online',
    description: 'الشبكات العصبية، وخوارزميات التحسين، والنماذج الالتفافية ونماذج التسلسل.',
  },
  'nlp-transformers': {
    title: 'معالجة اللغات الطبيعية باستخدام Transformers',
    issuer: 'SkillForge Online',
    description:
      'تقطيع النصوص إلى وحدات (Tokenization)، والتضمينات، والضبط الدقيق، وتقييم نماذج Transformer.',
  },
  'generative-ai': {
    title: 'الذكاء الاصطناعي التوليدي وهندسة الأوامر',
    issuer: 'SkillForge Online',
    description:
      'بناء ميزات موثوقة بالنماذج اللغوية الكبيرة: صياغة الأوامر، والتوليد المعزَّز بالاسترجاع، وضوابط الحماية.',
  },
  'fullstack-javascript': {
    title: 'تطوير Full Stack بـJavaScript',
    issuer: 'SkillForge Online',
    description: 'واجهات API بـNode.js، وتصميم REST، والمصادقة، ونشر تطبيقات JavaScript.',
  },
  'typescript-advanced': {
    title: 'البرمجة المتقدّمة بـTypeScript',
    issuer: 'SkillForge Online',
    description:
      'الأنواع العامة (Generics)، واستنتاج الأنواع، ونمذجة قواعد المجال في نظام الأنواع.',
  },
  'web-accessibility': {
    title: 'إمكانية الوصول في الويب',
    issuer: 'SkillForge Online',
    description: 'معايير WCAG 2.2، وHTML الدلالي، وARIA، والاختبار بالتقنيات المساعدة.',
  },
  'flutter-development': {
    title: 'تطوير التطبيقات بـFlutter',
    issuer: 'SkillForge Online',
    description: 'عناصر الواجهة (Widgets)، وإدارة الحالة، وقنوات المنصة، والنشر على المتاجر.',
  },
  'android-kotlin': {
    title: 'تطوير تطبيقات Android باستخدام Kotlin',
    issuer: 'SkillForge Online',
    description:
      'واجهات Jetpack Compose، ومكوّنات البنية المعمارية، والمهام في الخلفية على Android.',
  },
  'agile-project-management': {
    title: 'الإدارة الرشيقة للمشاريع (Agile)',
    issuer: 'SkillForge Online',
    description: 'منهجيتا Scrum وKanban، وتقدير الجهد، والعمل مع العملاء عبر دورات ملاحظات قصيرة.',
  },
};

export const skillGroups: LocaleTexts['skillGroups'] = {
  frontend: 'الواجهة الأمامية',
  backend: 'الواجهة الخلفية',
  mobile: 'الجوال',
  ai: 'الذكاء الاصطناعي وروبوتات المحادثة',
};

export const testimonials: LocaleTexts['testimonials'] = testimonialTexts({
  'salma-idrissi': ({ firstName, byPronouns }) => ({
    role: 'مؤسِّسة، Atlas Crafts',
    content: `${byPronouns({ he: 'أعاد', she: 'أعادت', they: 'أعاد' })} ${firstName} بناء متجرنا الإلكتروني في ستة أسابيع. الصفحات تُحمَّل فورًا، وتضاعفت مبيعاتنا عبر الجوال في الربع الأول.`,
  }),
  'youssef-amrani': {
    role: 'مدير العمليات، عيادة Dental Care',
    content:
      'أصبح مساعد WhatsApp يحجز معظم مواعيدنا. المرضى يحبّونه، وأخيرًا صار لدى موظفي الاستقبال وقت للمرضى الحاضرين أمامهم.',
  },
  'claire-martin': ({ firstName, byPronouns }) => ({
    role: 'مسؤولة المنتج، Pulse Labs',
    content: `تواصل واضح، وتقديرات صادقة، وكود نظيف. ${firstName} ${byPronouns({
      he: 'هو أول مستقل نواصل العمل معه',
      she: 'هي أول مستقلة نواصل العمل معها',
      they: 'هو أول مستقل نواصل العمل معه',
    })} في مشروع ثانٍ ثم ثالث.`,
  }),
});
