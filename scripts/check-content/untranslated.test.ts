import { describe, expect, it } from 'vitest';
import {
  isTranslatable,
  untranslatedFindings,
  untranslatedLanguages,
  untranslatedWarnings,
} from './untranslated.ts';

const en = {
  locale: { code: 'en' },
  hero: { headline: 'I build digital experiences', intro: "I'm Jane, a designer in Lisbon." },
  ui: {
    nav: ['Home page', 'My services', 'Selected work', 'Get in touch', 'About me'],
    brand: 'React',
    count: (n: number) => `${n} projects done`,
  },
  projects: { one: { title: 'Harbour Tours', text: 'A booking site for boat tours.' } },
  about: [
    'Clear quotes up front',
    'Weekly progress notes',
    'Accessible by default',
    'Fast on every phone',
    'Code you own',
    'Support after launch',
    'Honest estimates always',
    'Plain words, no jargon',
  ],
};

const fr = {
  locale: { code: 'fr' },
  hero: {
    headline: 'Je crée des expériences numériques',
    intro: 'Je suis Jane, designer à Lisbonne.',
  },
  ui: {
    nav: ['Accueil du site', 'Mes services', 'Travaux choisis', 'Me contacter', 'À propos de moi'],
    brand: 'React',
    count: (n: number) => `${n} projets réalisés`,
  },
  // A project's name reads the same in every language.
  projects: {
    one: { title: 'Harbour Tours', text: 'Un site de réservation de balades en bateau.' },
  },
  about: [
    'Des devis clairs d’emblée',
    'Un point chaque semaine',
    'Accessible par défaut',
    'Rapide sur tous les téléphones',
    'Un code qui vous appartient',
    'Un suivi après le lancement',
    'Des estimations honnêtes',
    'Des mots simples, sans jargon',
  ],
};

describe('untranslatedLanguages', () => {
  it('names a language copied from the base language and left untranslated', () => {
    const [es] = untranslatedLanguages({ en, fr, es: { ...en, locale: { code: 'es' } } }, 'en');
    expect(es).toMatchObject({ code: 'es', counted: 18, identical: 18 });
    expect(untranslatedWarnings({ en, es: { ...en, locale: { code: 'es' } } }, 'en')).toEqual([
      "Warning: 'es' (Spanish) is still in English: 18 of its 18 texts (100%) are the English " +
        'text word for word, e.g. hero.headline: "I build digital experiences". To do: translate ' +
        'the texts of src/content/locales/es/ (and its assistant and responder texts), or stop ' +
        'publishing the language: npm run locale -- remove es.',
    ]);
  });

  it('passes a translated language whose names and brands read the same', () => {
    expect(untranslatedLanguages({ en, fr }, 'en')).toEqual([]);
  });

  it('names a group of five texts or more left entirely in the base language', () => {
    const partly = { ...fr, ui: en.ui };
    expect(untranslatedFindings({ en, fr: partly }, 'en')).toEqual([
      expect.objectContaining({
        kind: 'untranslated',
        where: 'src/content/locales/fr/',
        problem: expect.stringContaining(
          "'fr' (French) is partly in English; ui is entirely English",
        ),
      }),
    ]);
  });

  it('reads a text function by calling it', () => {
    const base = { ui: { count: en.ui.count } };
    expect(untranslatedLanguages({ en: base, fr: { ui: { count: fr.ui.count } } }, 'en')).toEqual(
      [],
    );
    expect(untranslatedLanguages({ en: base, es: { ui: { count: en.ui.count } } }, 'en')).toEqual([
      expect.objectContaining({ code: 'es', counted: 1, identical: 1 }),
    ]);
  });
});

describe('isTranslatable', () => {
  it('counts texts of two words or more, not names, numbers or addresses', () => {
    expect(isTranslatable('Get in touch')).toBe(true);
    expect(isTranslatable('React')).toBe(false);
    expect(isTranslatable('100%')).toBe(false);
    expect(isTranslatable('https://example.org/some path')).toBe(false);
  });
});
