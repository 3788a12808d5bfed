// The sentences of the chat's built-in responder in English (see ../../responderTexts.ts); the
// facts they hold come from this language's content.
import type { ResponderTexts } from '../../responderTexts.ts';
import type { ProjectCategory } from '../../types.ts';

// 'a, b and c': the site's English writes lists without the serial comma, as en-GB does.
const listFormat = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const list = (items: readonly string[]) => listFormat.format(items);

const kindNouns: Record<ProjectCategory, { one: string; other: string }> = {
  web: { one: 'website', other: 'websites' },
  mobile: { one: 'mobile app', other: 'mobile apps' },
  chatbot: { one: 'chatbot', other: 'chatbots' },
};

const plurals = new Intl.PluralRules('en-US');
const counted = (count: number, noun: { one: string; other: string }) =>
  `${count} ${plurals.select(count) === 'one' ? noun.one : noun.other}`;

/** 'a' or 'an' before a role: 'a Software Developer', 'an AI Engineer'. */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const bookACall = (schedulingUrl: string) => `book a call at ${schedulingUrl}`;

export const responder: ResponderTexts = {
  list,

  pricing: {
    nextStep: (kind, schedulingUrl) =>
      `To get an exact figure, ${bookACall(schedulingUrl)} or send me the details of your ${kind ? kindNouns[kind].one : 'project'} through the contact form, and I'll send you a quote.`,
  },

  availability: {
    nextStep: (schedulingUrl) =>
      `Share your timeline through the contact form or ${bookACall(schedulingUrl)} and I'll confirm a start date that works for you.`,
  },

  contact: {
    details: (email, phone, whatsappUrl) =>
      `You can email me at ${email} or message me on WhatsApp at ${phone} (${whatsappUrl}).`,
    nextStep: (schedulingUrl) =>
      `If you'd rather talk, ${bookACall(schedulingUrl)} or use the contact form on this page.`,
  },

  certifications: {
    summary: (count, named) =>
      `I hold ${counted(count, { one: 'certification', other: 'certifications' })}, including ${list(named)}.`,
    certificate: (title, issuer) => `${title} (${issuer})`,
    whereToSee: (section) =>
      `You can open every certificate in the ${section} section of this page.`,
    nextStep: (email) => `Email me at ${email} if you'd like details on any of them.`,
  },

  projects: {
    one: (title, kind, techStack) =>
      `${title} is one of my ${kindNouns[kind].one} projects, built with ${list(techStack)}.`,
    oneNextStep: (schedulingUrl) =>
      `If you'd like something similar, ${bookACall(schedulingUrl)} and let's talk about your project.`,
    ofKind: (kind, titles) => `My ${kindNouns[kind].one} projects include ${list(titles)}.`,
    favourite: (title, description) => `One I'm proud of is ${title}: ${description}`,
    ofKindNextStep: (section, schedulingUrl) =>
      `You can see them all in the ${section} section, and if you'd like something similar, ${bookACall(schedulingUrl)} and let's talk.`,
    overview: (counts, highlights) =>
      `My portfolio shows ${list(counts.map(({ kind, count }) => counted(count, kindNouns[kind])))}, including ${list(highlights)}.`,
    overviewNextStep: (section, schedulingUrl) =>
      `You can filter them by kind in the ${section} section, and if you'd like something similar, ${bookACall(schedulingUrl)} and let's talk.`,
  },

  services: {
    one: (title, description) => `${title} is one of my core services: ${description}`,
    examples: (titles) => `Recent examples include ${list(titles)}.`,
    all: (count, titles) => `I offer ${count} services: ${list(titles)}.`,
    nextStep: (schedulingUrl) =>
      `Tell me what you have in mind through the contact form or ${bookACall(schedulingUrl)} and I'll suggest the best approach.`,
  },

  skills: {
    technologyInGroup: (name, group, others) =>
      `Yes, I work with ${name} as part of my ${group} skills, alongside ${list(others)}.`,
    technology: (name) => `Yes, ${name} is part of my everyday tech stack.`,
    usedIn: (titles) => `You can see it in ${list(titles)} in my portfolio.`,
    toolsFitTheProject: 'I pick the tools that fit each project rather than the other way round.',
    group: (category, technologies) => `${category} (${technologies.join(', ')})`,
    summary: (groups) => `My skills cover ${list(groups)}.`,
    nextStep: (schedulingUrl) =>
      `Book a call at ${schedulingUrl} and tell me what you'd like to build.`,
  },

  about: {
    languages: (languages) => `I speak ${list(languages)}.`,
    languagesNextStep: (email, schedulingUrl) =>
      `I'm happy to work in any of them, so email me at ${email} or ${bookACall(schedulingUrl)} and we'll take it from there.`,
    education: (education) => `My education: ${education.join('; ')}.`,
    educationNextStep: (schedulingUrl) =>
      `If you'd like to know more about my background, ${bookACall(schedulingUrl)} and let's talk.`,
    intro: (name, role, location, yearsOfExperience) =>
      `I'm ${name}, ${withArticle(role)} based in ${location}, with over ${yearsOfExperience} years of experience.`,
    career: (current, previous) =>
      `Right now I work as ${withArticle(current.role)} (${current.period})` +
      (previous
        ? `, and before that I was ${withArticle(previous.role)} at ${previous.organization}.`
        : '.'),
    introNextStep: (schedulingUrl) =>
      `If you'd like to hear more about my background, ${bookACall(schedulingUrl)} and let's talk.`,
  },

  greeting: {
    hello: (firstName, role, location) =>
      `Hi there, I'm ${firstName}, ${withArticle(role)} based in ${location}.`,
    offer: (services) =>
      `I offer ${list(services)}, so ask me about my projects, prices or availability.`,
    nextStep: (schedulingUrl) =>
      `If you already have a project in mind, ${bookACall(schedulingUrl)} and let's talk.`,
  },

  general: {
    cannotAnswer: (has) =>
      `I'm not sure I can answer that here, but I'm happy to tell you about my ${new Intl.ListFormat(
        'en',
        { type: 'disjunction' },
      ).format(
        [
          'services',
          has.projects && 'projects',
          'skills',
          has.certifications && 'certifications',
          'availability',
          'prices',
        ].filter((topic) => topic !== false),
      )}.`,
    nextStep: (email, schedulingUrl) =>
      `For anything else, email me at ${email} or ${bookACall(schedulingUrl)} and I'll get back to you.`,
  },
};
