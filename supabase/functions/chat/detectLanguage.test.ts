// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { replyLanguage, writtenLanguage, type WrittenLanguage } from './detectLanguage.ts';

describe('writtenLanguage', () => {
  const cases: [string, WrittenLanguage | undefined][] = [
    // Arabic script.
    ['كم يكلف تطبيق جوال؟', 'ar'],
    ['مرحبا', 'ar'],
    ['السلام عليكم', 'ar'],
    ['هل تعرف React و Flutter؟', 'ar'],
    ['كم سعر React Native app؟', 'ar'],
    // French: words, accents, elisions.
    ['Quels sont vos tarifs ?', 'fr'],
    ['Combien coûte une application mobile ?', 'fr'],
    ['Bonjour', 'fr'],
    ["C'est combien ?", 'fr'],
    ['Êtes-vous disponible ?', 'fr'],
    ['je voudrais un site', 'fr'],
    ['Quel est le cou\u0302t ?', 'fr'],
    ['Hi, je voudrais un devis pour une application', 'fr'],
    // English.
    ['How much does a website cost?', 'en'],
    ['Hello!', 'en'],
    ["What's your email?", 'en'],
    ['Tell me about Zentrio', 'en'],
    ['Bonjour, how much for a website?', 'en'],
    ['What does مرحبا mean?', 'en'],
    // Nothing to tell by.
    ['React?', undefined],
    ['Zentrio', undefined],
    ['salam', undefined],
    ['👋', undefined],
    ['12345', undefined],
    ['', undefined],
  ];
  it.each(cases)('%s → %s', (text, language) => {
    expect(writtenLanguage(text)).toBe(language);
  });
});

describe('replyLanguage', () => {
  const all = ['en', 'fr', 'ar'];

  it('follows the text when its language is clear', () => {
    expect(replyLanguage('Quels sont vos tarifs ?', 'en', all)).toBe('fr');
    expect(replyLanguage('How much does a website cost?', 'ar', all)).toBe('en');
    expect(replyLanguage('كم السعر؟', 'fr', all)).toBe('ar');
  });

  it("falls back to the page's language when the text does not say", () => {
    expect(replyLanguage('React?', 'fr', all)).toBe('fr');
    expect(replyLanguage('👋', 'ar', all)).toBe('ar');
    expect(replyLanguage('Zentrio', 'en', all)).toBe('en');
  });

  it("falls back to the page's language when the text's is not available", () => {
    expect(replyLanguage('Bonjour', 'en', ['en', 'ar'])).toBe('en');
  });
});
