// The words around the owner's reply to a lead who wrote in French, and the draft offered when no
// AI drafts it (../reply.ts).
import type { ReplyTexts } from '../../types.ts';

export const reply: ReplyTexts = {
  subject: (subject) => `Re : ${subject}`,
  noSubject: (ownerName) => `Votre message à ${ownerName}`,
  greeting: (visitorName) => `Bonjour ${visitorName},`,
  signOff: 'Bien cordialement,',
  quoteHeader: (date, visitorName) => `Le ${date}, ${visitorName} a écrit :`,
  chatQuoteHeader: (date, visitorName) => `Le ${date}, ${visitorName} a demandé dans le chat :`,
  draft: {
    thanks: (service) =>
      service
        ? `Merci pour votre message et d’avoir pensé à moi pour votre projet (${service}).`
        : 'Merci pour votre message.',
    brief: (budget, timeline) =>
      [
        budget && `J’ai bien noté votre budget (${budget})`,
        timeline && `${budget ? 'et votre délai' : 'J’ai bien noté votre délai'} (${timeline})`,
      ]
        .filter(Boolean)
        .join(' ') + '.',
    nextStep: (schedulingUrl) =>
      `Le plus simple est d’en parler lors d’un court appel. Vous pouvez choisir un créneau qui vous convient ici : ${schedulingUrl}`,
  },
};
