import { describe, expect, it } from 'vitest';
import { sampleWords } from '../sample-content/sample-words.ts';
import { ownerWordFindings } from './owner-words.ts';

// The sample's words as the record holds them, so that a fork runs these tests unchanged: each
// card's English description comes first, then its four features.
const card = (icon: string) => {
  const [description, ...features] = sampleWords[`services.${icon}`]!;
  return {
    icon,
    title: `The ${icon} card`,
    description: description!,
    features: features.slice(0, 4),
  };
};
const [sampleFooter, sampleSkills, sampleTechStack] = [
  sampleWords.footerServices!.slice(0, 4),
  sampleWords['skillGroups.technologies']!,
  sampleWords['techStack.name']!,
];

/** Jane's own content in English, with `extra` in place of its parts. */
function jane(extra: Record<string, unknown> = {}) {
  return {
    services: [
      {
        icon: 'web',
        title: 'Websites',
        description: 'Calm, useful websites for small studios.',
        features: ['Design', 'Build', 'Hosting', 'Care'],
      },
    ],
    footerServices: ['Websites', 'Brand identity'],
    skillGroups: [{ id: 'frontend', category: 'Frontend', technologies: ['Vue.js', 'React'] }],
    techStack: [{ name: 'Vue.js' }, { name: 'React' }],
    ui: { services: { heading: { description: 'What I make, and how.' } } },
    about: { approach: ['A call first', 'A fixed quote'] },
    handoff: { intro: (name: string) => `${name} replies within two working days.` },
    ...extra,
  };
}

const where = (contents: Record<string, unknown>) =>
  ownerWordFindings(contents, 'en').map((finding) => finding.where);

describe('ownerWordFindings', () => {
  it("passes an owner's own services, skills, tech stack and lines", () => {
    expect(ownerWordFindings({ en: jane(), pt: jane() }, 'en')).toEqual([]);
  });

  it("reports a service card still the sample's, in the work.ts of its language", () => {
    const findings = ownerWordFindings(
      { en: jane(), pt: jane({ services: [card('web'), card('chatbot')] }) },
      'en',
    );
    expect(findings.map((finding) => finding.where)).toEqual([
      'src/content/locales/pt/work.ts services.web',
      'src/content/locales/pt/work.ts services.chatbot',
    ]);
    expect(findings[0]).toMatchObject({
      kind: 'sample-words',
      problem: expect.stringMatching(
        /^the "The web card" card is still the sample's: 5 of its 5 texts/,
      ),
      fix: expect.stringContaining('its title, description and four features'),
    });
  });

  it('passes a card of its own that shares a feature or two with the sample', () => {
    const own = card('mobile');
    own.description = 'Apps for the shops of my street.';
    own.features = [own.features[0]!, own.features[1]!, 'Loyalty cards', 'Table booking'];
    expect(where({ en: jane({ services: [own] }) })).toEqual([]);
  });

  it("reports the footer's services while they are the sample's list, not a list that shares some", () => {
    expect(where({ en: jane({ footerServices: sampleFooter }) })).toEqual([
      'src/content/locales/en/work.ts footerServices',
    ]);
    expect(where({ en: jane({ footerServices: sampleFooter.slice(0, 3) }) })).toEqual([
      'src/content/locales/en/work.ts footerServices',
    ]);
    expect(
      where({ en: jane({ footerServices: [...sampleFooter.slice(0, 2), 'Hosting'] }) }),
    ).toEqual([]);
  });

  it("reports the skills and the tech stack while they are the sample's, from the base language", () => {
    const skillGroups = [
      { id: 'frontend', technologies: sampleSkills.slice(0, 10) },
      { id: 'backend', technologies: sampleSkills.slice(10) },
    ];
    const techStack = sampleTechStack.map((name) => ({ name }));
    const findings = ownerWordFindings({ en: jane({ skillGroups, techStack }), pt: jane() }, 'en');
    expect(findings.map((finding) => [finding.where, finding.problem])).toEqual([
      [
        'src/content/skills.ts',
        `is the sample's technical skills: ${sampleSkills.length} technologies, "${sampleSkills[0]}", "${sampleSkills[1]}", "${sampleSkills[2]}", "${sampleSkills[3]}" and ${sampleSkills.length - 4} more`,
      ],
      [
        'src/content/techStack.ts',
        expect.stringMatching(
          new RegExp(`^is the sample's tech stack: ${sampleTechStack.length} logos`),
        ),
      ],
    ]);
    expect(findings[1]!.fix).toContain('public/images/tech/');
  });

  it("passes skills and a tech stack of its own that share a few of the sample's", () => {
    const skillGroups = [{ id: 'frontend', technologies: [...sampleSkills.slice(0, 4), 'Vue.js'] }];
    const techStack = sampleTechStack.slice(0, 5).map((name) => ({ name }));
    expect(where({ en: jane({ skillGroups, techStack }) })).toEqual([]);
  });

  it('reports the lines about how the sample owner works, in any language and for any pronouns', () => {
    const lines = sampleWords['ui.services.heading.description']!;
    const intro = sampleWords['handoff.intro']![0]!;
    const contents = Object.fromEntries(
      lines.map((line, index) => [
        `l${index}`,
        jane({
          ui: { services: { heading: { description: line } } },
          handoff: { intro: (name: string) => intro.replace('{1}', name) },
        }),
      ]),
    );
    const findings = ownerWordFindings(contents, 'l0');
    expect(findings.map((finding) => finding.where)).toEqual(
      lines.flatMap((_, index) => [
        `src/content/locales/l${index}/ui.ts services.heading.description`,
        `src/content/locales/l${index}/handoff.ts intro`,
      ]),
    );
    expect(findings[0]!.problem).toBe(`is the sample's "${lines[0]}"`);
    expect(findings[0]!.fix).toMatch(/^say it in your own words, or delete the line/);
    expect(findings[1]!.problem).toMatch(/^is the sample's "… /);
    expect(findings[1]!.fix).toMatch(/^say how soon you reply/);
  });

  it("reports a list of the owner's sentences when half of it or more is the sample's", () => {
    const approach = sampleWords['about.approach']!;
    expect(where({ en: jane({ about: { approach: [...approach.slice(0, 2), 'Mine'] } }) })).toEqual(
      ['src/content/locales/en/owner.ts about.approach'],
    );
    expect(
      where({ en: jane({ about: { approach: [approach[0]!, 'Mine', 'Also mine'] } }) }),
    ).toEqual([]);
  });
});
