// @vitest-environment node
/**
 * The reply email and the template draft, built from whatever a visitor got stored: nothing a
 * visitor wrote adds a header or a recipient, injects markup or reorders text; the owner's words
 * come first, the visitor's quoted below in the reply's language. Runs under Vitest and Deno.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allLocaleTexts } from '../../../src/content/locales/all.ts';
import { replyTexts } from '../../../src/content/locales/reply.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';
import { hostileLanguage, hostileText, visitorMessage } from '../_test/hostile.ts';
import { headerText } from '../_shared/email.ts';
import type { ReplyContext } from './context.ts';
import { templateDraft, usableDraft } from './draftText.ts';
import { formatDate, renderReplyEmail, type ReplyEmailSettings } from './email.ts';
import { storedMessage } from './test/fakes.ts';

const settings: ReplyEmailSettings = {
  fromAddress: 'hello@portfolio.example',
  fromName: 'Jane Doe',
  replyTo: 'karim@portfolio.example',
  siteHost: 'portfolio.example',
  timeZone: 'Africa/Casablanca',
};

const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;
/** A header value: no line break or other control character can start another header. */
const ONE_LINE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

const reply = (overrides: Partial<Parameters<typeof renderReplyEmail>[0]> = {}) => ({
  id: '0f6f3b9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  subject: 'Re: A website for my lab',
  body: 'Hello Marie,\n\nYes, gladly.\n\nBest regards,\nJane',
  language: 'en',
  ...overrides,
});

function render(message: ReplyContext, overrides: Parameters<typeof reply>[0] = {}) {
  const email = renderReplyEmail(reply(overrides), message, settings);
  if ('error' in email) throw new Error(email.error);
  return email;
}

describe('the reply email', () => {
  it('puts the owner’s text first, then the visitor’s message quoted under a header in the reply’s language', () => {
    const message = storedMessage({ message: 'Hello,\r\nI need a site.\n\nThanks' });
    for (const language of ['en', 'fr', 'ar']) {
      const email = render(message, { language });
      const locale = allLocaleTexts[language]!.locale;
      const header = replyTexts[language]!.quoteHeader(
        formatDate(message.created_at, locale.intl, settings.timeZone),
        'Marie Curie',
      );
      expect(email.text).toBe(
        `${reply().body}\n\n${header}\n> Hello,\n> I need a site.\n> \n> Thanks`,
      );
      expect(email.html).toContain(`<html lang="${language}" dir="${locale.dir}">`);
      expect(email.html).toContain(
        `<p dir="auto" style="margin: 24px 0 8px; color: #52525b;">${escapeHtml(header)}</p>`,
      );
      expect(email.html).toMatch(
        /<blockquote dir="auto" [^>]*>Hello,\nI need a site.\n\nThanks<\/blockquote>/,
      );
    }
    expect(render(message, { language: 'ar' }).html).toContain('border-right: 3px solid');
    expect(render(message, { language: 'fr' }).html).toContain('border-left: 3px solid');
  });

  it('quotes the chat’s summary of a conversation the chat handed over', () => {
    const message = storedMessage({
      source: 'chat',
      chat_summary: 'Wants a booking app for a clinic.',
      message: 'Please get in touch.',
    });
    const email = render(message);
    const header = replyTexts.en!.chatQuoteHeader(
      formatDate(message.created_at, 'en', settings.timeZone),
      'Marie Curie',
    );
    expect(email.text).toContain(`${header}\n> Wants a booking app for a clinic.`);
    expect(email.text).not.toContain('Please get in touch.');
  });

  it('escapes the visitor’s markup and leaves out what would reorder it', () => {
    const message = storedMessage({
      name: 'Eve <script>alert(1)</script> \u202eevil',
      message: '<img src=x onerror=alert(1)> & \u2066hidden\u2069',
    });
    const email = render(message, { body: 'See <b>this</b> & that' });
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; hidden');
    expect(email.html).toContain('See &lt;b&gt;this&lt;/b&gt; &amp; that');
    expect(email.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; evil');
    for (const part of [email.text, email.html, ...email.to]) expect(part).not.toMatch(REORDERING);
  });

  it('keeps a name that tries to add a header or a recipient to one quoted display name', () => {
    const message = storedMessage({
      name: 'Marie\r\nBcc: victim@evil.example, "Eve" <eve@evil.example>',
    });
    const email = render(message);
    expect(email.to).toEqual([
      '"Marie Bcc: victim@evil.example, Eve eve@evil.example" <marie@example.org>',
    ]);
    expect(email.to[0]).toMatch(ONE_LINE);
  });

  it('sends from the site’s address with the owner’s name, and threads every reply to one message alike', () => {
    const message = storedMessage({ id: 'A1B2C3D4-0000-4000-8000-000000000001' });
    const email = render(message);
    expect(email.from).toBe('"Jane Doe" <hello@portfolio.example>');
    expect(email.reply_to).toBe('karim@portfolio.example');
    expect(email.headers).toEqual({
      'Message-ID': '<reply-0f6f3b9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b@portfolio.example>',
      'In-Reply-To': '<message-a1b2c3d4-0000-4000-8000-000000000001@portfolio.example>',
      References: '<message-a1b2c3d4-0000-4000-8000-000000000001@portfolio.example>',
    });
    const other = render(message, { id: '0f6f3b9e-1c2d-4e5f-8a9b-0c1d2e3f4a5c' });
    expect(other.headers!['References']).toBe(email.headers!['References']);
    expect(other.headers!['Message-ID']).not.toBe(email.headers!['Message-ID']);
  });

  it('is refused for a stored address that is not one plain address', () => {
    for (const address of ['marie@exämple.org', 'a@b.c, d@e.f', 'marie@example.org>', 'x']) {
      expect(renderReplyEmail(reply(), storedMessage({ email: address }), settings)).toEqual({
        error: expect.stringMatching(/not one an email can be sent to safely/),
      });
    }
  });

  it('is built from any stored message, in any language: one-line headers, no markup, nothing reordered', () => {
    fc.assert(
      fc.property(visitorMessage, hostileLanguage, (row, language) => {
        const message = {
          ...row,
          id: '7d3c1f0e-0000-4000-8000-000000000001',
          created_at: '2026-11-23T10:15:00.000Z',
          email: 'visitor@example.org',
        } as ReplyContext;
        // The owner's own text is theirs, as written (an isolate may be what their text needs).
        const email = renderReplyEmail(reply({ language }), message, settings);
        if ('error' in email) throw new Error(email.error);
        for (const header of [email.from, ...email.to, email.subject]) {
          expect(header).toMatch(ONE_LINE);
        }
        expect(email.to).toHaveLength(1);
        expect(
          email.to[0]!.endsWith(' <visitor@example.org>') || email.to[0] === 'visitor@example.org',
        ).toBe(true);
        expect(email.html).not.toMatch(REORDERING);
        const tags = [...email.html.matchAll(/<([a-zA-Z!/][^\s>]*)/g)].map((match) => match[1]);
        expect(new Set(tags)).toEqual(
          new Set([
            '!DOCTYPE',
            'html',
            'head',
            'meta',
            'title',
            '/title',
            '/head',
            'body',
            'div',
            '/div',
            'p',
            '/p',
            'blockquote',
            '/blockquote',
            '/body',
            '/html',
          ]),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('the template draft', () => {
  it('greets the visitor by the name they gave, on one line and with nothing reordering it', () => {
    fc.assert(
      fc.property(hostileText, (name) => {
        const draft = templateDraft(storedMessage({ name }), 'en');
        const greeting = draft.split('\n\n')[0]!;
        expect(greeting).toBe(replyTexts.en!.greeting(headerText(withoutReordering(name), 100)));
        expect(greeting).toMatch(ONE_LINE);
      }),
    );
  });

  it('is in the base language for a language the site is not in, whatever its name', () => {
    for (const language of ['toString', '__proto__', 'constructor', 'xx', '']) {
      expect(templateDraft(storedMessage(), language)).toBe(templateDraft(storedMessage(), 'en'));
    }
  });

  it('takes an unknown brief value as no value', () => {
    const draft = templateDraft(
      storedMessage({ brief_service: 'spaceship', brief_budget: null, brief_timeline: 'never' }),
      'en',
    );
    expect(draft.split('\n\n')[1]).toBe(replyTexts.en!.draft.thanks(undefined));
  });
});

describe('an AI draft', () => {
  it.each([
    ['  Hello Ada,\n\nThanks.\n  ', 'Hello Ada,\n\nThanks.'],
    ['```text\nHello Ada,\n\nThanks.\n```', 'Hello Ada,\n\nThanks.'],
    ['Subject: Re: your site\n\nHello Ada,', 'Hello Ada,'],
    ['Objet : Re : votre site\nBonjour Ada,', 'Bonjour Ada,'],
  ])('is taken as written, tidied: %j', (written, draft) => {
    expect(usableDraft(written)).toBe(draft);
  });

  it('is nothing when empty or longer than a reply may be', () => {
    expect(usableDraft(' \n ')).toBeUndefined();
    expect(usableDraft('x'.repeat(20_001))).toBeUndefined();
  });
});

describe('the quote header’s date', () => {
  it('is in the reply’s language and the owner’s zone, in UTC for an unknown zone', () => {
    const iso = '2026-11-23T10:15:00.000Z';
    expect(formatDate(iso, 'en', 'UTC')).toBe(
      new Intl.DateTimeFormat('en', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(iso)),
    );
    expect(formatDate(iso, 'fr-FR', 'Mars/Olympus')).toBe(formatDate(iso, 'fr-FR', 'UTC'));
    expect(formatDate('not a date', 'en', 'UTC')).toBe('not a date');
  });
});
