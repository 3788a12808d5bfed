import { projects, skillGroups, techStack } from '../../../src/content/index.ts';
import type {
  CertificationCategory,
  Project,
  ProjectCategory,
  SkillGroup,
} from '../../../src/content/index.ts';

/**
 * How the built-in responder (responder.ts) reads a visitor's text: by keywords, case- and
 * accent-insensitive, with the owner's own project titles and technologies from src/content.
 */
export type Topic =
  | 'pricing'
  | 'availability'
  | 'contact'
  | 'certifications'
  | 'projects'
  | 'services'
  | 'skills'
  | 'about'
  | 'greeting'
  | 'general';

/** Checked in this order: the first topic whose words appear wins. */
const TOPICS: [Exclude<Topic, 'general'>, (input: string) => boolean][] = [
  [
    'pricing',
    matches(
      /\b(price[sd]?|pricing|costs?|costing|quotes?|quotation|budget|how much|rates?|fees?|charges?|expensive|cheap|afford\w*|estimate|tarifs?|prix|devis|combien)\b/,
    ),
  ],
  [
    'availability',
    matches(
      /\b(availab\w*|when can you (start|begin)|start date|how soon|timeline|time ?frame|deadline|how long|turnaround|busy|take on|disponib\w*)\b/,
    ),
  ],
  ['projects', (input) => mentionedProject(input) !== undefined],
  [
    'contact',
    matches(
      /\b(contact\w*|e-?mail|mail|phone|telephone|whatsapp|call|reach|get in touch|talk (to|with) you|speak (to|with) you|book a|meeting|schedule|appointment)\b/,
    ),
  ],
  ['certifications', matches(/(certif\w*|\bcerts?\b|\bcourses?\b|\bcredentials?\b|\bbadges?\b)/)],
  [
    'projects',
    matches(
      /\b(projects?|portfolio|case stud\w*|examples?|showcase|(your|any|some|previous|past|recent) (\w+ )?work|work samples?|have you (ever )?(built|made|done|created|worked on)|did you (build|make|create)|what have you)\b/,
    ),
  ],
  [
    'services',
    matches(
      /\b(services?|offer\w*|what do you do|what can you do|(can|could|would|do) you (help|build|make|create|develop|design|do)|help me|hire|hiring|freelanc\w*|build me|make me|(i|we) (need|want)|looking for)\b/,
    ),
  ],
  [
    'skills',
    (input) =>
      /\b(skills?|stack|technolog\w*|tech|tools?|frameworks?|programming|coding|code in|expertise)\b/.test(
        input,
      ) || mentionedTechnology(input) !== undefined,
  ],
  [
    'about',
    matches(
      /\b(about (you|yourself)|who are you|yourself|background|experience|career|cv|resume|educat\w*|degrees?|studied|study|universit\w*|school|speak|spoken|languages?)\b/,
    ),
  ],
  [
    'greeting',
    matches(
      /^(hi|hello|hey|hiya|howdy|salam|salaam|salamu?|as?salamu? ?alaykum|marhaba|salut|bonjour|bonsoir|hola|good (morning|afternoon|evening)|greetings)\b/,
    ),
  ],
];

export function detectTopic(text: string): Topic {
  const input = normalise(text);
  return TOPICS.find(([, test]) => test(input))?.[0] ?? 'general';
}

/** Lower case, accents and curly quotes flattened, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(pattern: RegExp): (input: string) => boolean {
  return (input) => pattern.test(input);
}

/** A word or phrase as a whole (not inside a longer word), whatever characters it holds. */
function containsTerm(input: string, term: string): boolean {
  const escaped = normalise(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(input);
}

/** Which kind of project the visitor means, from the most explicit words to the vaguest. */
const KIND_PATTERNS: [RegExp, ProjectCategory][] = [
  [/(chat ?bots?|\bbots?\b)/, 'chatbot'],
  [/\b(mobile|ios|android|iphone|ipad|play store|app store|flutter)\b/, 'mobile'],
  [
    /\b(web|websites?|site|sites|web ?apps?|landing|e-?commerce|online (shop|store)|saas|dashboards?|front-?end)\b/,
    'web',
  ],
  [/\b(ai|assistants?|llms?|gpt|nlp|rag|conversational|whatsapp)\b/, 'chatbot'],
  [/\bapps?\b/, 'mobile'],
];

export function detectKind(input: string): ProjectCategory | undefined {
  return KIND_PATTERNS.find(([pattern]) => pattern.test(input))?.[1];
}

export function mentionedProject(input: string): Project | undefined {
  return projects.find((project) => containsTerm(input, project.title));
}

export interface Technology {
  name: string;
  group?: SkillGroup;
}

/** Every technology the content names: skill groups first, then the hero's tech-stack row. */
export const TECHNOLOGIES: Technology[] = [
  ...skillGroups.flatMap((group) => group.technologies.map((name) => ({ name, group }))),
  ...techStack
    .filter((item) => !skillGroups.some((group) => group.technologies.includes(item.name)))
    .map((item) => ({ name: item.name })),
];

export function mentionedTechnology(input: string): Technology | undefined {
  return TECHNOLOGIES.find(({ name }) =>
    // 'Node.js' also matches 'node'.
    [name, name.replace(/\.js$/i, '')].some((term) => containsTerm(input, term)),
  );
}

export function certificationCategory(
  input: string,
  kind: ProjectCategory | undefined,
): CertificationCategory | undefined {
  if (/\b(devops|docker|git|cloud|virtuali\w*|containers?)\b/.test(input)) return 'devops';
  if (/\b(agile|scrum|project management)\b/.test(input)) return 'general';
  if (kind === 'chatbot') return 'ai';
  return kind;
}
