import {
  assistant,
  certifications,
  profile,
  projects,
  services,
  skillGroups,
} from '../../../src/content/index.ts';
import type { Certification, ProjectCategory } from '../../../src/content/index.ts';
import {
  certificationCategory,
  detectKind,
  detectTopic,
  mentionedProject,
  mentionedTechnology,
  normalise,
  TECHNOLOGIES,
} from './topics.ts';

/**
 * The built-in responder: what the chat answers when no AI gateway is configured (no
 * CHAT_API_KEY), so a fresh `npm start` has a working assistant. It spots the topic of the
 * visitor's text by keywords and answers in 2-3 first-person sentences built from src/content,
 * ending with a next step. It never echoes the visitor's text, so there is nothing to inject.
 */
export function respond(text: string): string {
  const input = normalise(text);
  const kind = detectKind(input);
  switch (detectTopic(text)) {
    case 'pricing':
      return pricingAnswer(kind);
    case 'availability':
      return availabilityAnswer();
    case 'contact':
      return contactAnswer();
    case 'certifications':
      return certificationsAnswer(input, kind);
    case 'projects':
      return projectsAnswer(input, kind);
    case 'services':
      return servicesAnswer(kind);
    case 'skills':
      return skillsAnswer(input);
    case 'about':
      return aboutAnswer(input);
    case 'greeting':
      return greetingAnswer();
    case 'general':
      return generalAnswer();
  }
}

// --- Answers -----------------------------------------------------------------------------------

const firstName = profile.name.split(' ')[0] ?? profile.name;
const bookACall = `book a call at ${profile.schedulingUrl}`;

const KIND_NOUNS: Record<ProjectCategory, [singular: string, plural: string]> = {
  web: ['website', 'websites'],
  mobile: ['mobile app', 'mobile apps'],
  chatbot: ['chatbot', 'chatbots'],
};

function pricingAnswer(kind: ProjectCategory | undefined): string {
  const subject = kind ? KIND_NOUNS[kind][0] : 'project';
  return [
    assistant.pricing,
    `To get an exact figure, ${bookACall} or send me the details of your ${subject} through the contact form, and I'll send you a quote.`,
  ].join(' ');
}

function availabilityAnswer(): string {
  return [
    assistant.availability,
    `Share your timeline through the contact form or ${bookACall} and I'll confirm a start date that works for you.`,
  ].join(' ');
}

function contactAnswer(): string {
  return [
    `You can email me at ${profile.email} or message me on WhatsApp at ${profile.phone} (${profile.whatsappUrl}).`,
    `If you'd rather talk, ${bookACall} or use the contact form on this page.`,
  ].join(' ');
}

function certificationsAnswer(input: string, kind: ProjectCategory | undefined): string {
  const category = certificationCategory(input, kind);
  const relevant = category ? certifications.filter((item) => item.category === category) : [];
  const picked = [...relevant, ...certifications.filter((item) => !relevant.includes(item))];
  const named = picked.slice(0, 3).map((item: Certification) => `${item.title} (${item.issuer})`);
  return [
    `I hold ${certifications.length} certifications, including ${list(named)}.`,
    'You can open every certificate in the Certifications section of this page.',
    `Email me at ${profile.email} if you'd like details on any of them.`,
  ].join(' ');
}

function projectsAnswer(input: string, kind: ProjectCategory | undefined): string {
  const nextStep = `If you'd like something similar, ${bookACall} and let's talk about your project.`;
  const project = mentionedProject(input);
  if (project) {
    return [
      `${project.title} is one of my ${KIND_NOUNS[project.category][0]} projects, built with ${list(project.techStack)}.`,
      project.description,
      nextStep,
    ].join(' ');
  }
  const keyIds: readonly string[] = assistant.keyProjectIds;
  const byImportance = [
    ...projects.filter((item) => keyIds.includes(item.id)),
    ...projects.filter((item) => !keyIds.includes(item.id)),
  ];
  const ofKind = byImportance.filter((item) => item.category === kind);
  const [first] = ofKind;
  if (kind && first) {
    return [
      `My ${KIND_NOUNS[kind][0]} projects include ${list(ofKind.slice(0, 3).map((item) => item.title))}.`,
      `One I'm proud of is ${first.title}: ${lowerFirst(first.description)}`,
      `You can see them all in the Portfolio section, and if you'd like something similar, ${bookACall} and let's talk.`,
    ].join(' ');
  }
  const counts = (Object.keys(KIND_NOUNS) as ProjectCategory[]).flatMap((category) => {
    const count = projects.filter((item) => item.category === category).length;
    const [singular, plural] = KIND_NOUNS[category];
    return count > 0 ? [`${count} ${count === 1 ? singular : plural}`] : [];
  });
  const highlights = byImportance.slice(0, keyIds.length).map((item) => item.title);
  return [
    `My portfolio shows ${list(counts)}, including ${list(highlights)}.`,
    `You can filter them by kind in the Portfolio section, and if you'd like something similar, ${bookACall} and let's talk.`,
  ].join(' ');
}

function servicesAnswer(kind: ProjectCategory | undefined): string {
  const nextStep = `Tell me what you have in mind through the contact form or ${bookACall} and I'll suggest the best approach.`;
  const service = kind ? services.find((item) => item.icon === kind) : undefined;
  if (kind && service) {
    const examples = projects.filter((item) => item.category === kind).slice(0, 2);
    return [
      `${service.title} is one of my core services: ${lowerFirst(service.description)}`,
      ...(examples.length > 0
        ? [`Recent examples include ${list(examples.map((item) => item.title))}.`]
        : []),
      nextStep,
    ].join(' ');
  }
  return [
    `I offer ${services.length} services: ${list(services.map((item) => item.title))}.`,
    nextStep,
  ].join(' ');
}

function skillsAnswer(input: string): string {
  const nextStep = `Book a call at ${profile.schedulingUrl} and tell me what you'd like to build.`;
  const technology = mentionedTechnology(input);
  if (technology) {
    const { name, group } = technology;
    const lower = name.toLowerCase();
    const usedIn = projects
      .filter((item) => item.techStack.some((tech) => tech.toLowerCase() === lower))
      .slice(0, 2);
    const others = group?.technologies.filter((tech) => tech !== name).slice(0, 3) ?? [];
    return [
      group
        ? `Yes, I work with ${name} as part of my ${group.category} skills, alongside ${list(others)}.`
        : `Yes, ${name} is part of my everyday tech stack.`,
      usedIn.length > 0
        ? `You can see it in ${list(usedIn.map((item) => item.title))} in my portfolio.`
        : 'I pick the tools that fit each project rather than the other way round.',
      nextStep,
    ].join(' ');
  }
  const groups = skillGroups.map(
    (group) => `${group.category} (${group.technologies.slice(0, 3).join(', ')})`,
  );
  return [
    `My skills cover ${list(groups)}.`,
    'I pick the tools that fit each project rather than the other way round.',
    nextStep,
  ].join(' ');
}

function aboutAnswer(input: string): string {
  if (/\b(speak|spoken|languages?)\b/.test(input)) {
    return [
      `I speak ${list([...assistant.languages])}.`,
      `I'm happy to work in any of them, so email me at ${profile.email} or ${bookACall} and we'll take it from there.`,
    ].join(' ');
  }
  if (/\b(educat\w*|degrees?|studied|study|universit\w*|school)\b/.test(input)) {
    return [
      `My education: ${assistant.education.join('; ')}.`,
      `If you'd like to know more about my background, ${bookACall} and let's talk.`,
    ].join(' ');
  }
  const [current, previous] = assistant.experience;
  return [
    `I'm ${profile.name}, a ${profile.role} based in ${profile.location}, with over ${profile.yearsOfExperience} years of experience.`,
    `Right now I work as ${withArticle(current.role)} (${current.period}), and before that I was ${withArticle(previous.role)} at ${previous.organization}.`,
    `If you'd like to hear more about my background, ${bookACall} and let's talk.`,
  ].join(' ');
}

function greetingAnswer(): string {
  return [
    `Hi there, I'm ${firstName}, a ${profile.role} based in ${profile.location}.`,
    `I offer ${list(services.map((item) => item.title))}, so ask me about my projects, prices or availability.`,
    `If you already have a project in mind, ${bookACall} and let's talk.`,
  ].join(' ');
}

function generalAnswer(): string {
  return [
    "I'm not sure I can answer that here, but I'm happy to tell you about my services, projects, skills, certifications, availability or prices.",
    `For anything else, email me at ${profile.email} or ${bookACall} and I'll get back to you.`,
  ].join(' ');
}

// --- Text helpers ------------------------------------------------------------------------------

/** 'a', 'a and b', 'a, b and c'. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Known product names keep their capital; ordinary words and articles lose it mid-sentence. */
const PROPER_NOUNS = new Set(TECHNOLOGIES.map(({ name }) => name.split(/\s/)[0]));

function lowerFirst(text: string): string {
  const firstWord = text.split(/[\s,]/)[0] ?? '';
  if (PROPER_NOUNS.has(firstWord) || !/^[A-Z]([a-z]+(-[a-z]+)*)?$/.test(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
