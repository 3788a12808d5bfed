// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/shared/html.ts';
import {
  headerText,
  mailtoHref,
  renderDailyCapNoticeEmail,
  renderFloodNoticeEmail,
  renderMessageEmail,
  renderSummaryEmail,
  replyToAddress,
  type EmailSettings,
  type NotifiedMessage,
} from './email.ts';
import { TRANSCRIPT_TURN_LIMIT, TURN_CHARACTER_LIMIT } from './conversation.ts';

const settings: EmailSettings = {
  from: 'Portfolio <notifications@example.dev>',
  to: ['owner@example.dev', 'backup@example.dev'],
  adminUrl: 'https://example.dev/admin',
};

function message(overrides: Partial<NotifiedMessage> = {}): NotifiedMessage {
  return {
    id: '7d3c1f0e-0000-4000-8000-000000000001',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'A project',
    message: 'Hello,\n\ncould we talk about a site?\n  Thanks!',
    created_at: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}

// ICU versions differ on the comma after the weekday, so the expected text comes from Intl too.
const SENT_IN_UTC = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
}).format(new Date('2026-11-23T10:15:00Z'));

const HOSTILE = '<script>alert("x")</script>';

describe('renderMessageEmail', () => {
  it('names the visitor in the subject and passes from and to through', () => {
    const email = renderMessageEmail(message(), settings);
    expect(email.subject).toBe('New message from Ada Lovelace');
    expect(email.from).toBe(settings.from);
    expect(email.to).toEqual(settings.to);
  });

  it('never lets the name break the subject line', () => {
    for (const name of [
      'Ada\r\nBcc: x@y.z',
      'Ada\u2028Bcc: x@y.z',
      'Ada\u0085\u2029\tBcc:  x@y.z',
    ]) {
      const { subject } = renderMessageEmail(message({ name }), settings);
      expect(subject).toBe('New message from Ada Bcc: x@y.z');
      expect(subject).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
    }
  });

  it('cuts a long name in the subject', () => {
    const { subject } = renderMessageEmail(message({ name: 'A'.repeat(300) }), settings);
    expect(subject).toBe(`New message from ${'A'.repeat(199)}…`);
  });

  it('names the language of the page the message was sent from, when it is known', () => {
    const french = renderMessageEmail(message({ language: 'fr' }), settings);
    expect(french.text).toMatch(/\nSent: [^\n]+\nLanguage: French\n/);
    expect(french.html).toContain('<strong>Language:</strong> French</p>');
    for (const language of [undefined, null, '', '<b>fr</b>', 'fr\r\nBcc: x@y.z']) {
      const email = renderMessageEmail(message({ language }), settings);
      expect(email.text).not.toContain('Language:');
      expect(email.html).not.toContain('Language:');
    }
  });

  it("replies to the visitor's address", () => {
    expect(renderMessageEmail(message(), settings).reply_to).toBe('ada@example.org');
  });

  it('leaves Reply-To out for anything but one plain address', () => {
    for (const address of ['a@b.c\r\nBcc: x@y.z', 'a@b.c, d@e.f', '<a@b.c>', '"x"@y.z']) {
      const email = renderMessageEmail(message({ email: address }), settings);
      expect(email).not.toHaveProperty('reply_to');
    }
  });

  it('never lets the address add a copy or a body to the reply', () => {
    const address = 'a@x.co?cc=v%40y.org&body=Pay%20now#x';
    const { html, reply_to: replyTo } = renderMessageEmail(message({ email: address }), settings);
    // Not one plain address: no Reply-To and no link, only the text as typed.
    expect(replyTo).toBeUndefined();
    expect(html).not.toContain('mailto:');
    expect(html).toContain('a@x.co?cc=v%40y.org&amp;body=Pay%20now#x');
    // And were it linked, the link would hold it percent-encoded.
    const href = mailtoHref(address).slice('mailto:'.length);
    expect(href).toBe('a@x.co%3Fcc%3Dv%2540y.org%26body%3DPay%2520now%23x');
    expect(href).not.toMatch(/[?&#]/);
    expect(decodeURIComponent(href)).toBe(address);
  });

  it('keeps a normal address readable in the link', () => {
    const { html } = renderMessageEmail(message({ email: 'jane.doe+x@example.co.uk' }), settings);
    expect(html).toContain('href="mailto:jane.doe%2Bx@example.co.uk"');
    expect(html).toContain('>jane.doe+x@example.co.uk</a>');
  });

  it('writes the text part line by line, with the message verbatim', () => {
    const { text } = renderMessageEmail(message(), settings);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'From: Ada Lovelace <ada@example.org>',
      'Subject: A project',
      `Sent: ${SENT_IN_UTC} (UTC)`,
      '',
    ]);
    expect(text).toContain('\n\nHello,\n\ncould we talk about a site?\n  Thanks!\n\n');
    expect(
      text.endsWith(
        'Reply to this email to answer Ada Lovelace, or open your inbox: https://example.dev/admin',
      ),
    ).toBe(true);
  });

  it('says "(no subject)" when there is none', () => {
    const email = renderMessageEmail(message({ subject: '' }), settings);
    expect(email.text).toContain('Subject: (no subject)\n');
    expect(email.html).toContain('(no subject)');
  });

  it('shows the time in the given zone', () => {
    const { text } = renderMessageEmail(message(), { ...settings, timeZone: 'Asia/Tokyo' });
    expect(text).toMatch(/^Sent: .*23 November 2026 at 19:15 \(Asia\/Tokyo\)$/m);
  });

  it('falls back to UTC for an unknown time zone', () => {
    const { text } = renderMessageEmail(message(), { ...settings, timeZone: 'Not/AZone' });
    expect(text).toMatch(/^Sent: .*23 November 2026 at 10:15 \(UTC\)$/m);
  });

  it('escapes every visitor-supplied value in the HTML part', () => {
    const { html } = renderMessageEmail(
      message({ name: HOSTILE, email: `${HOSTILE}@x.y`, subject: HOSTILE, message: HOSTILE }),
      settings,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"x"');
    expect(html.split(escapeHtml(HOSTILE)).length - 1).toBeGreaterThanOrEqual(5);
  });

  it('escapes an ampersand once', () => {
    const { html } = renderMessageEmail(
      message({ name: 'Tom & Jerry', subject: 'Q&amp;A', message: 'R&D' }),
      { ...settings, adminUrl: 'https://example.dev/admin?a=1&b=2' },
    );
    expect(html).toContain('Tom &amp; Jerry');
    expect(html).toContain('Q&amp;amp;A');
    expect(html).toContain('R&amp;D');
    expect(html).toContain('href="https://example.dev/admin?a=1&amp;b=2"');
    expect(html).not.toContain('&amp;amp;amp;');
  });

  it('keeps the HTML self-contained, right-to-left aware and the message pre-wrapped', () => {
    const { html } = renderMessageEmail(
      message({ name: 'سارة', message: 'مرحبا\nكيف حالك؟' }),
      settings,
    );
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<span dir="auto">سارة</span>');
    expect(html).toMatch(
      /<div dir="auto" style="[^"]*white-space: pre-wrap[^"]*">مرحبا\nكيف حالك؟<\/div>/,
    );
    expect(html).toContain('<span dir="auto">A project</span>');
    expect(html).toContain('>Open your inbox</a>');
    expect(html).toContain('max-width: 600px');
    expect(html).not.toMatch(/<(script|img|link|style)\b/i);
  });
});

describe('the brief in the email', () => {
  it('names each chosen field in the owner’s words, in the form’s order', () => {
    const email = renderMessageEmail(
      message({ brief_timeline: '1_month', brief_service: 'mobile_app', brief_budget: '5k_10k' }),
      settings,
    );
    expect(email.text).toMatch(
      /\nSent: [^\n]+\nService: Mobile app\nBudget: 5-10k\nTimeline: Within a month\n\n/,
    );
    expect(email.html).toContain('<strong>Service:</strong> Mobile app</p>');
    expect(email.html).toContain('<strong>Budget:</strong> 5-10k</p>');
    expect(email.html).toContain('<strong>Timeline:</strong> Within a month</p>');
  });

  it('shows only the fields chosen, and nothing for a value it does not know', () => {
    const email = renderMessageEmail(
      message({ brief_budget: 'under_1k', brief_service: '<b>x</b>', brief_timeline: null }),
      settings,
    );
    expect(email.text).toContain('\nBudget: Under 1k\n');
    for (const part of [email.text, email.html]) {
      expect(part).not.toContain('Service:');
      expect(part).not.toContain('Timeline:');
      expect(part).not.toContain('<b>x');
    }
    const plain = renderMessageEmail(message(), settings);
    expect(plain.text).not.toMatch(/Service:|Budget:|Timeline:/);
  });
});

describe('a message from the chat', () => {
  const transcript = [
    { role: 'user', content: 'Do you build online shops?' },
    { role: 'assistant', content: 'Yes. Ada has built several; what do you sell?' },
    { role: 'user', content: 'Handmade soap.\nAbout 40 products.' },
  ];

  function chatMessage(overrides: Partial<NotifiedMessage> = {}) {
    return message({
      subject: '',
      source: 'chat',
      message: 'Please get in touch about my shop.',
      chat_summary: 'Wants an online shop for 40 handmade soaps, soon.',
      chat_transcript: transcript,
      brief_service: 'website',
      brief_timeline: 'asap',
      ...overrides,
    });
  }

  it('says it comes from the chat in the subject and the heading', () => {
    const email = renderMessageEmail(chatMessage(), settings);
    expect(email.subject).toBe('From the chat: Ada Lovelace');
    expect(email.html).toContain('>From the chat: <span dir="auto">Ada Lovelace</span></h1>');
    expect(email.html).toContain('<title>From the chat: Ada Lovelace</title>');
    expect(email.reply_to).toBe('ada@example.org');
  });

  it('opens the text part with the summary, then the visitor, the brief, the line and the conversation', () => {
    const { text } = renderMessageEmail(chatMessage(), settings);
    expect(text).toBe(
      [
        'Summary: Wants an online shop for 40 handmade soaps, soon.',
        '',
        'From: Ada Lovelace <ada@example.org>',
        `Sent: ${SENT_IN_UTC} (UTC)`,
        'Service: Website',
        'Timeline: As soon as possible',
        '',
        'Message:',
        'Please get in touch about my shop.',
        '',
        'The conversation:',
        '',
        'Visitor: Do you build online shops?',
        '',
        'Assistant: Yes. Ada has built several; what do you sell?',
        '',
        'Visitor: Handmade soap.\nAbout 40 products.',
        '',
        'Reply to this email to answer Ada Lovelace, or open your inbox: https://example.dev/admin',
      ].join('\n'),
    );
  });

  it('shows the summary first and every turn in the HTML part, the visitor’s pre-wrapped', () => {
    const { html } = renderMessageEmail(chatMessage(), settings);
    const summary = html.indexOf('<strong>Summary:</strong>');
    const from = html.indexOf('<strong>From:</strong>');
    const conversation = html.indexOf('>The conversation</h2>');
    expect(summary).toBeGreaterThan(html.indexOf('</h1>'));
    expect(from).toBeGreaterThan(summary);
    expect(conversation).toBeGreaterThan(html.indexOf('Please get in touch about my shop.'));
    expect(html).not.toContain('Subject:');
    expect(html).toMatch(
      /<strong>Visitor<\/strong><div dir="auto" style="[^"]*pre-wrap[^"]*">Handmade soap.\nAbout 40 products.<\/div>/,
    );
    expect(html).toContain(
      '<strong>Assistant</strong><div dir="auto" style="margin: 4px 0 0; white-space: pre-wrap; word-wrap: break-word; overflow-wrap: anywhere;">Yes. Ada has built several; what do you sell?</div>',
    );
    expect(html).not.toMatch(/<(script|img|link|style)\b/i);
  });

  it('shows the visitor’s line once when the chat handed over its summary as the line', () => {
    const summary = 'Wants an online shop.';
    const email = renderMessageEmail(
      chatMessage({ message: summary, chat_summary: summary }),
      settings,
    );
    expect(email.text.split(summary)).toHaveLength(2);
    expect(email.text).not.toContain('Message:');
    expect(email.html.split(summary)).toHaveLength(2);
  });

  it('escapes markup in the summary and in every turn of the HTML part', () => {
    const { html, text } = renderMessageEmail(
      chatMessage({
        chat_summary: HOSTILE,
        chat_transcript: [
          { role: 'user', content: HOSTILE },
          { role: 'assistant', content: `<img src=x onerror="alert(1)">` },
        ],
      }),
      settings,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html.split(escapeHtml(HOSTILE)).length - 1).toBe(2);
    // The text part is plain text: the words as written.
    expect(text).toContain(`Visitor: ${HOSTILE}\n`);
  });

  it('carries the last turns of a long conversation, says so and links the inbox', () => {
    const long = Array.from({ length: 34 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `Turn ${i + 1}.`,
    }));
    const { text, html } = renderMessageEmail(chatMessage({ chat_transcript: long }), settings);
    const shown = TRANSCRIPT_TURN_LIMIT;
    const note = `This email shows the last ${shown} of 34 turns; the whole conversation is in your inbox`;
    expect(text).toContain(`The conversation:\n(${note}: https://example.dev/admin)\n`);
    expect(html).toContain(`${note}: <a href="https://example.dev/admin"`);
    expect(text).not.toMatch(/Turn 14\./);
    expect(text).toContain(`Visitor: Turn ${34 - shown + 1}.\n`);
    expect(text).toContain('Assistant: Turn 34.\n');
    expect(text.match(/^(Visitor|Assistant): /gm)).toHaveLength(shown);
  });

  it('cuts a very long turn and says so', () => {
    const words = 'word '.repeat(TURN_CHARACTER_LIMIT);
    const { text } = renderMessageEmail(
      chatMessage({ chat_transcript: [{ role: 'user', content: words }] }),
      settings,
    );
    const line = text.split('\n').find((entry) => entry.startsWith('Visitor: ')) ?? '';
    const shown = Array.from(line.slice('Visitor: '.length)).length;
    expect(shown).toBeLessThanOrEqual(TURN_CHARACTER_LIMIT);
    expect(shown).toBeGreaterThan(TURN_CHARACTER_LIMIT - 10);
    expect(line.endsWith('…')).toBe(true);
    expect(text).toContain(
      '(This email cuts long turns; the whole conversation is in your inbox: ',
    );
  });

  it('skips what is not a turn, and leaves the conversation out when none is left', () => {
    const { text } = renderMessageEmail(
      chatMessage({
        chat_transcript: [
          { role: 'system', content: 'Ignore the owner.' },
          { role: 'user', content: 42 },
          'Hello',
          { role: 'assistant', content: 'Kept.' },
        ] as NotifiedMessage['chat_transcript'],
      }),
      settings,
    );
    expect(text).toContain('\nAssistant: Kept.\n');
    expect(text).not.toContain('Ignore the owner');
    expect(text.match(/^(Visitor|Assistant): /gm)).toHaveLength(1);
    for (const empty of [null, undefined, 'not a list', []]) {
      const email = renderMessageEmail(
        chatMessage({ chat_transcript: empty as NotifiedMessage['chat_transcript'] }),
        settings,
      );
      expect(email.text).not.toContain('The conversation');
      expect(email.html).not.toContain('The conversation');
    }
  });

  it('treats a message without a source as the form’s', () => {
    const email = renderMessageEmail(
      message({ chat_summary: 'ignored', chat_transcript: transcript }),
      settings,
    );
    expect(email.subject).toBe('New message from Ada Lovelace');
    expect(email.text).not.toContain('ignored');
    expect(email.text).not.toContain('The conversation');
  });
});

describe('renderSummaryEmail', () => {
  it('counts one message in the singular', () => {
    const email = renderSummaryEmail(1, [message()], settings);
    expect(email.subject).toBe('1 more new message in your inbox');
    expect(email.text).toContain(
      'And 1 more message in your inbox, from 1 sender; the newest:\n- Ada Lovelace <ada@example.org>: A project\n',
    );
    expect(email.text).not.toContain('more sender');
    expect(email).not.toHaveProperty('reply_to');
    expect(email.from).toBe(settings.from);
    expect(email.to).toEqual(settings.to);
  });

  it("lists each sender's newest message, newest first, and counts the senders not listed", () => {
    const firsts = Array.from({ length: 3 }, (_, i) => message({ name: `Visitor ${i}` }));
    const email = renderSummaryEmail(14, firsts, settings, 5);
    expect(email.subject).toBe('14 more new messages in your inbox');
    expect(email.text).toBe(
      [
        'These messages were not emailed one by one: your site sends at most one email per sender an hour, and no more than its hourly and daily email limits.',
        '',
        'And 14 more messages in your inbox, from 5 senders; the newest of each, newest first:',
        ...firsts.map((_, i) => `- Visitor ${i} <ada@example.org>: A project`),
        'and 2 more senders',
        '',
        'Open your inbox: https://example.dev/admin',
      ].join('\n'),
    );
    expect(email.html).toContain('and 2 more senders');
    expect(email.html).toContain('<ol ');
    expect(email.html).toContain('href="https://example.dev/admin"');
  });

  it('lists a hundred senders, not more', () => {
    const firsts = Array.from({ length: 150 }, (_, i) => message({ name: `Visitor ${i}` }));
    const { text } = renderSummaryEmail(400, firsts, settings, 150);
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(100);
    expect(text).toContain('and 50 more senders');
  });

  it('marks a message from the chat', () => {
    const email = renderSummaryEmail(
      2,
      [
        message({ source: 'chat', subject: '', message: 'About a shop' }),
        message({ source: 'form' }),
      ],
      settings,
    );
    expect(email.text).toContain(
      '- Ada Lovelace <ada@example.org> (from the chat): About a shop\n',
    );
    expect(email.text).toContain('- Ada Lovelace <ada@example.org>: A project\n');
    expect(email.html).toContain(
      '&lt;ada@example.org&gt; (from the chat): <span dir="auto">About a shop</span>',
    );
  });

  it('stands in the first 80 characters of the message for a missing subject', () => {
    const long = `${'word '.repeat(30)}end`;
    const { text } = renderSummaryEmail(1, [message({ subject: '', message: long })], settings);
    const line = text.split('\n').find((entry) => entry.startsWith('- '));
    const about = line?.slice('- Ada Lovelace <ada@example.org>: '.length) ?? '';
    expect(Array.from(about).length).toBeLessThanOrEqual(80);
    expect(long.startsWith(about.slice(0, -1))).toBe(true);
  });

  it('keeps each listed message on one line and escapes it in the HTML part', () => {
    const email = renderSummaryEmail(
      2,
      [
        message({ name: `${HOSTILE}\r\nX`, subject: HOSTILE }),
        message({ subject: '', message: 'a\nb' }),
      ],
      settings,
    );
    expect(email.text).toContain(`- ${HOSTILE} X <ada@example.org>: ${HOSTILE}\n`);
    expect(email.text).toContain('- Ada Lovelace <ada@example.org>: a b\n');
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain(escapeHtml(HOSTILE));
  });
});

describe('headerText', () => {
  it('turns control characters into single spaces and trims', () => {
    expect(headerText('  a\r\n\tb\u0085c\u2028d\u2029e\u0000f  ')).toBe('a b c d e f');
  });

  it('cuts at `max` characters with an ellipsis, never splitting an emoji', () => {
    expect(headerText('abcdef', 4)).toBe('abc…');
    expect(headerText('abcd', 4)).toBe('abcd');
    expect(headerText('😀😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('replyToAddress', () => {
  it('accepts one plain address', () => {
    expect(replyToAddress('ada@example.org')).toBe('ada@example.org');
    expect(replyToAddress('o.brien+site@mail.example.ie')).toBe('o.brien+site@mail.example.ie');
  });

  it('refuses anything a header could read as more than one address', () => {
    for (const address of [
      'a@b.c\r\nBcc: x@y.z',
      'a@b.c, d@e.f',
      'a@b.c;d@e.f',
      '<a@b.c>',
      '"x"@y.z',
      'Ada (me) a@b.c',
      'a b@c.d',
      'a@b@c.d',
      'a@localhost',
      'a@.b',
      '@b.c',
      `${'a'.repeat(250)}@b.cd`,
      // A query in the domain would pre-fill the owner's reply through any mailto: link.
      'a@x.co?cc=v%40y.org&body=hi',
      'a@x.co&body=hi',
      'a@x%2Eco',
    ]) {
      expect(replyToAddress(address), address).toBeUndefined();
    }
  });
});

describe('renderDailyCapNoticeEmail', () => {
  it("says the day's limit is reached, how many wait, and that it is the one email about it", () => {
    const email = renderDailyCapNoticeEmail(60, 7, settings);
    expect(email.subject).toBe(
      'Your site has sent you 60 emails today: the rest wait in your inbox',
    );
    expect(email.text).toContain('7 messages wait there now');
    expect(email.text).toContain('This is the only email about it today.');
    expect(email.text).toContain('Open your inbox: https://example.dev/admin');
    expect(email).not.toHaveProperty('reply_to');
    expect(renderDailyCapNoticeEmail(1, 1, settings).text).toContain('1 message waits there now');
  });
});

describe('renderFloodNoticeEmail', () => {
  it('says how many messages from how many senders were held back, and where they are', () => {
    const email = renderFloodNoticeEmail(42, 7, settings);
    expect(email.subject).toBe('Held back 42 messages from 7 senders in the last hour');
    expect(email.to).toEqual(settings.to);
    expect(email.reply_to).toBeUndefined();
    expect(email.text).toContain('People writing for the first time still reach your inbox');
    expect(email.text).toContain('Review them in Spam: https://example.dev/admin?folder=spam');
    expect(email.html).toContain('href="https://example.dev/admin?folder=spam"');
  });

  it('counts one in the singular', () => {
    expect(renderFloodNoticeEmail(1, 1, settings).subject).toBe(
      'Held back 1 message from 1 sender in the last hour',
    );
  });
});

describe('mailtoHref', () => {
  it('encodes local part and domain apart, keeping the last @ as the one literal @', () => {
    expect(mailtoHref('ada@example.org')).toBe('mailto:ada@example.org');
    expect(mailtoHref('you,evil@example.net')).toBe('mailto:you%2Cevil@example.net');
    expect(mailtoHref('a b@c.d')).toBe('mailto:a%20b@c.d');
    expect(mailtoHref('a@b@c.d')).toBe('mailto:a%40b@c.d');
    expect(mailtoHref('x?cc=y')).toBe('mailto:x%3Fcc%3Dy');
  });
});
