import type { ProjectCategory, WorkExperience } from './types.ts';

/**
 * The sentences of the chat's built-in responder (supabase/functions/chat/responder.ts), the
 * answers the chat gives when no AI gateway is configured, in one language: each folder of
 * locales/ exports one as `responder` from its responder.ts. The responder picks the facts (from
 * the content of the same language) and the order of the sentences; these texts only put the
 * facts into words. A text that holds a value is a function of that value, so each language puts
 * it where its grammar wants it, joins lists with its own 'and' and agrees nouns with numbers.
 *
 * Every answer is 2-3 sentences in the first person, as the owner, and its last sentence is a
 * next step: book a call (the scheduling link), the contact form, or an email. Each text below is
 * one whole sentence, ending with its full stop, unless it says otherwise. The visitor's own words
 * never reach these texts.
 *
 * Addresses (email, phone number, links) are given as written; a right-to-left language wraps them
 * in Unicode isolates (U+2068 ... U+2069) so they read left to right.
 */
export interface ResponderTexts {
  /** Joins items with the language's 'and': 'a', 'a and b', 'a, b and c'. */
  list: (items: readonly string[]) => string;

  pricing: {
    /** After the owner's prices: how to get an exact quote, for a project of `kind` if named. */
    nextStep: (kind: ProjectCategory | undefined, schedulingUrl: string) => string;
  };

  availability: {
    /** After the owner's availability: share a timeline to agree on a start date. */
    nextStep: (schedulingUrl: string) => string;
  };

  contact: {
    /** The email address, and the phone number with its messaging-app link. */
    details: (email: string, phone: string, whatsappUrl: string) => string;
    nextStep: (schedulingUrl: string) => string;
  };

  certifications: {
    /** How many certificates the owner holds, naming a few (each a `certificate` text). */
    summary: (count: number, named: readonly string[]) => string;
    /** One certificate in the list of `summary`: not a sentence. */
    certificate: (title: string, issuer: string) => string;
    /** Where the page shows them: `section` is the name of the section, as the menu shows it. */
    whereToSee: (section: string) => string;
    nextStep: (email: string) => string;
  };

  projects: {
    /** One project by name: its kind and its technologies; its description follows. */
    one: (title: string, kind: ProjectCategory, techStack: readonly string[]) => string;
    /** After `one` and the project's description. */
    oneNextStep: (schedulingUrl: string) => string;
    /** A few projects of the kind the visitor asked about. */
    ofKind: (kind: ProjectCategory, titles: readonly string[]) => string;
    /** The first of them with its description (a whole sentence, with its own full stop). */
    favourite: (title: string, description: string) => string;
    /** After `ofKind` and `favourite`; `section` is the portfolio's name in the menu. */
    ofKindNextStep: (section: string, schedulingUrl: string) => string;
    /** The whole portfolio: how many projects of each kind, and the highlighted ones. */
    overview: (
      counts: readonly { kind: ProjectCategory; count: number }[],
      highlights: readonly string[],
    ) => string;
    /** After `overview`; `section` is the portfolio's name in the menu. */
    overviewNextStep: (section: string, schedulingUrl: string) => string;
  };

  services: {
    /** The service of the kind the visitor asked about, with its description (a sentence). */
    one: (title: string, description: string) => string;
    /** Projects of that kind. */
    examples: (titles: readonly string[]) => string;
    /** Every service. */
    all: (count: number, titles: readonly string[]) => string;
    nextStep: (schedulingUrl: string) => string;
  };

  skills: {
    /** A technology the visitor named, with its skill group and a few others of that group. */
    technologyInGroup: (name: string, group: string, others: readonly string[]) => string;
    /** A technology the visitor named that belongs to no skill group. */
    technology: (name: string) => string;
    /** Projects built with that technology. */
    usedIn: (titles: readonly string[]) => string;
    /** When no project shows it, or after the summary: tools follow the project. */
    toolsFitTheProject: string;
    /** One skill group in the list of `summary`, with its first technologies: not a sentence. */
    group: (category: string, technologies: readonly string[]) => string;
    /** Every skill group (each a `group` text). */
    summary: (groups: readonly string[]) => string;
    nextStep: (schedulingUrl: string) => string;
  };

  about: {
    /** The languages the owner speaks, as the content names them. */
    languages: (languages: readonly string[]) => string;
    languagesNextStep: (email: string, schedulingUrl: string) => string;
    /** The owner's degrees, as the content names them. */
    education: (education: readonly string[]) => string;
    educationNextStep: (schedulingUrl: string) => string;
    /** Who the owner is. */
    intro: (name: string, role: string, location: string, yearsOfExperience: number) => string;
    /** The current job and the one before it, when the owner has had one. */
    career: (current: WorkExperience, previous: WorkExperience | undefined) => string;
    introNextStep: (schedulingUrl: string) => string;
  };

  greeting: {
    /** Hello back, with the owner's first name, role and location. */
    hello: (firstName: string, role: string, location: string) => string;
    /** The services (their titles), and what the visitor may ask about. */
    offer: (services: readonly string[]) => string;
    nextStep: (schedulingUrl: string) => string;
  };

  /** Anything the responder does not recognise, prompt injections included. */
  general: {
    /** What the responder can talk about instead: projects and certificates when there are any. */
    cannotAnswer: (has: { projects: boolean; certifications: boolean }) => string;
    nextStep: (email: string, schedulingUrl: string) => string;
  };
}
