// The chat hand-over's words in French ("Send this conversation to ..."). They load with the
// chat, not with the page (../handoff.ts).
import { byPronouns } from '../../pronouns.ts';
import type { HandoffTexts } from '../../types.ts';

export const handoff: HandoffTexts = {
  offer: (name) =>
    `Vous voulez que ${name} prenne le relais ? Envoyez-lui cette conversation, ${byPronouns({
      he: 'il vous répondra par e-mail',
      she: 'elle vous répondra par e-mail',
      they: 'vous aurez sa réponse par e-mail',
    })}.`,
  action: (name) => `Envoyer cette conversation à ${name}`,
  intro: (name) =>
    `${name} reçoit toute la conversation et vous répond par e-mail, en général sous 24 heures.`,
  labels: { name: 'Votre nom', email: 'Votre e-mail', note: 'Un mot à ajouter ? (facultatif)' },
  placeholders: {
    name: 'Marie Dupont',
    email: 'marie@exemple.fr',
    note: 'Une échéance, un lien, le meilleur moment pour vous appeler...',
  },
  brief: 'Détails du projet (facultatif)',
  send: (name) => `Envoyer à ${name}`,
  sending: 'Envoi...',
  back: 'Retour à la conversation',
  sent: (name, email) =>
    `C’est envoyé ! ${name} a notre conversation et vous répondra à ${email}, en général sous 24 heures. En attendant, vous pouvez continuer à me poser vos questions ici.`,
  errors: {
    name: 'Veuillez indiquer votre nom.',
    email: 'Veuillez indiquer une adresse e-mail valide.',
    noteTooLong: 'Votre mot doit faire moins de 5\u00a0000 caractères.',
    failed: 'La conversation n’a pas pu être envoyée. Veuillez réessayer.',
    tooMany:
      'Trop de messages envoyés depuis votre réseau. Veuillez patienter quelques minutes avant de réessayer.',
  },
};
