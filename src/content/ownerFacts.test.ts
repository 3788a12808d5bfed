import type * as profileModule from './profile';
import type { Pronouns } from './types';

type ProfileModule = typeof profileModule;

/**
 * The content modules loaded afresh with the owner's profile changed by `change`, as if profile.ts
 * said so: every text is computed when its module loads.
 */
async function contentWith(change: (owner: ProfileModule['owner']) => Partial<ProfileModule>) {
  vi.resetModules();
  // The real profile first, and a factory with nothing left to wait for; then the modules one after
  // another. With an async factory and the three imported at once, a busy machine once let one of
  // them load the real profile (a fork's run: 'they' got the owner's 'she').
  const real = await vi.importActual<ProfileModule>('./profile.ts');
  const changed = { ...real, ...change(real.owner) };
  vi.doMock('./profile.ts', () => changed);
  const { byPronouns } = await import('./pronouns');
  const all = await import('./locales/all');
  const greetings = await import('./locales/greetings');
  return { byPronouns, ...all, ...greetings };
}

afterEach(() => {
  vi.doUnmock('./profile.ts');
  vi.resetModules();
});

/** Every text of every language, as the page, the assistant and the chat's greeting say them. */
function everyText(content: Awaited<ReturnType<typeof contentWith>>): string {
  return Object.entries(content.allLocaleTexts)
    .flatMap(([code, texts]) => [
      JSON.stringify(texts),
      JSON.stringify(content.allAssistantTexts[code]),
      ...content.chatGreetings[code]!(texts.profile),
    ])
    .join('\n');
}

describe('byPronouns', () => {
  it.each([
    ['she', 'basée'],
    ['he', 'basé'],
    ['they', 'exerçant'],
  ] as const)("gives the form for pronouns '%s' (%s)", async (pronouns, word) => {
    const { byPronouns } = await contentWith((owner) => ({ owner: { ...owner, pronouns } }));
    expect(byPronouns({ she: 'basée', he: 'basé', they: 'exerçant' })).toBe(word);
  });

  it('lets every language build its texts with each of the three pronouns', async () => {
    const texts: Record<Pronouns, string> = { she: '', he: '', they: '' };
    for (const pronouns of ['she', 'he', 'they'] as const) {
      texts[pronouns] = everyText(
        await contentWith((owner) => ({ owner: { ...owner, pronouns } })),
      );
      expect(texts[pronouns]).not.toMatch(/undefined|\[object Object\]/);
    }
  });
});

describe("the owner's name", () => {
  it('comes from profile.ts in every text of every language, never typed in', async () => {
    const { owner, firstName } = await import('./profile');
    const typedIn = [...new Set([firstName, ...owner.name.split(/\s+/)])].filter(Boolean);
    const text = everyText(
      await contentWith((real) => ({
        owner: { ...real, name: 'Quillon Vantreck' },
        firstName: 'Quillon',
      })),
    );
    expect(text).toContain('Quillon');
    const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(typedIn.filter((word) => new RegExp(`\\b${escape(word)}\\b`).test(text))).toEqual([]);
  });
});
