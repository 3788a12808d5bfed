// SAMPLE CONTENT: the words of the sections about the owner's work, in French. Projects,
// certificates and testimonials are keyed by the ids of their facts (../../projects.ts,
// ../../certifications.ts, ../../testimonials.ts). Every entry is whole in itself (a testimonial
// that names the owner gets their words from ../../ownerWords.ts), so any of them may go, all of a
// kind included: `certifications: {}` with no certificate in ../../certifications.ts.
import { testimonialTexts } from '../../ownerWords.ts';
import type { LocaleTexts } from '../../types.ts';

export const navigation: LocaleTexts['navigation'] = {
  home: 'Accueil',
  services: 'Services',
  portfolio: 'Portfolio',
  certifications: 'Certifications',
  about: 'À propos',
  contact: 'Contact',
};

export const footerServices: LocaleTexts['footerServices'] = [
  'Développement web',
  'Applications mobiles',
  'Chatbots',
  'Design UI/UX',
];

export const services: LocaleTexts['services'] = {
  web: {
    title: 'Développement web',
    description:
      'Des sites et applications web rapides et accessibles, de la landing page qui convertit au tableau de bord SaaS complet.',
    features: [
      'Interfaces React et TypeScript',
      'API Node.js et Spring Boot',
      'Optimisation SEO et Core Web Vitals',
      'Intégration de CMS, paiements et statistiques',
    ],
  },
  mobile: {
    title: 'Développement mobile',
    description:
      'Des applications multiplateformes pour iOS et Android, aussi fluides que du natif, utilisables hors ligne et publiées sur les deux stores.',
    features: [
      'Apps Flutter avec une seule base de code',
      'Authentification, données et notifications Firebase',
      'Synchronisation pensée pour le hors-ligne',
      'Publication sur l’App Store et Google Play',
    ],
  },
  chatbot: {
    title: 'Développement de chatbots',
    description:
      'Des assistants IA qui connaissent votre activité, répondent à vos clients 24\u00a0h/24, 7\u00a0j/7 et passent la main à un humain quand il le faut.',
    features: [
      'Des réponses fondées sur vos propres documents',
      'Canaux WhatsApp, site web et Slack',
      'Modèles privés avec Ollama quand les données doivent rester en interne',
      'Statistiques des conversations et relais vers un humain',
    ],
  },
};

export const projectCategoryLabels: LocaleTexts['projectCategoryLabels'] = {
  web: 'Web',
  mobile: 'Mobile',
  chatbot: 'Chatbot',
};

export const projects: LocaleTexts['projects'] = {
  'web-1': {
    title: 'Atlas Commerce',
    description:
      'Une boutique e-commerce headless pour une marque d’artisanat marocain, avec paiement multidevise et un score Lighthouse de 98.',
  },
  'web-2': {
    title: 'Medina Booking',
    description:
      'Plateforme de réservation pour riads et maisons d’hôtes\u00a0: disponibilités en temps réel, acomptes et tableau de bord pour les propriétaires.',
  },
  'web-3': {
    title: 'Pulse Analytics',
    description:
      'Un tableau de bord analytique en temps réel qui transforme des flux d’événements bruts en graphiques qu’une équipe marketing lit d’un coup d’œil.',
  },
  'web-4': {
    title: 'LexDesk',
    description:
      'Gestion des dossiers d’un cabinet d’avocats\u00a0: documents, échéances et portails clients, avec des accès selon les rôles.',
  },
  'web-5': {
    title: 'Sahara Trails',
    description:
      'Un site de voyage riche en contenu, avec un créateur d’itinéraires interactif et des pages multilingues.',
  },
  'web-6': {
    title: 'FinTrack',
    description:
      'Application web de finances personnelles qui classe les transactions bancaires grâce à un petit modèle de ML et prévoit les dépenses.',
  },
  'web-7': {
    title: 'Portfolio Starter',
    description:
      'Le modèle open source derrière ce site\u00a0: prérendu, accessible et déployable sous forme de fichiers statiques.',
  },
  'mobile-1': {
    title: 'FitBuddy',
    description:
      'Un coach sportif Flutter avec programmes d’entraînement, photos de progression et rappels synchronisés sur tous les appareils.',
  },
  'mobile-2': {
    title: 'Souk Delivery',
    description:
      'Application de livraison de courses pour iOS et Android, avec suivi du livreur en temps réel et paiement à la livraison.',
  },
  'chatbot-1': {
    title: 'ClinicBot',
    description:
      'Un assistant WhatsApp qui prend les rendez-vous d’un cabinet dentaire et répond aux questions en arabe, en français et en anglais.',
  },
  'chatbot-2': {
    title: 'DocsAssistant',
    description:
      'Un assistant RAG privé qui répond aux questions du personnel à partir des documents internes, et tourne sur Ollama.',
  },
};

/** The filter labels of the certification categories (shown lower-case, as tags). */
export const certificationCategoryLabels: LocaleTexts['certificationCategoryLabels'] = {
  all: 'toutes',
  web: 'web',
  devops: 'devops',
  ai: 'ia',
  mobile: 'mobile',
  general: 'général',
};

export const certifications: LocaleTexts['certifications'] = {
  'react-developer': {
    title: 'Certification Développeur React',
    issuer: 'Atlas Web Institute',
    description:
      'Conception de composants, hooks, gestion d’état et tests d’applications React en production.',
  },
  'git-version-control': {
    title: 'Gestion de versions avec Git',
    issuer: 'Open Source Guild',
    description:
      'Stratégies de branches, rebase, processus de revue de code et récupération après une erreur.',
  },
  'docker-essentials': {
    title: 'Les essentiels de Docker',
    issuer: 'Container Academy',
    description:
      'Images, builds multi-étapes, réseau, volumes et Compose pour les environnements locaux.',
  },
  'virtualization-fundamentals': {
    title: 'Fondamentaux de la virtualisation',
    issuer: 'Cloud Infrastructure Institute',
    description:
      'Hyperviseurs, machines virtuelles, stockage et réseau pour les charges de travail sur site et dans le cloud.',
  },
  'machine-learning': {
    title: 'Spécialisation en apprentissage automatique',
    issuer: 'SkillForge Online',
    description:
      'Apprentissage supervisé et non supervisé, évaluation de modèles et ingénierie des caractéristiques en pratique.',
  },
  'deep-learning': {
    title: 'Fondements de l’apprentissage profond',
    issuer: 'SkillForge Online',
    description: 'Réseaux de neurones, optimisation, modèles convolutifs et séquentiels.',
  },
  'nlp-transformers': {
    title: 'Traitement automatique du langage avec les Transformers',
    issuer: 'SkillForge Online',
    description: 'Tokenisation, embeddings, fine-tuning et évaluation de modèles Transformer.',
  },
  'generative-ai': {
    title: 'IA générative et ingénierie de prompts',
    issuer: 'SkillForge Online',
    description:
      'Concevoir des fonctionnalités LLM fiables\u00a0: prompts, génération augmentée par récupération et garde-fous.',
  },
  'fullstack-javascript': {
    title: 'JavaScript full stack',
    issuer: 'SkillForge Online',
    description:
      'API Node.js, conception REST, authentification et déploiement d’applications JavaScript.',
  },
  'typescript-advanced': {
    title: 'TypeScript avancé',
    issuer: 'SkillForge Online',
    description:
      'Génériques, inférence de types et modélisation des règles métier dans le système de types.',
  },
  'web-accessibility': {
    title: 'Accessibilité web',
    issuer: 'SkillForge Online',
    description: 'WCAG 2.2, HTML sémantique, ARIA et tests avec les technologies d’assistance.',
  },
  'flutter-development': {
    title: 'Développement d’applications Flutter',
    issuer: 'SkillForge Online',
    description: 'Widgets, gestion d’état, canaux de plateforme et publication sur les stores.',
  },
  'android-kotlin': {
    title: 'Développement Android avec Kotlin',
    issuer: 'SkillForge Online',
    description:
      'Jetpack Compose, composants d’architecture et tâches en arrière-plan sur Android.',
  },
  'agile-project-management': {
    title: 'Gestion de projet agile',
    issuer: 'SkillForge Online',
    description:
      'Scrum, Kanban, estimation et collaboration avec les clients par cycles de retours courts.',
  },
};

export const skillGroups: LocaleTexts['skillGroups'] = {
  frontend: 'Frontend',
  backend: 'Backend',
  mobile: 'Mobile',
  ai: 'IA & chatbots',
};

export const testimonials: LocaleTexts['testimonials'] = testimonialTexts({
  'salma-idrissi': ({ firstName }) => ({
    role: 'Fondatrice, Atlas Crafts',
    content: `${firstName} a refait notre boutique en ligne en six semaines. Les pages s’affichent instantanément, et nos ventes sur mobile ont doublé dès le premier trimestre.`,
  }),
  'youssef-amrani': {
    role: 'Directeur des opérations, Dental Care Clinic',
    content:
      'L’assistant WhatsApp prend désormais la plupart de nos rendez-vous. Les patients l’adorent, et nos réceptionnistes ont enfin du temps pour les personnes présentes au cabinet.',
  },
  'claire-martin': ({ firstName, byPronouns }) => {
    // 'le premier freelance que nous avons gardé', agreeing with the owner (../../profile.ts).
    const firstFreelancerKept = byPronouns({
      he: 'le premier freelance que nous avons gardé',
      she: 'la première freelance que nous avons gardée',
      they: 'la première personne en freelance que nous avons gardée',
    });
    return {
      role: 'Responsable produit, Pulse Labs',
      content: `Une communication claire, des estimations honnêtes et un code propre. ${firstName} est ${firstFreelancerKept} pour un deuxième, puis un troisième projet.`,
    };
  },
});
