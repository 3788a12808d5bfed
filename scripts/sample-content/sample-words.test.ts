import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/index.ts';
import { repoContent } from '../check-content/repo-content.ts';
import { sampleOwner } from './sample-owner.ts';
import {
  comparable,
  FOOTER_SERVICES,
  ownerTexts,
  sampleWords,
  serviceCardPath,
  SKILLS,
  TECH_STACK,
  textsAt,
} from './sample-words.ts';

describe('textsAt', () => {
  it("reads a path's texts through lists, and a function's text with placeholders", () => {
    const content = {
      about: { approach: ['One', 'Two'] },
      assistant: { experience: [{ summary: 'Now' }, { summary: 'Before' }] },
      handoff: { sent: (name: string, email: string) => `${name} replies to ${email}.` },
      hero: { headline: 'Hello' },
    };
    expect(textsAt(content, 'about.approach')).toEqual({ texts: ['One', 'Two'], list: true });
    expect(textsAt(content, 'assistant.experience.summary').texts).toEqual(['Now', 'Before']);
    expect(textsAt(content, 'handoff.sent')).toEqual({
      texts: ['{1} replies to {2}.'],
      list: false,
    });
    expect(textsAt(content, 'hero.headline').texts).toEqual(['Hello']);
    expect(textsAt(content, 'hero.missing').texts).toEqual([]);
  });

  it('compares texts whatever their spaces and case', () => {
    expect(comparable('Au-delà\u00a0:  un  Seul')).toBe(comparable('au-delà : un seul'));
  });
});

// The record is the sample's own words: while this checkout's content is the sample's (not in a
// fork), every one of them must be in it, or the check would pass a fork that kept them.
describe.skipIf(profile.name !== sampleOwner.name)('the record of the sample', () => {
  it('holds every text of the sample it stands for: after changing one, run record-sample-words.ts', () => {
    const { contents, baseCode } = repoContent();
    const missing: string[] = [];
    const expectRecorded = (path: string, texts: readonly string[]) => {
      const recorded = new Set((sampleWords[path] ?? []).map(comparable));
      for (const text of texts)
        if (!recorded.has(comparable(text))) missing.push(`${path}: ${text}`);
    };
    for (const content of Object.values(contents)) {
      for (const { path } of ownerTexts) expectRecorded(path, textsAt(content, path).texts);
      for (const card of (
        content as { services: { icon: string; description: string; features: string[] }[] }
      ).services) {
        expectRecorded(serviceCardPath(card.icon), [card.description, ...card.features]);
      }
      expectRecorded(FOOTER_SERVICES, textsAt(content, FOOTER_SERVICES).texts);
    }
    for (const path of [SKILLS, TECH_STACK])
      expectRecorded(path, textsAt(contents[baseCode], path).texts);
    expect(missing, 'npx tsx scripts/sample-content/record-sample-words.ts').toEqual([]);
  });
});
