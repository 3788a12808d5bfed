// The words around the owner's reply to a lead who wrote in Arabic, and the draft offered when no
// AI drafts it (../reply.ts).
import type { ReplyTexts } from '../../types.ts';

export const reply: ReplyTexts = {
  subject: (subject) => `رد: ${subject}`,
  noSubject: (ownerName) => `رسالتك إلى ${ownerName}`,
  greeting: (visitorName) => `مرحبًا ${visitorName}،`,
  signOff: 'مع أطيب التحيات،',
  quoteHeader: (date, visitorName) => `في ${date}، كتب ${visitorName}:`,
  chatQuoteHeader: (date, visitorName) => `في ${date}، سأل ${visitorName} في المحادثة:`,
  draft: {
    thanks: (service) =>
      service ? `شكرًا على رسالتك وعلى التفكير بي لمشروعك (${service}).` : 'شكرًا على رسالتك.',
    brief: (budget, timeline) =>
      [
        budget && `لقد دوّنت ميزانيتك (${budget})`,
        timeline && `${budget ? 'والمدة المطلوبة' : 'لقد دوّنت المدة المطلوبة'} (${timeline})`,
      ]
        .filter(Boolean)
        .join(' ') + '.',
    nextStep: (schedulingUrl) =>
      `أفضل خطوة تالية هي مكالمة قصيرة لنتحدث عمّا تحتاجه. يمكنك اختيار الوقت المناسب لك من هنا: ${schedulingUrl}`,
  },
};
