// The sentences of the chat's built-in responder in French (see ../../responderTexts.ts), addressing
// the visitor as 'vous'; the facts they hold come from this language's content.
import type { ResponderTexts } from '../../responderTexts.ts';
import type { ProjectCategory } from '../../types.ts';
import { locale } from './meta.ts';

/** The no-break space French puts before : ; ? ! and inside « », so they never start a line. */
const NBSP = '\u00a0';

const listFormat = new Intl.ListFormat(locale.intl, { type: 'conjunction' });
const list = (items: readonly string[]) => listFormat.format(items);

const plurals = new Intl.PluralRules(locale.intl);
const numberFormat = new Intl.NumberFormat(locale.intl);
const counted = (count: number, noun: { one: string; other: string }) =>
  `${numberFormat.format(count)} ${plurals.select(count) === 'one' ? noun.one : noun.other}`;

const kindNouns: Record<ProjectCategory, { one: string; other: string }> = {
  web: { one: 'site web', other: 'sites web' },
  mobile: { one: 'application mobile', other: 'applications mobiles' },
  chatbot: { one: 'chatbot', other: 'chatbots' },
};

/** 'mes projets web', 'mes projets mobiles', 'mes projets de chatbot'. */
const kindProjects: Record<ProjectCategory, string> = {
  web: 'projets web',
  mobile: 'projets mobiles',
  chatbot: 'projets de chatbot',
};

/**
 * A job title inside a sentence: French writes 'je suis ingénieur', not 'je suis Ingénieur'. Only
 * a plain capitalised first word is lowered ('IA', 'iOS' and names with inner capitals stay).
 */
const inSentence = (title: string) =>
  /^\p{Lu}\p{Ll}+(?![\p{L}\p{N}]*\p{Lu})/u.test(title)
    ? title.charAt(0).toLowerCase() + title.slice(1)
    : title;

const bookACall = (schedulingUrl: string) => `réservez un appel sur ${schedulingUrl}`;
const quoted = (name: string) => `«${NBSP}${name}${NBSP}»`;

export const responder: ResponderTexts = {
  list,

  pricing: {
    nextStep: (kind, schedulingUrl) =>
      `Pour obtenir un montant précis, ${bookACall(schedulingUrl)} ou envoyez-moi les détails de votre ${kind ? kindNouns[kind].one : 'projet'} via le formulaire de contact${NBSP}: je vous enverrai un devis.`,
  },

  availability: {
    nextStep: (schedulingUrl) =>
      `Indiquez-moi votre calendrier via le formulaire de contact ou ${bookACall(schedulingUrl)}, et je vous confirmerai une date de démarrage qui vous convient.`,
  },

  contact: {
    details: (email, phone, whatsappUrl) =>
      `Vous pouvez m'écrire à ${email} ou m'envoyer un message sur WhatsApp au ${phone} (${whatsappUrl}).`,
    nextStep: (schedulingUrl) =>
      `Si vous préférez en parler de vive voix, ${bookACall(schedulingUrl)} ou utilisez le formulaire de contact de cette page.`,
  },

  certifications: {
    summary: (count, named) =>
      `J'ai obtenu ${counted(count, { one: 'certification', other: 'certifications' })}, dont ${list(named)}.`,
    certificate: (title, issuer) => `${title} (${issuer})`,
    whereToSee: (section) =>
      `Vous pouvez consulter chaque certificat dans la section ${quoted(section)} de cette page.`,
    nextStep: (email) =>
      `Écrivez-moi à ${email} si vous souhaitez des détails sur l'une d'entre elles.`,
  },

  projects: {
    one: (title, kind, techStack) =>
      `${title} fait partie de mes ${kindProjects[kind]}${NBSP}; je l'ai réalisé avec ${list(techStack)}.`,
    oneNextStep: (schedulingUrl) =>
      `Si vous souhaitez quelque chose de similaire, ${bookACall(schedulingUrl)} et parlons de votre projet.`,
    ofKind: (kind, titles) => `Parmi mes ${kindProjects[kind]} figurent ${list(titles)}.`,
    favourite: (title, description) => `J'aime particulièrement ${title}${NBSP}: ${description}`,
    ofKindNextStep: (section, schedulingUrl) =>
      `Vous les trouverez tous dans la section ${quoted(section)}, et si vous souhaitez quelque chose de similaire, ${bookACall(schedulingUrl)} pour en parler.`,
    overview: (counts, highlights) =>
      `Mon portfolio compte ${list(counts.map(({ kind, count }) => counted(count, kindNouns[kind])))}, dont ${list(highlights)}.`,
    overviewNextStep: (section, schedulingUrl) =>
      `Vous pouvez les filtrer par type dans la section ${quoted(section)}, et si vous souhaitez quelque chose de similaire, ${bookACall(schedulingUrl)} pour en parler.`,
  },

  services: {
    one: (title, description) =>
      `${title} fait partie de mes services phares${NBSP}: ${description}`,
    examples: (titles) => `Parmi mes réalisations récentes figurent ${list(titles)}.`,
    all: (count, titles) =>
      `Je propose ${counted(count, { one: 'service', other: 'services' })}${NBSP}: ${list(titles)}.`,
    nextStep: (schedulingUrl) =>
      `Décrivez-moi votre besoin via le formulaire de contact ou ${bookACall(schedulingUrl)}, et je vous proposerai la meilleure approche.`,
  },

  skills: {
    technologyInGroup: (name, group, others) =>
      `Oui, je travaille avec ${name}, qui fait partie de mes compétences ${quoted(group)}, aux côtés de ${list(others)}.`,
    technology: (name) => `Oui, ${name} fait partie des outils que j'utilise au quotidien.`,
    usedIn: (titles) => `Vous pouvez le voir à l'œuvre dans mon portfolio, avec ${list(titles)}.`,
    toolsFitTheProject: "Je choisis les outils adaptés à chaque projet, et non l'inverse.",
    group: (category, technologies) => `${category} (${technologies.join(', ')})`,
    summary: (groups) => `Mes compétences couvrent ${list(groups)}.`,
    nextStep: (schedulingUrl) =>
      `Réservez un appel sur ${schedulingUrl} et dites-moi ce que vous souhaitez créer.`,
  },

  about: {
    languages: (languages) => `Je parle ${list(languages)}.`,
    languagesNextStep: (email, schedulingUrl) =>
      `Je travaille volontiers dans chacune de ces langues${NBSP}: écrivez-moi à ${email} ou ${bookACall(schedulingUrl)}, et nous verrons la suite ensemble.`,
    education: (education) => `Côté formation${NBSP}: ${education.join(`${NBSP}; `)}.`,
    educationNextStep: (schedulingUrl) =>
      `Pour en savoir plus sur mon parcours, ${bookACall(schedulingUrl)} et parlons-en.`,
    intro: (name, role, location, yearsOfExperience) =>
      `Je suis ${name}, ${inSentence(role)} à ${location}, avec plus de ${counted(yearsOfExperience, { one: 'an', other: 'ans' })} d'expérience.`,
    career: (current, previous) =>
      `Je suis actuellement ${inSentence(current.role)} (${current.period})` +
      (previous
        ? `, et auparavant j'ai été ${inSentence(previous.role)} chez ${previous.organization}.`
        : '.'),
    introNextStep: (schedulingUrl) =>
      `Si vous souhaitez en savoir plus sur mon parcours, ${bookACall(schedulingUrl)} et parlons-en.`,
  },

  greeting: {
    hello: (firstName, role, location) =>
      `Bonjour, je suis ${firstName}, ${inSentence(role)} à ${location}.`,
    offer: (services) =>
      `Je propose ces services${NBSP}: ${list(services)}${NBSP}; posez-moi vos questions sur mes projets, mes tarifs ou mes disponibilités.`,
    nextStep: (schedulingUrl) =>
      `Si vous avez déjà un projet en tête, ${bookACall(schedulingUrl)} et parlons-en.`,
  },

  general: {
    cannotAnswer: (has) =>
      `Je ne saurais pas répondre à cette question ici, mais je vous parle volontiers ${new Intl.ListFormat(
        'fr',
        { type: 'disjunction' },
      ).format(
        [
          'de mes services',
          has.projects && 'de mes projets',
          'de mes compétences',
          has.certifications && 'de mes certifications',
          'de mes disponibilités',
          'de mes tarifs',
        ].filter((topic) => topic !== false),
      )}.`,
    nextStep: (email, schedulingUrl) =>
      `Pour toute autre question, écrivez-moi à ${email} ou ${bookACall(schedulingUrl)}, et je reviendrai vers vous.`,
  },
};
