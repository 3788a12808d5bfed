// The words of the interface in French: headings, labels, names for screen readers, status lines
// and error texts, for the public page, the contact form and the chat. Components hold no text, so
// a reworded heading is a change to this file alone (and to the same file of each language).
import { byPronouns } from '../../pronouns.ts';
import type { ContactFieldName, UiTexts } from '../../types.ts';

/** The contact form's field labels, which its errors also name the fields by. */
const contactLabels: Record<ContactFieldName, string> = {
  name: 'Nom',
  email: 'E-mail',
  subject: 'Objet',
  message: 'Message',
};

/** French plural: 0 and 1 take the singular. */
const plural = (count: number, one: string, other: string) => (count > 1 ? other : one);

export const ui: UiTexts = {
  skipToContent: 'Aller au contenu',
  header: {
    mainNavigation: 'Principale',
    mobileNavigation: 'Mobile',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    getQuote: 'Demander un devis',
    getQuoteShort: 'Devis',
    languages: 'Langue',
    currentLanguage: (name) => `Langue\u00a0: ${name}`,
    darkTheme: 'Thème sombre',
  },
  hero: {
    roleAndLocation: (role, location) => `${role} · ${location}`,
    viewMyWork: 'Voir mes réalisations',
    getQuote: 'Demander un devis',
    quickContact: 'Contact rapide',
    chatOnWhatsApp: 'Discuter sur WhatsApp',
    bookCall: 'Réserver un appel',
    techStack: 'Technologies',
    techStackList: 'Les technologies que j’utilise',
  },
  services: {
    heading: {
      eyebrow: 'Ce que je fais',
      title: 'Services',
      description: `De la première esquisse au jour du lancement, et au-delà\u00a0: ${byPronouns({
        he: 'un seul ingénieur',
        she: 'une seule ingénieure',
        they: 'une seule personne',
      })}, responsable de tout le résultat.`,
    },
    featuresOf: (service) => `Points clés\u00a0: ${service}`,
    customQuote: 'Demander un devis personnalisé',
  },
  portfolio: {
    heading: {
      eyebrow: 'Portfolio',
      title: 'Projets phares',
      description:
        'Une sélection de sites web, d’applications mobiles et de chatbots réalisés pour des clients et pour la communauté open source.',
    },
    filterGroup: 'Filtrer les projets par catégorie',
    allProjects: 'Tous les projets',
    showingAll: (count) =>
      plural(count, `Affichage de ${count} projet`, `Affichage des ${count} projets`),
    showingCategory: (count, category) =>
      `Affichage de ${count} ${plural(count, 'projet', 'projets')} de la catégorie ${category}`,
    projectList: 'Projets',
    screenshotOf: (title) => `Capture d’écran de ${title}`,
    techStackOf: (title) => `Technologies de ${title}`,
    code: 'Code',
    codeFor: (title) => `Code de ${title} (s’ouvre dans un nouvel onglet)`,
    liveDemo: 'Démo en ligne',
    liveDemoOf: (title) => `Démo en ligne de ${title} (s’ouvre dans un nouvel onglet)`,
  },
  certifications: {
    heading: {
      eyebrow: 'Qualifications',
      title: 'Certifications',
      description:
        'Des formations et des examens qui maintiennent mes compétences à jour en web, DevOps, IA et mobile. Ouvrez une carte pour consulter le certificat.',
    },
    filterGroup: 'Filtrer les certifications par catégorie',
    showingAll: (count) =>
      plural(count, `Affichage de ${count} certification`, `Affichage des ${count} certifications`),
    showingCategory: (count, category) =>
      `Affichage de ${count} ${plural(count, 'certification', 'certifications')} de la catégorie ${category}`,
    certificateList: 'Certificats',
    openCertificate: 'Ouvrir le certificat\u00a0: ',
    pdfInNewTab: ' (PDF, s’ouvre dans un nouvel onglet)',
    pauseScrolling: 'Mettre le défilement en pause',
    resumeScrolling: 'Reprendre le défilement',
    stats: { total: 'Certifications', categories: 'Catégories' },
  },
  about: {
    heading: { eyebrow: 'À propos de moi', title: 'À propos' },
    whoIAm: 'Qui suis-je\u202f?',
    atAGlance: 'En bref',
    myApproach: 'Ma démarche',
    technicalSkills: 'Compétences techniques',
    technologiesOf: (category) => `Technologies\u00a0: ${category}`,
    clientTestimonials: 'Témoignages clients',
    rating: (stars, outOf) => `Note\u00a0: ${stars} sur ${outOf}`,
    quote: (text) => `«\u00a0${text}\u00a0»`,
  },
  contact: {
    heading: {
      eyebrow: 'Contactez-moi',
      title: 'Échangeons',
      description:
        'Un projet en tête ou une question sur mon travail\u202f? Envoyez-moi un message et je reviendrai vers vous.',
    },
    contactInformation: 'Coordonnées',
    email: 'E-mail',
    phone: 'Téléphone',
    location: 'Localisation',
    followMe: 'Suivez-moi',
  },
  footer: {
    socialLinks: 'Réseaux sociaux',
    quickLinks: 'Liens rapides',
    services: 'Services',
    copyright: (year, name) => `© ${year} ${name}. Tous droits réservés.`,
  },
  notFound: {
    pageTitle: 'Page introuvable',
    code: '404',
    heading: 'Cette page n’existe pas',
    explanation:
      'Le lien est peut-être rompu, ou la page a été déplacée. Tout se trouve sur la page d’accueil.',
    backHome: 'Retour à la page d’accueil',
  },
  errorFallback: {
    title: 'Cette partie de la page n’a pas pu se charger.',
    hint: 'Veuillez vérifier votre connexion et réessayer.',
    tryAgain: 'Réessayer',
  },
  contactForm: {
    form: 'Formulaire de contact',
    labels: contactLabels,
    optional: '(facultatif)',
    placeholders: {
      name: 'Votre nom',
      email: 'vous@exemple.com',
      subject: 'De quoi s’agit-il\u202f?',
      message: 'Parlez-moi de votre projet, de vos délais et de votre budget.',
    },
    characterCount: (count, max) =>
      `${count.toLocaleString('fr-FR')} / ${max.toLocaleString('fr-FR')} ${plural(max, 'caractère', 'caractères')}`,
    honeypot: 'Laissez ce champ vide',
    send: 'Envoyer le message',
    sending: 'Envoi en cours...',
    sent: 'Votre message a bien été envoyé\u202f!',
    errors: {
      requiredFields: 'Veuillez remplir tous les champs obligatoires',
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      invisibleInEmail:
        'Votre adresse e-mail contient un caractère invisible. Veuillez la saisir à nouveau plutôt que de la coller.',
      tooLong: (field, max) =>
        `Le champ «\u00a0${contactLabels[field]}\u00a0» ne doit pas dépasser ${max.toLocaleString('fr-FR')} ${plural(max, 'caractère', 'caractères')}`,
      unsendableCharacter: (field) =>
        `${field ? `Le champ «\u00a0${contactLabels[field]}\u00a0»` : 'Votre message'} contient un caractère impossible à envoyer (NUL). Veuillez le supprimer.`,
      sendFailed: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.',
      unknown: 'Une erreur inconnue est survenue',
      tooManyMessages:
        'Trop de messages ont été envoyés depuis votre réseau. Veuillez patienter quelques minutes, puis réessayer.',
    },
  },
  brief: {
    toggle: 'Ajouter les détails du projet — service, budget, délai',
    fields: { service: 'Service', budget: 'Budget', timeline: 'Délai' },
    values: {
      service: {
        website: 'Site web',
        mobile_app: 'Application mobile',
        chatbot: 'Chatbot',
        other: 'Autre chose',
      },
      budget: {
        under_1k: 'Moins de 1\u202f000\u00a0$',
        '1k_5k': '1\u202f000 à 5\u202f000\u00a0$',
        '5k_10k': '5\u202f000 à 10\u202f000\u00a0$',
        over_10k: 'Plus de 10\u202f000\u00a0$',
      },
      timeline: {
        asap: 'Dès que possible',
        '1_month': 'D’ici un mois',
        '3_months': 'D’ici 3\u00a0mois',
        flexible: 'Flexible',
      },
    },
    notSure: 'Je ne sais pas encore',
    chosen: (choices) => `Choix\u00a0: ${choices.join(' · ')}`,
  },
  chat: {
    openChat: 'Ouvrir la discussion',
    closeChat: 'Fermer la discussion',
    loading: 'Chargement de la discussion...',
    unavailable: {
      title: 'La discussion n’a pas pu se charger.',
      beforeEmail: 'Veuillez réessayer, ou écrivez-moi à ',
      afterEmail: '.',
    },
    title: (name) => `Discuter avec ${name}`,
    subtitle: 'Assistant IA • Questions sur les projets, les services ou demande de devis',
    conversation: 'Conversation',
    botSpeaker: (name) => `${name}\u00a0: `,
    userSpeaker: 'Vous\u00a0: ',
    typing: (name) => `${name} est en train d’écrire...`,
    input: 'Votre message',
    placeholder: 'Écrivez votre message...',
    send: 'Envoyer le message',
    stop: 'Arrêter',
    replies: {
      technicalDifficulties: (email, phone) =>
        `${byPronouns({ he: 'Je suis désolé', she: 'Je suis désolée', they: 'Toutes mes excuses' })}, je rencontre actuellement des difficultés techniques. N’hésitez pas à me contacter directement à ${email} ou sur WhatsApp au ${phone}.`,
      rephrase: `${byPronouns({ he: 'Désolé', she: 'Désolée', they: 'Pardon' })}, je n’ai pas réussi à traiter votre message. Pourriez-vous reformuler votre question\u202f?`,
      fallback: (email, phone) =>
        `Veuillez m’excuser pour ce problème technique. Contactez-moi directement à ${email} ou sur WhatsApp au ${phone}.`,
    },
  },
};
