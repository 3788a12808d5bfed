// The words around the owner's reply to a lead who wrote in English, and the draft offered when
// no AI drafts it (../reply.ts).
import type { ReplyTexts } from '../../types.ts';

export const reply: ReplyTexts = {
  subject: (subject) => `Re: ${subject}`,
  noSubject: (ownerName) => `Your message to ${ownerName}`,
  greeting: (visitorName) => `Hello ${visitorName},`,
  signOff: 'Best regards,',
  quoteHeader: (date, visitorName) => `On ${date}, ${visitorName} wrote:`,
  chatQuoteHeader: (date, visitorName) => `On ${date}, ${visitorName} asked in the chat:`,
  draft: {
    thanks: (service) =>
      service
        ? `Thank you for your message and for thinking of me for your ${service} project.`
        : 'Thank you for your message.',
    brief: (budget, timeline) =>
      [
        budget && `I have noted your budget (${budget})`,
        timeline && `${budget ? 'and your timeline' : 'I have noted your timeline'} (${timeline})`,
      ]
        .filter(Boolean)
        .join(' ') + '.',
    nextStep: (schedulingUrl) =>
      `The best next step is a short call to go through what you need. You can pick a time that suits you here: ${schedulingUrl}`,
  },
};
