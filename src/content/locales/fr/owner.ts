// SAMPLE CONTENT: the words about the owner, in French. The facts they mention (name, years of
// experience, pronouns) come from ../../profile.ts; the city is written once below.
import { byPronouns } from '../../pronouns.ts';
import { firstName, owner } from '../../profile.ts';
import type { LocaleTexts } from '../../types.ts';

const role = byPronouns({
  he: 'Ingénieur full stack IA',
  she: 'Ingénieure full stack IA',
  they: 'Spécialiste full stack IA',
});
const city = 'Casablanca';
const location = `${city}, Maroc`;
/** 'basé à' before the city, agreeing with the owner. */
const basedIn = byPronouns({ he: 'basé à', she: 'basée à', they: 'exerçant à' });

export const site: LocaleTexts['site'] = {
  title: `${owner.name} | ${role} à ${city}`,
  description: `${owner.name}, ${role} à ${location}\u00a0: sites web rapides, applications mobiles et chatbots IA. Plus de ${owner.yearsOfExperience} ans d’expérience. Devis gratuit.`,
};

export const profile: LocaleTexts['profile'] = {
  role,
  tagline: 'Sites web, applications mobiles et chatbots IA qui font avancer votre activité.',
  location,
  imageAlt: `Portrait de ${owner.name}`,
  socialLabels: { github: 'GitHub', linkedin: 'LinkedIn', x: 'X', email: 'E-mail' },
};

export const hero: LocaleTexts['hero'] = {
  headline: 'JE CRÉE DES EXPÉRIENCES NUMÉRIQUES',
  subheading: 'Sites web. Applications. Chatbots.',
  intro: `Je suis ${firstName}, ${byPronouns({
    he: 'ingénieur full stack spécialisé en IA',
    she: 'ingénieure full stack spécialisée en IA',
    they: 'spécialiste full stack de l’IA',
  })}, ${basedIn} ${city}. Depuis plus de ${owner.yearsOfExperience} ans, j’aide startups et entreprises établies à lancer des sites web rapides, des applications mobiles soignées et des assistants IA qui répondent à leurs clients jour et nuit.`,
};

export const about: LocaleTexts['about'] = {
  whoIAm: [
    `${role} ${basedIn} ${location}, je transforme depuis plus de ${owner.yearsOfExperience} ans des idées en produits que l’on utilise au quotidien.`,
    'J’interviens sur toute la chaîne\u00a0: React et TypeScript pour le web, Flutter pour le mobile, Node.js, Java et Python côté serveur, et des modèles de langage là où ils apportent une vraie valeur. Mes clients ont un seul interlocuteur, responsable du résultat de la première esquisse jusqu’au lancement, et au-delà.',
  ],
  approach: [
    'Comprendre l’objectif métier avant d’écrire la moindre ligne de code',
    'Livrer tôt une version qui fonctionne, puis l’améliorer grâce à de vrais retours',
    'Des devis fixes et transparents, un point d’avancement chaque semaine',
    'Rapide, accessible et sécurisé par défaut',
    'Un code propre et documenté, qui vous appartient entièrement',
  ],
};

/** The fixed figures of the certifications stats row; the counts are computed from the data. */
export const certificationStats: LocaleTexts['certificationStats'] = [
  { label: 'Années d’activité', value: `${owner.yearsOfExperience}+` },
  { label: 'Taux d’achèvement', value: '100\u00a0%' },
];
