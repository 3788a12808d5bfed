// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guessBrief, handoffOffer, OFFER_AFTER_QUESTIONS } from './handoffOffer.ts';

describe('guessBrief', () => {
  it('reads the service and a budget the visitor named, in each language', () => {
    expect(guessBrief(['can you build my restaurant site, budget 3k?'])).toEqual({
      service: 'website',
      budget: '1k_5k',
    });
    expect(guessBrief(['Une application mobile pour 7 000 € ?'])).toEqual({
      service: 'mobile_app',
      budget: '5k_10k',
    });
    expect(guessBrief(['أريد تطبيق جوال بميزانية ١٢ ألف دولار'])).toEqual({
      service: 'mobile_app',
      budget: 'over_10k',
    });
    expect(guessBrief(['A chatbot for $800'])).toEqual({ service: 'chatbot', budget: 'under_1k' });
  });

  it('lets a later message change an earlier one', () => {
    expect(guessBrief(['A website, budget 2k', 'actually a mobile app, 6k'])).toEqual({
      service: 'mobile_app',
      budget: '5k_10k',
    });
  });

  it('takes no number for money unless it is clearly an amount', () => {
    expect(guessBrief(['I saw your 2024 projects, 3 of them are great'])).toEqual({});
    expect(guessBrief(['My budget is 4'])).toEqual({ budget: '1k_5k' });
  });
});

describe('handoffOffer', () => {
  it('comes when the visitor asks for a price, a call or contact', () => {
    expect(handoffOffer('How much for a website?', [])).toEqual({ brief: { service: 'website' } });
    expect(handoffOffer('Can I get a quote?', [])).toBeDefined();
    expect(handoffOffer('How can I contact you?', [])).toBeDefined();
  });

  it(`comes after ${OFFER_AFTER_QUESTIONS} questions on any topic, not before`, () => {
    const earlier = [
      { role: 'user' as const, content: 'Which frameworks?' },
      { role: 'assistant' as const, content: 'React.' },
    ];
    expect(handoffOffer('And databases?', earlier)).toBeUndefined();
    expect(
      handoffOffer('And testing?', [...earlier, { role: 'user', content: 'And databases?' }]),
    ).toEqual({ brief: {} });
  });
});
