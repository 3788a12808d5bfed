import type {
  ChatContent,
  Content,
  ProjectCategory,
  SectionId,
} from '../../../src/content/index.ts';
import type { ResponderTexts } from '../../../src/content/responderTexts.ts';
import { replyLanguage } from './detectLanguage.ts';
import type { Turn } from './gateway.ts';
import { contentIn, responderTexts, responderTextsIn } from './languages.ts';
import {
  asksAboutEducation,
  asksAboutLanguages,
  certificationCategory,
  detectKind,
  detectTopic,
  mentionedProjectId,
  mentionedTechnology,
  normalise,
  TECHNOLOGIES,
} from './topics.ts';

/**
 * The built-in responder: what the chat answers when no AI gateway is configured (no
 * CHAT_API_KEY), so a fresh `npm start` has a working assistant. It spots the topic of the
 * visitor's text by keywords and answers in 2-3 first-person sentences built from src/content,
 * ending with a next step. It answers in the language the text is written in when that is clear,
 * else in `language`, the language of the page the visitor is on: the sentences come from that
 * language's locales/<code>/responder.ts and the facts from its content. It never echoes the
 * visitor's text, so there is nothing to inject.
 *
 * It keeps the thread as far as keywords can: a follow-up that names no kind of project ("how
 * much would that cost?") is about the kind the visitor's last messages named (a mobile app).
 *
 * An owner may have no project, no key project or no certificate: a question about what is not
 * there gets the nearest answer that is (the services, the education), never an empty list.
 * `contentOf` stands in for the owner's content (tests of an owner with fewer facts).
 */
export function respond(
  text: string,
  language: string,
  history: readonly Turn[] = [],
  contentOf: (language: string) => ChatContent = contentIn,
): string {
  const answerIn = replyLanguage(text, language, Object.keys(responderTexts));
  const say: Say = { texts: responderTextsIn(answerIn), content: contentOf(answerIn) };
  const input = normalise(text);
  const kind = detectKind(input) ?? kindInThread(history);
  switch (detectTopic(text)) {
    case 'pricing':
      return pricingAnswer(say, kind);
    case 'availability':
      return availabilityAnswer(say);
    case 'contact':
      return contactAnswer(say);
    case 'certifications':
      return say.content.certifications.length > 0
        ? certificationsAnswer(say, input, kind)
        : educationAnswer(say, input);
    case 'projects':
      return say.content.projects.length > 0
        ? projectsAnswer(say, input, kind)
        : servicesAnswer(say, kind);
    case 'services':
      return servicesAnswer(say, kind);
    case 'skills':
      return skillsAnswer(say, input);
    case 'about':
      return aboutAnswer(say, input);
    case 'greeting':
      return greetingAnswer(say);
    case 'general':
      return generalAnswer(say);
  }
}

/** The sentences and the facts of the language the answer is in. */
interface Say {
  texts: ResponderTexts;
  content: ChatContent;
}

/** The kind of project the visitor's latest earlier message that named one was about. */
function kindInThread(history: readonly Turn[]): ProjectCategory | undefined {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const kind = detectKind(normalise(turn.content));
    if (kind) return kind;
  }
  return undefined;
}

// --- Answers -----------------------------------------------------------------------------------

function pricingAnswer({ texts, content }: Say, kind: ProjectCategory | undefined): string {
  return [
    content.assistant.pricing,
    texts.pricing.nextStep(kind, content.profile.schedulingUrl),
  ].join(' ');
}

function availabilityAnswer({ texts, content }: Say): string {
  return [
    content.assistant.availability,
    texts.availability.nextStep(content.profile.schedulingUrl),
  ].join(' ');
}

function contactAnswer({ texts, content }: Say): string {
  const { email, phone, whatsappUrl, schedulingUrl } = content.profile;
  return [
    texts.contact.details(email, phone, whatsappUrl),
    texts.contact.nextStep(schedulingUrl),
  ].join(' ');
}

function certificationsAnswer(
  { texts, content }: Say,
  input: string,
  kind: ProjectCategory | undefined,
): string {
  const { certifications } = content;
  const category = certificationCategory(input, kind);
  const relevant = category ? certifications.filter((item) => item.category === category) : [];
  const picked = [...relevant, ...certifications.filter((item) => !relevant.includes(item))];
  const named = picked
    .slice(0, 3)
    .map((item) => texts.certifications.certificate(item.title, item.issuer));
  return [
    texts.certifications.summary(certifications.length, named),
    texts.certifications.whereToSee(sectionLabel(content, 'certifications')),
    texts.certifications.nextStep(content.profile.email),
  ].join(' ');
}

function projectsAnswer(
  { texts, content }: Say,
  input: string,
  kind: ProjectCategory | undefined,
): string {
  const { projects, profile, assistant } = content;
  const portfolio = sectionLabel(content, 'portfolio');
  const projectId = mentionedProjectId(input);
  const project = projects.find((item) => item.id === projectId);
  if (project) {
    return [
      texts.projects.one(project.title, project.category, project.techStack),
      project.description,
      texts.projects.oneNextStep(profile.schedulingUrl),
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
      texts.projects.ofKind(
        kind,
        ofKind.slice(0, 3).map((item) => item.title),
      ),
      texts.projects.favourite(first.title, lowerFirst(first.description)),
      texts.projects.ofKindNextStep(portfolio, profile.schedulingUrl),
    ].join(' ');
  }
  const counts = (Object.keys(content.projectCategoryLabels) as ProjectCategory[]).flatMap(
    (category) => {
      const count = projects.filter((item) => item.category === category).length;
      return count > 0 ? [{ kind: category, count }] : [];
    },
  );
  // The key projects; with none named, the first few of the portfolio.
  const highlights = (
    keyIds.length > 0 ? byImportance.slice(0, keyIds.length) : projects.slice(0, 3)
  ).map((item) => item.title);
  return [
    texts.projects.overview(counts, highlights),
    texts.projects.overviewNextStep(portfolio, profile.schedulingUrl),
  ].join(' ');
}

function servicesAnswer({ texts, content }: Say, kind: ProjectCategory | undefined): string {
  const { services, projects, profile } = content;
  const nextStep = texts.services.nextStep(profile.schedulingUrl);
  const service = kind ? services.find((item) => item.icon === kind) : undefined;
  if (kind && service) {
    const examples = projects.filter((item) => item.category === kind).slice(0, 2);
    return [
      texts.services.one(service.title, lowerFirst(service.description)),
      ...(examples.length > 0 ? [texts.services.examples(examples.map((item) => item.title))] : []),
      nextStep,
    ].join(' ');
  }
  return [
    texts.services.all(
      services.length,
      services.map((item) => item.title),
    ),
    nextStep,
  ].join(' ');
}

function skillsAnswer({ texts, content }: Say, input: string): string {
  const { projects, skillGroups, profile } = content;
  const nextStep = texts.skills.nextStep(profile.schedulingUrl);
  const technology = mentionedTechnology(input);
  if (technology) {
    const { name, groupId } = technology;
    const group = skillGroups.find((item) => item.id === groupId);
    const lower = name.toLowerCase();
    const usedIn = projects
      .filter((item) => item.techStack.some((tech) => tech.toLowerCase() === lower))
      .slice(0, 2);
    const others = group?.technologies.filter((tech) => tech !== name).slice(0, 3) ?? [];
    return [
      group
        ? texts.skills.technologyInGroup(name, group.category, others)
        : texts.skills.technology(name),
      usedIn.length > 0
        ? texts.skills.usedIn(usedIn.map((item) => item.title))
        : texts.skills.toolsFitTheProject,
      nextStep,
    ].join(' ');
  }
  const groups = skillGroups.map((group) =>
    texts.skills.group(group.category, group.technologies.slice(0, 3)),
  );
  return [texts.skills.summary(groups), texts.skills.toolsFitTheProject, nextStep].join(' ');
}

function aboutAnswer({ texts, content }: Say, input: string): string {
  const { assistant, profile } = content;
  if (asksAboutLanguages(input)) {
    return [
      texts.about.languages(assistant.languages),
      texts.about.languagesNextStep(profile.email, profile.schedulingUrl),
    ].join(' ');
  }
  if (asksAboutEducation(input)) return educationAnswer({ texts, content }, input);
  const [current, previous] = assistant.experience;
  return [
    texts.about.intro(profile.name, profile.role, profile.location, profile.yearsOfExperience),
    texts.about.career(current, previous),
    texts.about.introNextStep(profile.schedulingUrl),
  ].join(' ');
}

/** The owner's education; the skills for an owner who lists none. */
function educationAnswer({ texts, content }: Say, input: string): string {
  const { assistant, profile } = content;
  if (assistant.education.length === 0) return skillsAnswer({ texts, content }, input);
  return [
    texts.about.education(assistant.education),
    texts.about.educationNextStep(profile.schedulingUrl),
  ].join(' ');
}

function greetingAnswer({ texts, content }: Say): string {
  const { profile, services } = content;
  return [
    texts.greeting.hello(firstNameOf(profile.name), profile.role, profile.location),
    texts.greeting.offer(services.map((item) => item.title)),
    texts.greeting.nextStep(profile.schedulingUrl),
  ].join(' ');
}

function generalAnswer({ texts, content }: Say): string {
  return [
    texts.general.cannotAnswer({
      projects: content.projects.length > 0,
      certifications: content.certifications.length > 0,
    }),
    texts.general.nextStep(content.profile.email, content.profile.schedulingUrl),
  ].join(' ');
}

// --- Text helpers ------------------------------------------------------------------------------

function firstNameOf(name: string): string {
  return name.split(' ')[0] ?? name;
}

/** The name of a section of the page as its menu shows it, e.g. 'Portfolio'. */
function sectionLabel(content: Content, id: SectionId): string {
  return content.navigation.find((item) => item.id === id)?.label ?? id;
}

/** Known product names keep their capital; ordinary words and articles lose it mid-sentence. */
const PROPER_NOUNS = new Set(TECHNOLOGIES.map(({ name }) => name.split(/\s/)[0]));

/**
 * A description that follows a colon: 'A headless storefront...' -> 'a headless storefront...'.
 * Only a plain capitalised word is lowered (not 'React', 'AI' or 'iOS'); scripts without case
 * are left as they are.
 */
function lowerFirst(text: string): string {
  const firstWord = text.split(/[\s,]/)[0] ?? '';
  if (PROPER_NOUNS.has(firstWord) || !/^\p{Lu}(['’]?\p{Ll}+(-\p{Ll}+)*)?$/u.test(firstWord)) {
    return text;
  }
  return text.charAt(0).toLowerCase() + text.slice(1);
}
