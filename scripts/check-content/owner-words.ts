// The owner's own words and lists still the sample's, word for word (the record:
// scripts/sample-content/sample-words.ts): a service card, the footer's services, the skills, the
// tech stack, and the lines about how the sample owner works. They name no one, so the search for
// the sample's names does not see them; a fork that rewrote them passes.
import {
  comparable,
  FOOTER_SERVICES,
  ownerTexts,
  sampleListSizes,
  sampleWords,
  serviceCardPath,
  SKILLS,
  TECH_STACK,
  textsAt,
} from '../sample-content/sample-words.ts';
import type { Finding } from './findings.ts';

const recorded = new Map(
  Object.entries(sampleWords).map(([path, texts]) => [path, new Set(texts.map(comparable))]),
);

/** The texts among `texts` that the sample has at `path`. */
function sampleOnes(path: string, texts: readonly string[]): string[] {
  const sample = recorded.get(path);
  return sample ? texts.filter((text) => sample.has(comparable(text))) : [];
}

/**
 * Whether a list of the owner's sentences is still the sample's: half of its items or more are
 * (one sentence in common is a coincidence, not a list left as it was).
 */
const mostlySample = (found: number, of: number) => of > 0 && found * 2 >= of;

/**
 * Whether a list of names ('React', 'Web Development') is still the sample's: every one is the
 * sample's, and more than half of the sample's are there. An owner's own list may well share a
 * few of them.
 */
function isSampleList(path: string, texts: readonly string[]): boolean {
  const size = sampleListSizes[path] ?? Infinity;
  return texts.length * 2 > size && sampleOnes(path, texts).length === texts.length;
}

/** A text to show: a function's placeholders as '…', and no longer than a line. */
function truncate(text: string): string {
  const shown = text.replace(/\{\d\}/g, '…');
  return shown.length > 90 ? `${shown.slice(0, 87)}...` : shown;
}

const quoted = (texts: readonly string[], max = 4) => {
  const shown = texts.slice(0, max).map((text) => `"${text}"`);
  const more = texts.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
};

const FIX = {
  service:
    'write the service you offer there: its title, description and four features (or take its ' +
    'icon out of src/content/services.ts to show no such card).',
  footer: 'list the services you offer, a word or two each: the footer shows them.',
  skills:
    "list the technologies you work with, in their groups (the groups' headings are skillGroups " +
    'in src/content/locales/<language>/work.ts).',
  techStack:
    "list the tools of your hero's Tech Stack row, each with its round logo in public/images/tech/ " +
    '(delete the logos you no longer list).',
  words: {
    'ui.ts':
      "say it in your own words, or delete the line (a section's description is optional): it is " +
      'the sample owner speaking of how he works.',
    'handoff.ts':
      "say how soon you reply, in your own words: it is the sample owner's promise to visitors.",
    'owner.ts': "write your own: it is the sample owner's tagline, headline or story.",
    'assistant.ts':
      "write your own: it is what the chat assistant says of the sample owner's work, " +
      'availability and prices.',
  } as Record<string, string>,
};

/**
 * Each of the owner's own words and lists that is still the sample's, in every language.
 * `contents`: by language code, everything the site, the chat and its hand-over say in it.
 */
export function ownerWordFindings(
  contents: Readonly<Record<string, unknown>>,
  baseCode: string,
): Finding[] {
  const findings: Finding[] = [];
  const found = (where: string, problem: string, fix: string) =>
    findings.push({ kind: 'sample-words', where, problem, fix });

  for (const [code, content] of Object.entries(contents)) {
    const locale = `src/content/locales/${code}`;
    const services = (content as { services?: unknown }).services;
    for (const card of Array.isArray(services) ? services : []) {
      const { icon, title, description, features } = card as {
        icon: string;
        title: string;
        description: string;
        features: readonly string[];
      };
      const texts = [description, ...features];
      const sample = sampleOnes(serviceCardPath(icon), texts);
      if (!mostlySample(sample.length, texts.length)) continue;
      found(
        `${locale}/work.ts services.${icon}`,
        `the "${title}" card is still the sample's: ${sample.length} of its ${texts.length} ` +
          `texts (description and features), e.g. "${truncate(sample[0]!)}"`,
        FIX.service,
      );
    }

    const footer = textsAt(content, FOOTER_SERVICES).texts;
    if (isSampleList(FOOTER_SERVICES, footer)) {
      found(
        `${locale}/work.ts footerServices`,
        `is the sample's list: ${quoted(footer)}`,
        FIX.footer,
      );
    }

    for (const { path, file } of ownerTexts) {
      const { texts, list } = textsAt(content, path);
      const sample = sampleOnes(path, texts);
      const where = `${locale}/${file} ${path.replace(/^(ui|handoff|assistant)\./, '')}`;
      const fix = FIX.words[file]!;
      if (list && mostlySample(sample.length, texts.length)) {
        found(
          where,
          `${sample.length} of its ${texts.length} items are the sample's, e.g. "${truncate(sample[0]!)}"`,
          fix,
        );
      } else if (!list && sample.length > 0) {
        found(where, `is the sample's "${truncate(sample[0]!)}"`, fix);
      }
    }
  }

  // The facts read the same in every language: the base language's content shows them.
  const base = contents[baseCode];
  const skills = textsAt(base, SKILLS).texts;
  if (isSampleList(SKILLS, skills)) {
    found(
      'src/content/skills.ts',
      `is the sample's technical skills: ${skills.length} technologies, ${quoted(skills)}`,
      FIX.skills,
    );
  }
  const techStack = textsAt(base, TECH_STACK).texts;
  if (isSampleList(TECH_STACK, techStack)) {
    found(
      'src/content/techStack.ts',
      `is the sample's tech stack: ${techStack.length} logos, ${quoted(techStack)}`,
      FIX.techStack,
    );
  }
  return findings;
}
