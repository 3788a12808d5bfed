import { describe, expect, it } from 'vitest';
import { replyTexts, replyTextsIn } from '../../../../content/locales/reply';
import {
  frameOf,
  quoteOf,
  reframe,
  replyLanguageFor,
  startingBody,
  startingSubject,
  writingPosition,
  type RepliedMessage,
} from './replyText';

const names = { owner: 'Karim Benali', ownerFirst: 'Karim' };

/** Whether the site has the language `code` (a fork may have removed one of the sample's). */
const published = (code: string) => Object.hasOwn(replyTexts, code);
/** The rows of a table of expectations whose language (the first cell) the site has. */
const publishedRows = <T extends [string, ...unknown[]]>(rows: T[]) =>
  rows.filter(([code]) => published(code));

const message: RepliedMessage = {
  name: 'Marie Dupont',
  email: 'marie@example.com',
  subject: 'Un site vitrine',
  message: 'Bonjour,\r\nJe voudrais un site.\n',
  created_at: '2026-11-22T10:15:00Z',
  source: 'form',
  chat_summary: null,
};

describe('replyLanguageFor', () => {
  const codes = ['en', 'fr', 'ar'];

  it.each([
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['FR', 'fr'],
    ['fr-CA', 'fr'],
    ['ar_MA', 'ar'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['\u202efr', 'en'],
  ])('answers %j with %s', (written, expected) => {
    expect(replyLanguageFor(written, codes)).toBe(expected);
  });
});

describe('startingSubject', () => {
  it.each(
    publishedRows([
      ['en', 'Re: Un site vitrine'],
      ['fr', 'Re : Un site vitrine'],
      ['ar', 'رد: Un site vitrine'],
    ]),
  )('answers the subject in %s', (code, expected) => {
    expect(startingSubject(message, replyTextsIn(code), names)).toBe(expected);
  });

  it('names the owner when there was no subject (a chat’s hand-over has none)', () => {
    for (const subject of ['', '  ', '\u202e\u2066']) {
      expect(startingSubject({ ...message, subject }, replyTextsIn('fr'), names)).toBe(
        'Votre message à Karim Benali',
      );
    }
  });

  it('does not answer an answer twice, and keeps a subject on one line', () => {
    expect(startingSubject({ ...message, subject: 'RE: Devis' }, replyTextsIn('fr'), names)).toBe(
      'RE: Devis',
    );
    expect(startingSubject({ ...message, subject: 'رد: سؤال' }, replyTextsIn('en'), names)).toBe(
      'رد: سؤال',
    );
    expect(
      startingSubject({ ...message, subject: 'A\r\nB\u2028C\u202e' }, replyTextsIn('en'), names),
    ).toBe('Re: A B C');
  });
});

describe('the body', () => {
  it.each(
    publishedRows([
      ['en', 'Hello Marie Dupont,\n\n\n\nBest regards,\nKarim'],
      ['fr', 'Bonjour Marie Dupont,\n\n\n\nBien cordialement,\nKarim'],
      ['ar', 'مرحبًا Marie Dupont،\n\n\n\nمع أطيب التحيات،\nKarim'],
    ]),
  )('starts in %s with the greeting, a line to write on, the sign-off', (code, expected) => {
    const frame = frameOf(message, replyTextsIn(code), names);
    expect(startingBody(frame)).toBe(expected);
    // The caret waits on the empty line between two empty ones.
    expect(startingBody(frame).slice(writingPosition(frame))).toMatch(/^\n\n/);
    expect(startingBody(frame).slice(0, writingPosition(frame))).toBe(`${frame.greeting}\n\n`);
  });

  it('greets a name written over several lines on one line', () => {
    expect(frameOf({ ...message, name: 'Marie\nDupont' }, replyTextsIn('en'), names).greeting).toBe(
      'Hello Marie Dupont,',
    );
  });

  const en = frameOf(message, replyTextsIn('en'), names);
  const fr = frameOf(message, replyTextsIn('fr'), names);
  const ar = frameOf(message, replyTextsIn('ar'), names);

  it('follows another language while untouched', () => {
    expect(reframe(startingBody(en), en, fr)).toBe(startingBody(fr));
    expect(reframe(startingBody(fr), fr, ar)).toBe(startingBody(ar));
  });

  it('keeps what the owner wrote between the greeting and the sign-off', () => {
    const written = `${en.greeting}\n\nThanks, I can start in March.\n\n${en.closing}`;
    expect(reframe(written, en, fr)).toBe(
      `${fr.greeting}\n\nThanks, I can start in March.\n\n${fr.closing}`,
    );
  });

  it('keeps a greeting or a sign-off the owner changed', () => {
    const written = `Hi Marie!\n\nSee you.\n\nCheers,\nK.`;
    expect(reframe(written, en, fr)).toBe(written);
    const greeted = `${en.greeting}\n\nSee you.\n\nCheers,\nKarim`;
    expect(reframe(greeted, en, fr)).toBe(`${fr.greeting}\n\nSee you.\n\nCheers,\nKarim`);
    // A greeting that only starts like the frame's is the owner's.
    expect(reframe(`${en.greeting} and welcome`, en, fr)).toBe(`${en.greeting} and welcome`);
    expect(reframe('', en, fr)).toBe('');
  });
});

describe('quoteOf', () => {
  it.each([
    ['en', 'On November 22, 2026 at 10:15 AM, Marie Dupont wrote:'],
    ['fr', 'Le 22 novembre 2026 à 10:15, Marie Dupont a écrit :'],
  ])('quotes the message under its header in %s', (code, header) => {
    const intl = code === 'fr' ? 'fr-FR' : 'en-US';
    expect(quoteOf(message, replyTextsIn(code), intl, 'UTC')).toEqual({
      header,
      text: 'Bonjour,\nJe voudrais un site.',
    });
  });

  it('quotes a chat’s summary under the chat’s header, and names a nameless sender by address', () => {
    const chat = { ...message, name: '', source: 'chat', chat_summary: ' Wants an app. ' } as const;
    const quote = quoteOf(chat, replyTextsIn('en'), 'en-US', 'UTC');
    expect(quote).toEqual({
      header: 'On November 22, 2026 at 10:15 AM, marie@example.com asked in the chat:',
      text: 'Wants an app.',
    });
  });

  it('quotes a date it cannot read as stored, and text without what reorders it', () => {
    const odd = { ...message, created_at: 'yester\u202eday', message: 'a\u202eb\u2066c' };
    expect(quoteOf(odd, replyTextsIn('en'), 'en-US', 'UTC')).toEqual({
      header: 'On yesterday, Marie Dupont wrote:',
      text: 'abc',
    });
    expect(quoteOf(message, replyTextsIn('en'), 'en-US-x-\u0000', 'UTC').header).toMatch(
      /^On November 22, 2026/,
    );
  });
});
